/** The statement's default period: the last 30 days up to today, as dates (YYYY-MM-DD, UTC like the server). */
export function lastThirtyDays(now: Date = new Date()): { from: string; to: string } {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return { from: day(new Date(now.getTime() - 29 * 86_400_000)), to: day(now) };
}
