import { Link } from 'react-router-dom';
import { useSession } from '@portal/auth';
import type { CustomerDataSource } from '@portal/contracts';
import { useReloadableQuery } from '../data-source';
import { LoadFailed } from '../load-state';
import { CHECKLIST_STATE_LABELS, checklistItems } from './checklistItems';

const loadOnboarding = (source: CustomerDataSource) => source.getOnboarding();

export const CHECKLIST_TITLE = 'Account setup';

/**
 * Where the customer stands in onboarding, from the server (GET /api/onboarding):
 * profile, documents and the registration decision with the admin's reason, each
 * with the page to act on it. Each state is written out, not only coloured.
 */
export function OnboardingChecklist() {
  const { user } = useSession();
  const { state, reload } = useReloadableQuery(`onboarding:${user?.id ?? ''}`, loadOnboarding);
  return (
    <section className="card onboarding-checklist" aria-labelledby="onboarding-checklist-title">
      <h2 id="onboarding-checklist-title">{CHECKLIST_TITLE}</h2>
      {state.status === 'loading' && <p role="status">Loading your account setup…</p>}
      {state.status === 'error' && <LoadFailed message={state.message} onRetry={reload} />}
      {state.status === 'ready' && (
        <ol className="checklist">
          {checklistItems(state.data).map((item) => (
            <li key={item.key} className={`checklist-item checklist-${item.state}`} aria-label={item.title}>
              <p className="checklist-heading">
                <span className="checklist-title">{item.title}</span>{' '}
                <span className={`checklist-state checklist-state-${item.state}`}>
                  {CHECKLIST_STATE_LABELS[item.state]}
                </span>
              </p>
              <p className="checklist-detail">{item.detail}</p>
              {item.action && <Link to={item.action.to}>{item.action.label}</Link>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
