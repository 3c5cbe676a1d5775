import { formatMoney } from '@portal/contracts';
import { formatNairaRate, groupDigits, parsePositiveAmount } from './decimalFormat';

describe('money on screen', () => {
  it('groups the whole part in thousands without touching the digits', () => {
    expect(groupDigits('41050.00')).toBe('41,050.00');
    expect(groupDigits('1234567890123456.78')).toBe('1,234,567,890,123,456.78');
    expect(groupDigits('-1234')).toBe('-1,234');
    expect(groupDigits('999')).toBe('999');
  });

  it("formats an amount with its currency's sign and decimals (yen has none)", () => {
    expect(formatMoney('41050', 'NGN')).toBe('₦41,050.00');
    expect(formatMoney('12500', 'USD')).toBe('US$12,500.00');
    expect(formatMoney('4200.5', 'EUR')).toBe('€4,200.50');
    expect(formatMoney('1500', 'JPY')).toBe('JP¥1,500');
    expect(formatMoney('2.555', 'EUR')).toBe('€2.56');
  });

  it('keeps digits a float would lose', () => {
    expect(formatMoney('9007199254740993.01', 'NGN')).toBe('₦9,007,199,254,740,993.01');
  });

  it('states a naira rate with every decimal it has, at least two', () => {
    expect(formatNairaRate('410.5')).toBe('₦410.50');
    expect(formatNairaRate('483')).toBe('₦483.00');
    expect(formatNairaRate('3.72335601')).toBe('₦3.72335601');
  });

  it('reads a typed amount as a plain decimal above 0', () => {
    expect(parsePositiveAmount(' 100.5 ')).toBe('100.5');
    for (const text of ['', '0', '-1', '0.00', '1e3', 'abc', 'NaN', 'Infinity']) {
      expect(parsePositiveAmount(text)).toBeUndefined();
    }
  });
});
