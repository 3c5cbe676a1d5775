import { Link } from 'react-router-dom';
import { ArrowRight, FileUp, History, Icon } from '@portal/ui';

/** The cards lead to real pages (no link may lead to an undefined route), not the spec's dead /customer/... paths. */
export const WELCOME_CARDS = [
  {
    to: '/dashboard/transactions',
    title: 'Transaction History',
    body: 'Follow every payment you have made, with its amount, status and date.',
    action: 'View transactions',
    icon: History,
  },
  {
    to: '/dashboard/documents',
    title: 'Document Upload',
    // True whatever is uploaded already: the checklist beside it says what is left (issue 31).
    body: 'Your BVN, CAC, proof of address, TIN and director documents, and where each stands in review.',
    action: 'Open documents',
    icon: FileUp,
  },
] as const;

export function WelcomeCards() {
  return (
    <div className="welcome-cards">
      {WELCOME_CARDS.map((card) => (
        <article key={card.to} className="card welcome-card">
          <span className="welcome-card-icon">
            <Icon icon={card.icon} />
          </span>
          <h2>{card.title}</h2>
          <p className="muted">{card.body}</p>
          <Link to={card.to} className="btn btn-secondary">
            {card.action}
            <Icon icon={ArrowRight} />
          </Link>
        </article>
      ))}
    </div>
  );
}
