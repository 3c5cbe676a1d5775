import { useCallback } from 'react';
import { useAdminDataSource, type StatementPeriod } from '../../api';
import { StatementExport } from '../statements';

/** The audit record of a period as CSV (D36); the statement route filters by period only. */
export function AuditExport() {
  const source = useAdminDataSource();
  const download = useCallback((period: StatementPeriod) => source.exportAudit(period), [source]);
  return (
    <StatementExport
      what="the audit log"
      download={download}
      fileName={({ from, to }) => `audit-${from}-to-${to}.csv`}
    />
  );
}
