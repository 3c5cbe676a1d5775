import { JOURNEY_MESSAGES, payoutBodySchema, type PayoutBody } from '@portal/contracts/paymentJourney';
import { contractResolver } from '../forms';
import { instantOfLocal, localDateTime, payoutTimeResolver } from './payoutTime';

type Values = { paidAt: string; reference: string };
const NOW = new Date(2026, 10, 29, 14, 5, 30);
const resolve = payoutTimeResolver(contractResolver<Values, PayoutBody>(payoutBodySchema), () => NOW);
const run = (paidAt: string) =>
  resolve({ paidAt, reference: 'UETR-1' }, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("the payout's date and time (D47)", () => {
  it('starts at now, to the minute, in the staff member’s own clock', () => {
    expect(localDateTime(NOW)).toBe('2026-11-29T14:05');
  });

  it('sends the moment the field names as an instant, not a midnight', async () => {
    expect(instantOfLocal('2026-11-29T01:45')).toBe(new Date(2026, 10, 29, 1, 45).toISOString());
    const result = await run('2026-11-29T01:45');
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      paidAt: new Date(2026, 10, 29, 1, 45).toISOString(),
      reference: 'UETR-1',
    });
  });

  it('refuses a time in the future at the field', async () => {
    const result = await run('2026-11-29T14:07');
    expect(result.errors.paidAt?.message).toBe(JOURNEY_MESSAGES.paidAtFuture);
  });

  it('refuses a date without a time, or nothing', async () => {
    for (const typed of ['2026-11-29', '']) {
      expect((await run(typed)).errors.paidAt?.message).toBe(JOURNEY_MESSAGES.paidAtInvalid);
    }
  });
});
