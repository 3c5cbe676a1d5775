import { formatDecimalAs, formatMoney, formatRateIn } from './money';

describe('money on screen', () => {
  it.each([
    ['8420.75', 'EUR', '€8,420.75'],
    ['4067222.25', 'NGN', '₦4,067,222.25'],
    ['1000', 'USD', 'US$1,000.00'],
    ['1500', 'JPY', 'JP¥1,500'],
    ['0.5', 'GBP', '£0.50'],
    ['2.555', 'EUR', '€2.56'],
  ])('shows %s %s as %s, with the currency’s decimals', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  it('keeps every digit of an amount a float would round', () => {
    expect(formatMoney('9007199254740993.01', 'NGN')).toBe('₦9,007,199,254,740,993.01');
  });

  it('shows a rate with 4 decimals, rounded half-up', () => {
    expect(formatRateIn('410.5', 'NGN')).toBe('₦410.5000');
    expect(formatRateIn('1.23456789', 'NGN')).toBe('₦1.2346');
  });

  it('keeps a negative sign and pads the fraction it is given', () => {
    expect(formatDecimalAs('-1234.5', 'NGN', 2)).toBe('-₦1,234.50');
  });
});
