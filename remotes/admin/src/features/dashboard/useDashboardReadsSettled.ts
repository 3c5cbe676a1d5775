import { useState } from 'react';
import { adminKeys, useAdminQuery, type AdminDataSource } from '../../api';

const readStats = (source: AdminDataSource) => source.getDashboardStats();
const readScreening = (source: AdminDataSource) => source.getScreeningStatus();

/**
 * Whether the reads that decide what stands at the top of the dashboard have answered (or
 * failed): the figures, with the stale-rates warning they carry, and the screening status.
 * Until then the dashboard shows one loading line below its header, then everything at once,
 * so nothing on screen is pushed down by a warning that arrives with its read (a layout shift
 * of 0.38 on a 412 px screen before: issue 34). The sections read the same keys: no second request.
 * Once settled it stays so: a section's Retry (or a read again on mount after a failure) is that
 * section's own loading, never the whole dashboard's (which would unmount the sections that read).
 */
export function useDashboardReadsSettled(): boolean {
  const stats = useAdminQuery(adminKeys.dashboardStats, readStats);
  const screening = useAdminQuery(adminKeys.screeningStatus, readScreening);
  const [settled, setSettled] = useState(false);
  const answered = stats.state.status !== 'loading' && screening.state.status !== 'loading';
  // Set during render (React's pattern for state derived from what was seen): no extra frame.
  if (answered && !settled) setSettled(true);
  return settled || answered;
}
