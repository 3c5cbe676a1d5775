import { Link } from 'react-router-dom';
import { RECENT_ACTIVITY_LIMIT } from '@portal/contracts/api';
import type { AdminDataSource } from '../../api';
import { EmptyState, History, SkeletonLine } from '@portal/ui';
import { adminKeys, useAdminQuery } from '../../api';
import { formatDateTime, formatRelativeTime } from '../details';
import { SourceDataStatus } from '../load-state';
import { ActivityDescription } from './ActivityDescription';

const read = (source: AdminDataSource) => source.listRecentActivity(RECENT_ACTIVITY_LIMIT);

const SKELETON_ROWS = 4;

function ActivitySkeleton() {
  return (
    <ul className="activity-list">
      {Array.from({ length: SKELETON_ROWS }, (_, row) => (
        <li key={row}>
          <div className="activity-what">
            <SkeletonLine width={row % 2 === 0 ? '22em' : '17em'} />
          </div>
          <span className="activity-when">
            <SkeletonLine width="10em" />
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The newest entries of the audit record (every decision and settings change, never
 * editable): what happened, who did it, and when.
 */
export function RecentActivity({ now = new Date() }: { now?: Date }) {
  const { state: activity, reload } = useAdminQuery(adminKeys.recentActivity, read);
  return (
    <section aria-labelledby="admin-activity-title" className="card">
      <h2 id="admin-activity-title">Recent Activity</h2>
      <SourceDataStatus
        state={activity}
        what="recent activity"
        onRetry={reload}
        skeleton={<ActivitySkeleton />}
      />
      {activity.status === 'ready' &&
        (activity.data.length === 0 ? (
          <EmptyState
            icon={History}
            title="No activity has been recorded yet."
            action={<Link to="/admin/pending-registrations">Review pending registrations</Link>}
          >
            Customers&apos; submissions, decisions on them, and changes to the receiving account, wallets and
            rates are listed here as they happen.
          </EmptyState>
        ) : (
          <ul className="activity-list">
            {activity.data.map((entry) => (
              <li key={entry.id} data-kind={entry.kind}>
                <div className="activity-what breakable">
                  <ActivityDescription description={entry.description} />
                  {entry.reason && <span className="activity-reason">Reason: {entry.reason}</span>}
                </div>
                <span className="activity-when muted breakable">
                  {entry.actor && <span>by {entry.actor}, </span>}
                  <time dateTime={entry.occurredAt} title={formatDateTime(entry.occurredAt)}>
                    {formatRelativeTime(entry.occurredAt, now)}
                  </time>
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
