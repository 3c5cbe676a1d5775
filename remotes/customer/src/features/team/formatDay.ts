/** A date as the team page shows it: 5 Mar 2024 (the viewer's time zone). */
export const formatDay = (iso: string): string =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
