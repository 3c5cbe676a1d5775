import { Link } from 'react-router-dom';
import { ArrowRight, Banknote, FileCheck2, Icon, Landmark, UserCheck } from '@portal/ui';

const ACTIONS = [
  {
    to: '/admin/pending-registrations',
    title: 'Review Registrations',
    text: 'Approve or reject new business accounts.',
    icon: UserCheck,
  },
  {
    to: '/admin/document-approvals',
    title: 'Review Documents',
    text: 'Check BVN, CAC and the other verification documents.',
    icon: FileCheck2,
  },
  {
    to: '/admin/payment-requests',
    title: 'Review Payment Requests',
    text: 'Approve requests, confirm the naira received and record payouts to vendors abroad.',
    icon: Banknote,
  },
  {
    to: '/admin/bank-account',
    title: 'Manage Bank Account',
    text: 'Update the receiving bank account, wallet settings and naira rates.',
    icon: Landmark,
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
              <span className="quick-action-icon">
                <Icon icon={action.icon} />
              </span>
              <span className="quick-action-title">
                {action.title}
                <Icon icon={ArrowRight} className="icon-sm" />
              </span>
              <span className="quick-action-text">{action.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
