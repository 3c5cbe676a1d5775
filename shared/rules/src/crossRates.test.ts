import { convertAtNairaRates, type StoredRate } from './crossRates';

const SET = '2026-11-28T09:00:00.000Z';
const LATER = '2026-11-29T08:00:00.000Z';

/** The table as staff left it: EUR and GBP set; USD a seeded placeholder; CAD never set. */
const rates: StoredRate[] = [
  { base: 'EUR', quote: 'NGN', rate: '1712.4', setAt: SET },
  { base: 'GBP', quote: 'NGN', rate: '1985.1', setAt: LATER },
  { base: 'USD', quote: 'NGN', rate: '410.5', setAt: null },
  { base: 'USD', quote: 'CAD', rate: '1.25', setAt: null },
  { base: 'EUR', quote: 'CHF', rate: '1.08', setAt: null },
];

describe('the converter prices only from the naira rates staff set (D30, D47)', () => {
  it('converts a currency into naira at the rate staff set, to the kobo', () => {
    expect(convertAtNairaRates(rates, '100', 'EUR', 'NGN')).toEqual({
      rate: '1712.4',
      convertedAmount: '171240.00',
      setAt: SET,
    });
  });

  it('crosses two priced currencies through naira: EUR→GBP = rate(EUR)/rate(GBP), the older time', () => {
    expect(convertAtNairaRates(rates, '1000', 'EUR', 'GBP')).toEqual({
      // 1712.4 / 1985.1 = 0.862626…; the amount from the exact quotient, not the rounded rate.
      rate: '0.86262657',
      convertedAmount: '862.63',
      setAt: SET,
    });
  });

  it('converts naira out at the inverse of the rate staff set', () => {
    expect(convertAtNairaRates(rates, '1712.40', 'NGN', 'EUR')).toMatchObject({
      rate: '0.00058398',
      convertedAmount: '1.00',
    });
  });

  it.each([
    ['a seeded placeholder', 'USD', 'NGN'],
    ['a pair never set in naira', 'CAD', 'NGN'],
    ['a non-naira seeded pair', 'EUR', 'CHF'],
    ['a currency with no row', 'INR', 'EUR'],
  ])('has no rate for %s (%s→%s)', (_what, from, to) => {
    expect(convertAtNairaRates(rates, '10', from, to)).toBeNull();
  });

  it('has no rate at all before staff set any', () => {
    expect(convertAtNairaRates([], '10', 'EUR', 'NGN')).toBeNull();
  });
});
