/**
 * The one way a moment is written for a person (issue 31, review item 14): date, time and the
 * zone it is in, so the same instant never reads as two times. Screens give no zone and show
 * the viewer's own, named ("21 Nov 2026, 15:20 WAT" in Lagos, "… GMT+1" in Hamburg); documents
 * a payer and a vendor anywhere compare (receipt, verify page, e-mails) pass 'UTC'.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string | undefined, seconds = false): Intl.DateTimeFormat {
  const key = `${timeZone ?? ''}|${seconds}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-NG', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      ...(seconds ? { second: '2-digit' } : {}),
      hourCycle: 'h23',
      timeZoneName: 'short',
      timeZone,
    });
    formats.set(key, format);
  }
  return format;
}

/** "21 Nov 2026, 15:20 WAT": in `timeZone` (an IANA name, or 'UTC'), else the reader's own zone. */
export function formatDateTime(isoTimestamp: string, timeZone?: string): string {
  return formatIn(timeZone).format(new Date(isoTimestamp));
}

/** "21 Nov 2026, 15:20:07 WAT": the same with seconds, for a record read in order (the audit log). */
export function formatDateTimeWithSeconds(isoTimestamp: string, timeZone?: string): string {
  return formatIn(timeZone, true).format(new Date(isoTimestamp));
}

/** "21 Nov 2026, 14:20 UTC": the documents' one zone. */
export const formatUtcDateTime = (isoTimestamp: string): string => formatDateTime(isoTimestamp, 'UTC');
