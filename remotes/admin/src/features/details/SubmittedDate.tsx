import { formatDateTime } from './formatting';

/** When it was submitted: the date and the time, as every other moment in the portal is shown. */
export function SubmittedDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}
