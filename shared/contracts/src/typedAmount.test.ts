import { validateWith } from './fieldErrors';
import { fundingConfirmBodySchema, quoteBodySchema } from './paymentJourney';
import { paymentRequestSchema } from './paymentRequests';
import { rateUpdateSchema } from './rates';
import { approvalPolicyBodySchema } from './teams';
import { AMOUNT_FORMAT_MESSAGE } from './typedAmount';
import { groupAmount, isAmbiguousAmount, ungroupAmount } from '@portal/rules/typedAmount';

describe('a typed amount (issue 31: typed as it is shown)', () => {
  it.each([
    ['2,141,356.20', '2141356.20'],
    ['1,000', '1000'],
    [' 604,000.00 ', '604000.00'],
    ['604000.00', '604000.00'],
  ])('reads %j as %j', (typed, plain) => {
    expect(isAmbiguousAmount(typed)).toBe(false);
    expect(ungroupAmount(typed)).toBe(plain);
  });

  it.each(['1,23,4', '1.234,56', '12,34', '1.2.3', '1 234', ',100', '1,000,00'])(
    'refuses %j as ambiguous',
    (typed) => {
      expect(isAmbiguousAmount(typed)).toBe(true);
    },
  );

  it('lets staff confirm "2,141,356.20" naira received, as the screen writes it', () => {
    const checked = validateWith(fundingConfirmBodySchema, {
      amountReceived: '2,141,356.20',
      bankReference: 'FT123',
    });
    expect(checked).toMatchObject({ ok: true, data: { amountReceived: '2141356.20' } });
  });

  it.each([
    [
      'the naira received',
      fundingConfirmBodySchema,
      { amountReceived: '1.234,56', bankReference: 'FT1' },
      'amountReceived',
    ],
    ['a quote', quoteBodySchema, { currency: 'USD', amount: '1,23,4' }, 'amount'],
    ['a rate', rateUpdateSchema, { rate: '1.712.4' }, 'rate'],
    ['a threshold', approvalPolicyBodySchema, { thresholdNgn: '5,00,000' }, 'thresholdNgn'],
  ])('refuses an ambiguous figure in %s with one clear message at the field', (_, schema, body, field) => {
    const checked = validateWith(schema, body);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors[field]).toEqual([AMOUNT_FORMAT_MESSAGE]);
  });

  it('accepts grouped figures in a quote, a payment request, a rate and a threshold', () => {
    expect(validateWith(quoteBodySchema, { currency: 'USD', amount: '1,250.50' })).toMatchObject({
      ok: true,
      data: { amount: '1250.50' },
    });
    expect(validateWith(rateUpdateSchema, { rate: '1,712.40' })).toMatchObject({
      ok: true,
      data: { rate: '1712.40' },
    });
    expect(validateWith(approvalPolicyBodySchema, { thresholdNgn: '5,000,000' })).toMatchObject({
      ok: true,
      data: { thresholdNgn: '5000000' },
    });
    const payment = validateWith(paymentRequestSchema, {
      recipientCompany: 'Müller GmbH',
      recipientBank: 'Deutsche Bank',
      recipientBankSwiftCode: 'DEUTDEFF',
      accountNumber: 'DE89370400440532013000',
      foreignAmount: '12,500.00',
      foreignCurrency: 'EUR',
    });
    expect(payment).toMatchObject({ ok: true, data: { foreignAmount: '12500.00' } });
  });
});

describe('an amount shown back in a form', () => {
  it('is grouped in threes as figures are shown, and reads back as the same amount', () => {
    expect(groupAmount('2000000.00')).toBe('2,000,000.00');
    expect(groupAmount('999')).toBe('999');
    expect(groupAmount('-1234567')).toBe('-1,234,567');
    expect(groupAmount('not a number')).toBe('not a number');
    expect(ungroupAmount(groupAmount('2141356.20'))).toBe('2141356.20');
  });
});
