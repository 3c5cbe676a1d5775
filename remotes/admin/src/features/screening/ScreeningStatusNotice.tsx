import { Link } from 'react-router-dom';
import { SCREENING_MESSAGES, type ScreeningStatusData } from '@portal/contracts/screening';
import { Alert, Icon, Info } from '@portal/ui';
import { adminKeys, useAdminQuery, type AdminDataSource } from '../../api';
import { formatDateTime } from '../details';

const read = (source: AdminDataSource) => source.getScreeningStatus();

/** What the notice's line says while the status is read. */
export const SCREENING_STATUS_READING = 'Reading the sanctions screening status…';

/** Where the Screening queue is. */
export const SCREENING_PAGE = '/admin/screening';

/** The dashboard's line about sanctions screening (D44): off, or the list loaded and what waits. */
export function screeningStatusText({ list, held }: ScreeningStatusData): string {
  if (!list.loaded) return `${SCREENING_MESSAGES.off}.`;
  const loadedAt = list.loadedAt ? `, loaded ${formatDateTime(list.loadedAt)}` : '';
  const waiting = held === 1 ? '1 payment is held' : `${held} payments are held`;
  return `Sanctions screening is on: ${list.entries.toLocaleString('en-GB')} entries from ${list.fileName ?? 'the list'}${loadedAt}. ${waiting} for screening.`;
}

/**
 * Says on the dashboard whether payments are screened: with no list loaded, a warning that
 * screening is off (nothing is held, whatever the names); with one, how many entries, when it
 * was read, and how many payments wait in the Screening queue. The queue's own page says it
 * too (an empty queue with screening off is not "nothing held"), without the link to itself.
 */
export function ScreeningStatusNotice({ onQueuePage = false }: { onQueuePage?: boolean } = {}) {
  const { state } = useAdminQuery(adminKeys.screeningStatus, read);
  // The notice is always there once read, so its line is kept while it is read: the figures
  // below it must not move down when it arrives (a layout shift on every visit).
  // Not a live region: the page's own status lines announce its loading once.
  if (state.status === 'loading') {
    return (
      <div className="alert alert-info" aria-busy="true">
        <Icon icon={Info} />
        <p>{SCREENING_STATUS_READING}</p>
      </div>
    );
  }
  if (state.status !== 'ready') return null;
  const status = state.data;
  return (
    <Alert tone={status.list.loaded ? (status.held > 0 ? 'warning' : 'info') : 'warning'}>
      {screeningStatusText(status)}{' '}
      {!onQueuePage && status.list.loaded && status.held > 0 && (
        <Link to={SCREENING_PAGE}>Open the Screening queue</Link>
      )}
    </Alert>
  );
}
