import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats each amount in its own currency with two decimals', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('US$1,234.50');
    expect(formatMoney(410.5, 'NGN')).toBe('₦410.50');
    expect(formatMoney(99, 'EUR')).toBe('€99.00');
  });
});
