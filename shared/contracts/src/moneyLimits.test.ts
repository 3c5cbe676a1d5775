import { validateWith } from './fieldErrors';
import { MONEY_LIMIT_MESSAGES, MONEY_MAXIMA } from './moneyLimits';
import { fundingConfirmBodySchema, quoteBodySchema } from './paymentJourney';
import { rateUpdateSchema } from './rates';
import { approvalPolicyBodySchema } from './teams';
import { TEAM_MESSAGES } from './teams';

const OVERFLOW = '99999999999999999999';

describe('the money fields of requests (issue 32 item 4)', () => {
  const threshold = (thresholdNgn: string) => validateWith(approvalPolicyBodySchema, { thresholdNgn });
  const received = (amountReceived: string) =>
    validateWith(fundingConfirmBodySchema, { amountReceived, bankReference: 'FT-1' });

  it('refuses a threshold below zero, with more than kobo, or above the naira maximum, at the field', () => {
    expect(threshold('-5')).toMatchObject({
      ok: false,
      errors: { thresholdNgn: [TEAM_MESSAGES.thresholdInvalid] },
    });
    expect(threshold('0.001')).toMatchObject({
      ok: false,
      errors: { thresholdNgn: [TEAM_MESSAGES.thresholdInvalid] },
    });
    expect(threshold(OVERFLOW)).toMatchObject({
      ok: false,
      errors: { thresholdNgn: [MONEY_LIMIT_MESSAGES.nairaTooLarge] },
    });
    expect(threshold(MONEY_MAXIMA.nairaAmount)).toMatchObject({ ok: true });
    expect(threshold('5000000.50')).toMatchObject({ ok: true });
  });

  it('refuses a naira amount received above the naira maximum, at the field', () => {
    expect(received(`${OVERFLOW}.99`)).toMatchObject({
      ok: false,
      errors: { amountReceived: [MONEY_LIMIT_MESSAGES.nairaTooLarge] },
    });
    expect(received(MONEY_MAXIMA.nairaAmount)).toMatchObject({ ok: true });
    expect(received('604000.00')).toMatchObject({ ok: true });
  });

  it('holds quotes and rates to their maxima', () => {
    expect(validateWith(quoteBodySchema, { currency: 'USD', amount: MONEY_MAXIMA.foreignAmount }).ok).toBe(
      true,
    );
    expect(
      validateWith(quoteBodySchema, { currency: 'USD', amount: `${MONEY_MAXIMA.foreignAmount}.01` }).ok,
    ).toBe(false);
    expect(validateWith(rateUpdateSchema, { rate: MONEY_MAXIMA.rate }).ok).toBe(true);
    expect(validateWith(rateUpdateSchema, { rate: OVERFLOW }).ok).toBe(false);
  });
});
