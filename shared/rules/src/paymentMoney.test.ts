import {
  computeLocalAmount,
  convertAmount,
  CURRENCY_DECIMALS,
  deriveRate,
  formatAmount,
  roundRate,
  INITIAL_RATES,
  localRateFor,
  normalizeRate,
} from './paymentMoney';

describe('the initial rate table', () => {
  it('quotes USD, EUR and GBP to each of the other nine currencies', () => {
    expect(INITIAL_RATES).toHaveLength(27);
    expect(new Set(INITIAL_RATES.map((entry) => entry.base))).toEqual(new Set(['USD', 'EUR', 'GBP']));
    expect(INITIAL_RATES.some((entry) => entry.base === entry.quote)).toBe(false);
  });

  it("agrees with every worked conversion of the spec's business constants (spec §9)", () => {
    expect(deriveRate(INITIAL_RATES, 'USD', 'EUR')).toBe('0.85');
    expect(deriveRate(INITIAL_RATES, 'USD', 'NGN')).toBe('410.5');
    expect(deriveRate(INITIAL_RATES, 'EUR', 'USD')).toBe('1.18');
    expect(deriveRate(INITIAL_RATES, 'EUR', 'NGN')).toBe('483');
    expect(deriveRate(INITIAL_RATES, 'GBP', 'NGN')).toBe('547');
  });
});

describe('deriveRate', () => {
  it('converts a currency to itself at 1', () => {
    expect(deriveRate(INITIAL_RATES, 'JPY', 'JPY')).toBe('1');
  });

  it('uses the inverse of a stored pair for the opposite direction, to 8 decimals', () => {
    // 1 / 410.5 = 0.0024360535…
    expect(deriveRate(INITIAL_RATES, 'NGN', 'USD')).toBe('0.00243605');
  });

  it('crosses any other pair through USD instead of defaulting to 1', () => {
    // 410.5 / 110.25 = 3.7233560090…
    expect(deriveRate(INITIAL_RATES, 'JPY', 'NGN')).toBe('3.72335601');
    expect(deriveRate(INITIAL_RATES, 'CAD', 'NGN')).toBe('328.4');
  });

  it('prefers a stored pair over a cross rate', () => {
    // Through USD EUR→NGN would be 410.5 / 0.85 = 482.94…; the table says 483.
    expect(deriveRate(INITIAL_RATES, 'EUR', 'NGN')).toBe('483');
  });

  it('answers null for a currency the table cannot reach', () => {
    expect(deriveRate(INITIAL_RATES, 'XYZ', 'NGN')).toBeNull();
    expect(deriveRate([], 'USD', 'NGN')).toBeNull();
  });

  it('follows a changed rate', () => {
    const changed = INITIAL_RATES.map((entry) =>
      entry.base === 'USD' && entry.quote === 'NGN' ? { ...entry, rate: '1500.25' } : entry,
    );
    expect(localRateFor(changed, 'USD')).toBe('1500.25');
    expect(localRateFor(changed, 'CAD')).toBe('1200.2');
  });
});

describe('amounts', () => {
  it('computes the local amount exactly: foreign amount times the rate', () => {
    expect(computeLocalAmount('1234.56', '410.5')).toBe('506786.88');
    // 0.1 + 0.2 style float errors cannot happen: 0.29 × 100 is 29 exactly.
    expect(computeLocalAmount('0.29', '100')).toBe('29.00');
  });

  it('rounds half up to the kobo', () => {
    expect(computeLocalAmount('0.01', '0.5')).toBe('0.01');
    expect(computeLocalAmount('0.01', '0.49')).toBe('0.00');
  });

  it('writes yen without decimals and every other currency with two', () => {
    expect(CURRENCY_DECIMALS.JPY).toBe(0);
    expect(CURRENCY_DECIMALS.USD).toBe(2);
    expect(formatAmount('1500', 'JPY')).toBe('1500');
    expect(formatAmount('12.5', 'USD')).toBe('12.50');
    expect(convertAmount('100', '110.25', 'JPY')).toBe('11025');
    expect(convertAmount('1', '0.00907029', 'USD')).toBe('0.01');
  });

  it('rounds rates to the 8 decimals they are kept with and answers them without trailing zeros', () => {
    expect(roundRate('410.5')).toBe('410.5');
    expect(roundRate('3.723356015')).toBe('3.72335602');
    expect(normalizeRate('410.50000000')).toBe('410.5');
  });
});
