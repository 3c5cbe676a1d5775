const DATE_FORMAT = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeZone: 'UTC' });

/** An ISO calendar date as the customer reads it, e.g. 2024-01-15 → "15 Jan 2024". */
export const formatDate = (isoDate: string): string => DATE_FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
