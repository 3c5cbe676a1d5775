const DATE_FORMAT = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });

/** When a file was uploaded, as the customer reads it in their own time zone: "5 Mar 2024". */
export const formatUploadDate = (isoTimestamp: string): string => DATE_FORMAT.format(new Date(isoTimestamp));
