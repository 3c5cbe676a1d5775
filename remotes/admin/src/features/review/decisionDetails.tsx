import { formatDateTime, PersonText, type Detail } from '../details';

export interface DecisionRecord {
  status: string;
  decidedAt: string | null;
  decidedBy: string | null;
  decidedByName?: string | null | undefined;
  reason: string | null;
}

/** Who decided a row and when, and the reason given; nothing while it waits. */
export function decisionDetails({
  status,
  decidedAt,
  decidedBy,
  decidedByName,
  reason,
}: DecisionRecord): Detail[] {
  if (status === 'pending') return [];
  const details: Detail[] = [];
  if (decidedAt) {
    details.push({
      label: 'Decided',
      value: <time dateTime={decidedAt}>{formatDateTime(decidedAt)}</time>,
    });
  }
  if (decidedBy)
    details.push({
      label: 'Decided by',
      value: <PersonText name={decidedByName} email={decidedBy} />,
      double: true,
    });
  if (reason) details.push({ label: 'Reason', value: reason, wide: true });
  return details;
}
