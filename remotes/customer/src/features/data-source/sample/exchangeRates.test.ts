import { CONVERTER_CURRENCIES } from '@portal/contracts';
import { DEMO_RATES, exchangeRate } from './exchangeRates';

describe('converter rates (D16)', () => {
  it.each([
    ['USD', 'EUR', 0.85],
    ['USD', 'NGN', 410.5],
    ['EUR', 'USD', 1.18],
    ['EUR', 'NGN', 483],
    ['GBP', 'NGN', 547],
  ] as const)('agrees with the spec example %s to %s = %d', (from, to, rate) => {
    expect(exchangeRate(from, to)).toBe(rate);
  });

  it('defines a rate from USD, EUR and GBP to every one of the ten currencies', () => {
    for (const base of ['USD', 'EUR', 'GBP'] as const) {
      expect(Object.keys(DEMO_RATES[base]).sort()).toEqual([...CONVERTER_CURRENCIES].sort());
    }
  });

  it('converts a currency to itself at 1', () => {
    for (const currency of CONVERTER_CURRENCIES) expect(exchangeRate(currency, currency)).toBe(1);
  });

  it('uses the inverse of a defined rate for the opposite direction', () => {
    expect(exchangeRate('NGN', 'USD')).toBeCloseTo(1 / 410.5, 12);
    expect(exchangeRate('NGN', 'GBP')).toBeCloseTo(1 / 547, 12);
    expect(exchangeRate('JPY', 'EUR')).toBeCloseTo(1 / DEMO_RATES.EUR.JPY, 12);
  });

  it('crosses through USD for pairs with no defined rate, never falling back to 1', () => {
    expect(exchangeRate('JPY', 'NGN')).toBeCloseTo(410.5 / DEMO_RATES.USD.JPY, 12);
    expect(exchangeRate('CAD', 'INR')).toBeCloseTo(DEMO_RATES.USD.INR / DEMO_RATES.USD.CAD, 12);
    for (const from of CONVERTER_CURRENCIES) {
      for (const to of CONVERTER_CURRENCIES) {
        if (from !== to) expect(exchangeRate(from, to)).not.toBe(1);
      }
    }
  });
});
