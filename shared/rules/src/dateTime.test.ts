import { formatDateTime, formatDateTimeWithSeconds, formatUtcDateTime } from './dateTime';

describe('a moment as a person reads it', () => {
  const paidOut = '2026-11-21T14:20:00Z';

  it('names the zone of a Lagos reader beside the time', () => {
    expect(formatDateTime(paidOut, 'Africa/Lagos')).toBe('21 Nov 2026, 15:20 WAT');
  });

  it('names the zone of a reader elsewhere, so the same instant never reads as another time', () => {
    expect(formatDateTime(paidOut, 'Europe/Berlin')).toBe('21 Nov 2026, 15:20 GMT+1');
    expect(formatDateTime(paidOut, 'America/New_York')).toBe('21 Nov 2026, 09:20 GMT-5');
  });

  it('writes documents in UTC and says so', () => {
    expect(formatUtcDateTime(paidOut)).toBe('21 Nov 2026, 14:20 UTC');
  });

  it("uses the reader's own zone when none is given, and names it", () => {
    const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatDateTime(paidOut)).toBe(formatDateTime(paidOut, readerZone));
    expect(formatDateTime(paidOut)).toMatch(/\d{2}:\d{2} \S+$/);
  });

  it('keeps the seconds for a record read in order, with the zone named', () => {
    expect(formatDateTimeWithSeconds('2026-11-21T14:20:07Z', 'Africa/Lagos')).toBe(
      '21 Nov 2026, 15:20:07 WAT',
    );
  });
});
