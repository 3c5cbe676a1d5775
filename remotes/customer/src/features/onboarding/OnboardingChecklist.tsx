import { Link } from 'react-router-dom';
import {
  ArrowRight,
  CircleCheck,
  CircleX,
  Clock,
  Icon,
  ListChecks,
  Skeleton,
  SkeletonBlock,
  SkeletonLine,
  type LucideIcon,
} from '@portal/ui';
import { useOnboardingQuery } from '../../api';
import { LoadFailed } from '../load-state';
import { CHECKLIST_STATE_LABELS, checklistItems, type ChecklistState } from './checklistItems';

export const CHECKLIST_TITLE = 'Account setup';

const STATE_ICONS: Record<ChecklistState, LucideIcon> = {
  done: CircleCheck,
  todo: ListChecks,
  waiting: Clock,
  refused: CircleX,
  later: ListChecks,
  stopped: CircleX,
};

// The approval step never links anywhere; the others do until they are done.
const SKELETON_STEPS = [
  { title: 'Profile', hasAction: true },
  { title: 'Documents', hasAction: true },
  { title: 'Approval', hasAction: false },
];

/** The three steps as they will be laid out, their states and details still unknown. */
function ChecklistSkeleton() {
  return (
    <Skeleton label="Loading your account setup…">
      <ol className="checklist">
        {SKELETON_STEPS.map(({ title, hasAction }) => (
          <li key={title} className="checklist-item">
            <p className="checklist-heading">
              <span className="checklist-title">{title}</span>{' '}
              <SkeletonBlock width="6em" height="1.5em" radius="999px" />
            </p>
            <p className="checklist-detail">
              <SkeletonLine width="85%" />
            </p>
            {hasAction && <SkeletonLine width="12em" />}
          </li>
        ))}
      </ol>
    </Skeleton>
  );
}

export interface OnboardingChecklistProps {
  /** The dashboard leaves finished steps out: with every step done the checklist goes. */
  hideWhenDone?: boolean;
}

/**
 * Where the customer stands in onboarding, from the server (GET /api/onboarding). The one next
 * step is the approval banner's, above every page while the account is not approved (D40), so
 * the checklist does not say it a second time (issue 31: the rejection read twice on one page):
 * profile, documents and the registration decision with the admin's reason, each
 * with the page to act on it. Each state is written out, not only coloured.
 */
export function OnboardingChecklist({ hideWhenDone = false }: OnboardingChecklistProps) {
  const query = useOnboardingQuery();
  const items = query.data ? checklistItems(query.data) : null;
  if (hideWhenDone && items?.every((item) => item.state === 'done')) return null;
  return (
    <section className="card onboarding-checklist" aria-labelledby="onboarding-checklist-title">
      <h2 id="onboarding-checklist-title">{CHECKLIST_TITLE}</h2>
      {query.isPending && <ChecklistSkeleton />}
      {query.isError && !query.data && <LoadFailed onRetry={() => void query.refetch()} />}
      {items && (
        <ol className="checklist">
          {items.map((item) => (
            <li key={item.key} className={`checklist-item checklist-${item.state}`} aria-label={item.title}>
              <p className="checklist-heading">
                <span className="checklist-title">{item.title}</span>{' '}
                <span className={`checklist-state checklist-state-${item.state}`}>
                  <Icon icon={STATE_ICONS[item.state]} className="icon-sm" />
                  {CHECKLIST_STATE_LABELS[item.state]}
                </span>
              </p>
              <p className="checklist-detail">{item.detail}</p>
              {item.action && (
                <Link to={item.action.to} className="checklist-action">
                  {item.action.label}
                  <Icon icon={ArrowRight} className="icon-sm" />
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
