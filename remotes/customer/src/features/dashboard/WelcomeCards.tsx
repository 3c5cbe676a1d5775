import { Link } from 'react-router-dom';

/** D2: the cards lead to real pages, not the spec's dead /customer/... paths. */
export const WELCOME_CARDS = [
  {
    to: '/dashboard/transactions',
    title: 'Transaction History',
    body: 'Follow every payment you have made, with its amount, status and date.',
    action: 'View transactions',
  },
  {
    to: '/dashboard/documents',
    title: 'Document Upload',
    body: 'Upload your BVN, CAC, proof of address, TIN and director documents for verification.',
    action: 'Upload documents',
  },
] as const;

export function WelcomeCards() {
  return (
    <div className="grid">
      {WELCOME_CARDS.map((card) => (
        <article key={card.to} className="card welcome-card">
          <h2>{card.title}</h2>
          <p className="muted">{card.body}</p>
          <Link to={card.to} className="btn btn-secondary">
            {card.action}
          </Link>
        </article>
      ))}
    </div>
  );
}
