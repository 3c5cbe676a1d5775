import { Link } from 'react-router-dom';
import { nextStepMessage } from '@portal/ui/words/onboardingNextStep';
import { useSession } from '@portal/auth';
import { ArrowRight, Icon } from '@portal/ui';
import { useDashboardQuery } from '../../api';

export const FIRST_PAYMENT_TITLE = 'Your account is approved';

/**
 * Once approved, the dashboard's next step is the first payment (D40): shown while
 * the business has no payment request at all, so it never nags a customer who pays.
 */
export function FirstPaymentInvite() {
  const { user } = useSession();
  const counts = useDashboardQuery().data;
  if (!user?.approved || !counts) return null;
  const requests = Object.values(counts.byState).reduce((total, count) => total + count, 0);
  if (requests > 0) return null;
  const message = nextStepMessage({ kind: 'approved' });
  return (
    <section className="card first-payment" aria-labelledby="first-payment-title">
      <h2 id="first-payment-title">{FIRST_PAYMENT_TITLE}</h2>
      <p>{message.text}</p>
      {message.action && (
        <Link to={message.action.to} className="btn">
          {message.action.label}
          <Icon icon={ArrowRight} />
        </Link>
      )}
    </section>
  );
}
