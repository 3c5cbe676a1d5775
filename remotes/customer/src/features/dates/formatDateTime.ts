const DATE_TIME_FORMAT = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' });

/** A moment as the customer reads it in their own time zone: "5 Mar 2024, 13:00". */
export const formatDateTime = (isoTimestamp: string): string =>
  DATE_TIME_FORMAT.format(new Date(isoTimestamp));
