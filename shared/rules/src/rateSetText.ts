/**
 * When a rate was set, as every rate is shown with it (D30, issue 23): relative while
 * that is what a reader wants to know ("set 5 minutes ago", "set 3 hours ago"), the date
 * once it is a day or more old ("set on 24 Nov 2026"), when "ago" would make them count.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const dateText = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "set just now", "set 5 minutes ago", "set 3 hours ago", "set on 24 Nov 2026". */
export function rateSetText(setAt: string, now: Date = new Date()): string {
  const at = new Date(setAt);
  if (Number.isNaN(at.getTime())) return '';
  const age = Math.max(0, now.getTime() - at.getTime());
  if (age < MINUTE) return 'set just now';
  if (age < HOUR) return `set ${plural(Math.floor(age / MINUTE), 'minute')} ago`;
  if (age < DAY) return `set ${plural(Math.floor(age / HOUR), 'hour')} ago`;
  return `set on ${dateText.format(at)}`;
}
