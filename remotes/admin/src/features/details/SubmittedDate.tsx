import { formatDate, formatDateTime } from './formatting';

/** A submission date; the exact time is in the machine-readable value and the tooltip. */
export function SubmittedDate({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {formatDate(iso)}
    </time>
  );
}
