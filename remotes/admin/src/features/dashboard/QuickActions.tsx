import { Link } from 'react-router-dom';

const ACTIONS = [
  {
    to: '/admin/pending-registrations',
    title: 'Review Registrations',
    text: 'Approve or reject new business accounts.',
  },
  {
    to: '/admin/document-approvals',
    title: 'Review Documents',
    text: 'Check BVN, CAC and the other verification documents.',
  },
  {
    to: '/admin/payment-requests',
    title: 'Review Payment Requests',
    text: 'Approve or reject payments to vendors abroad.',
  },
  {
    to: '/admin/bank-account',
    title: 'Manage Bank Account',
    text: 'Update the receiving bank account and wallet settings.',
  },
] as const;

export function QuickActions() {
  return (
    <section aria-labelledby="admin-quick-actions-title">
      <h2 id="admin-quick-actions-title">Quick Actions</h2>
      <ul className="quick-actions">
        {ACTIONS.map((action) => (
          <li key={action.to}>
            <Link to={action.to} className="card quick-action">
              <span className="quick-action-title">{action.title}</span>
              <span className="quick-action-text">{action.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
