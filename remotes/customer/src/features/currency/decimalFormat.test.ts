import { formatMoney, formatRate } from '@portal/rules/money';
import { parsePositiveAmount } from './decimalFormat';

describe('money on screen', () => {
  it("formats an amount with its currency's sign or code and decimals (yen has none)", () => {
    expect(formatMoney('41050', 'NGN')).toBe('₦41,050.00');
    expect(formatMoney('12500', 'USD')).toBe('$12,500.00');
    expect(formatMoney('4200.5', 'EUR')).toBe('€4,200.50');
    expect(formatMoney('1500', 'JPY')).toBe('JPY 1,500');
    expect(formatMoney('2.555', 'EUR')).toBe('€2.56');
  });

  it('keeps digits a float would lose', () => {
    expect(formatMoney('9007199254740993.01', 'NGN')).toBe('₦9,007,199,254,740,993.01');
  });

  it('states a naira rate with every decimal it has, at least two', () => {
    expect(formatRate('USD', '410.5')).toBe('1 USD = ₦410.50');
    expect(formatRate('EUR', '483')).toBe('1 EUR = ₦483.00');
    expect(formatRate('JPY', '3.72335601')).toBe('1 JPY = ₦3.72335601');
  });

  it('reads a typed amount as a plain decimal above 0', () => {
    expect(parsePositiveAmount(' 100.5 ')).toBe('100.5');
    for (const text of ['', '0', '-1', '0.00', '1e3', 'abc', 'NaN', 'Infinity']) {
      expect(parsePositiveAmount(text)).toBeUndefined();
    }
  });
});
