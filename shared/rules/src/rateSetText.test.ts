import { rateSetText } from './rateSetText';

describe('when a rate was set', () => {
  const now = new Date('2026-11-26T12:00:00Z');

  it.each([
    ['2026-11-26T11:59:30Z', 'set just now'],
    ['2026-11-26T11:59:00Z', 'set 1 minute ago'],
    ['2026-11-26T11:05:00Z', 'set 55 minutes ago'],
    ['2026-11-26T11:00:00Z', 'set 1 hour ago'],
    ['2026-11-25T13:00:00Z', 'set 23 hours ago'],
  ])('says %s relatively: %s', (setAt, text) => {
    expect(rateSetText(setAt, now)).toBe(text);
  });

  it('gives the date once a rate is a day old or more', () => {
    expect(rateSetText('2026-11-20T10:00:00Z', now)).toBe('set on 20 Nov 2026');
  });

  it('says nothing for a time it cannot read', () => {
    expect(rateSetText('not a time', now)).toBe('');
  });
});
