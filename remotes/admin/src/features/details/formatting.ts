// Dates and times as the admin reads them, in the browser's own time zone.
const LOCALE = 'en-NG';

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "5 Mar 2024". */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}

/** "5 Mar 2024, 10:00 WAT": the portal's one time format, the reader's zone named. */
export { formatDateTime } from '@portal/rules/dateTime';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "12 minutes ago", "yesterday", "3 days ago"; anything under a minute is "now". */
export function formatRelativeTime(iso: string, now: Date): string {
  const elapsed = new Date(iso).getTime() - now.getTime();
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return relativeFormat.format(Math.round(elapsed / size), unit);
  }
  return relativeFormat.format(0, 'second');
}
