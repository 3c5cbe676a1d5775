import { formatRelativeTime } from './formatting';

const NOW = new Date('2024-06-03T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();

describe('relative times', () => {
  it.each([
    [20_000, 'now'],
    [12 * 60_000, '12 minutes ago'],
    [3 * 3_600_000, '3 hours ago'],
    [26 * 3_600_000, 'yesterday'],
    [4 * 86_400_000, '4 days ago'],
  ])('%i ms ago reads "%s"', (elapsed, text) => {
    expect(formatRelativeTime(ago(elapsed), NOW)).toBe(text);
  });
});
