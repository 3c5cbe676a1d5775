import type { AdminDataSource } from '@portal/contracts';
import { formatDateTime, formatRelativeTime, SourceDataStatus, useSourceData } from '../../common';

const read = (source: AdminDataSource) => source.listRecentActivity();

export function RecentActivity({ now = new Date() }: { now?: Date }) {
  const activity = useSourceData(read);
  return (
    <section aria-labelledby="admin-activity-title" className="card">
      <h2 id="admin-activity-title">Recent Activity</h2>
      <SourceDataStatus state={activity} what="recent activity" />
      {activity.status === 'ready' &&
        (activity.data.length === 0 ? (
          <p className="muted">Nothing has happened yet.</p>
        ) : (
          <ul className="activity-list">
            {activity.data.map((entry) => (
              <li key={entry.id} data-kind={entry.kind}>
                <span>{entry.description}</span>
                <time dateTime={entry.occurredAt} title={formatDateTime(entry.occurredAt)} className="muted">
                  {formatRelativeTime(entry.occurredAt, now)}
                </time>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
