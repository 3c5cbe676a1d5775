import { maskAccountNumber } from './maskAccountNumber';

describe('account number masking', () => {
  it.each([
    ['0123456789', '****6789'],
    ['6216610200016587010', '****7010'],
    ['DE89 3704 0044 0532 0130 00', '****3000'],
    ['12345', '****2345'],
  ])('shows only the last 4 digits of %s', (accountNumber, masked) => {
    expect(maskAccountNumber(accountNumber)).toBe(masked);
  });

  it('hides a number too short to mask in full', () => {
    expect(maskAccountNumber('1234')).toBe('****');
    expect(maskAccountNumber('')).toBe('****');
  });
});
