import { formatDecimalMoney, formatDecimalRate } from './money';

describe('money as the admin reads it', () => {
  it.each([
    ['8420.75', 'EUR', '€8,420.75'],
    ['4067222.25', 'NGN', '₦4,067,222.25'],
    ['1000', 'USD', 'US$1,000.00'],
    ['1500', 'JPY', 'JP¥1,500'],
    ['0.5', 'GBP', '£0.50'],
  ])('shows %s %s as %s', (amount, currency, text) => {
    expect(formatDecimalMoney(amount, currency)).toBe(text);
  });

  it('keeps every digit of an amount a float would round', () => {
    expect(formatDecimalMoney('90071992547409.93', 'NGN')).toBe('₦90,071,992,547,409.93');
  });

  it('shows a rate with 4 decimals, rounded half-up', () => {
    expect(formatDecimalRate('410.5', 'NGN')).toBe('₦410.5000');
    expect(formatDecimalRate('1.23456789', 'NGN')).toBe('₦1.2346');
  });
});
