const DATE_FORMAT = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });

/** The day of a moment, as the customer reads it in their own time zone: "15 Jan 2024". */
export const formatDate = (isoTimestamp: string): string => DATE_FORMAT.format(new Date(isoTimestamp));
