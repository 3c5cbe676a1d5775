import {
  currencyPrefix,
  formatDecimalAs,
  formatMoney,
  formatRate,
  formatRateValue,
  groupThousands,
} from './money';

describe('money on screen', () => {
  it.each([
    ['8420.75', 'EUR', '€8,420.75'],
    ['4067222.25', 'NGN', '₦4,067,222.25'],
    ['1000', 'USD', '$1,000.00'],
    ['1500', 'JPY', 'JPY 1,500'],
    ['1500.5', 'JPY', 'JPY 1,501'],
    ['0.5', 'GBP', '£0.50'],
    ['2.555', 'EUR', '€2.56'],
    ['1250.5', 'CAD', 'CAD 1,250.50'],
    ['999', 'NGN', '₦999.00'],
    ['0', 'NGN', '₦0.00'],
  ])('shows %s %s as %s, with the currency’s decimals', (amount, currency, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  it('writes the four everyday currencies by their sign and every other by its code', () => {
    expect(['NGN', 'USD', 'EUR', 'GBP', 'JPY', 'CHF'].map(currencyPrefix)).toEqual([
      '₦',
      '$',
      '€',
      '£',
      'JPY ',
      'CHF ',
    ]);
  });

  it('keeps every digit of an amount a float would round', () => {
    expect(formatMoney('9007199254740993.01', 'NGN')).toBe('₦9,007,199,254,740,993.01');
  });

  it('puts the minus before the sign', () => {
    expect(formatMoney('-1234.5', 'NGN')).toBe('-₦1,234.50');
    expect(formatMoney('-1500', 'JPY')).toBe('-JPY 1,500');
    expect(formatDecimalAs('-1234.5', 'NGN', 2)).toBe('-₦1,234.50');
  });

  it('groups thousands of a plain decimal and leaves its fraction as given', () => {
    expect(groupThousands('41050.00')).toBe('41,050.00');
    expect(groupThousands('-1234')).toBe('-1,234');
    expect(groupThousands('999')).toBe('999');
  });
});

describe('rates on screen', () => {
  it('writes at least the decimals a text asks for (the converter: 4), never fewer than the rate has', () => {
    expect(formatRate('EUR', '483', 'NGN', 4)).toBe('1 EUR = ₦483.0000');
    expect(formatRate('NGN', '0.00207039', 'EUR', 4)).toBe('1 NGN = €0.00207039');
  });

  it('writes a rate as "1 EUR = ₦483.00": 2 decimals when they are exact', () => {
    expect(formatRate('EUR', '483')).toBe('1 EUR = ₦483.00');
    expect(formatRate('USD', '410.5')).toBe('1 USD = ₦410.50');
    expect(formatRate('GBP', '1547.25')).toBe('1 GBP = ₦1,547.25');
  });

  it('shows every decimal a rate has, up to the 8 it is kept with, so nothing is rounded away', () => {
    expect(formatRate('JPY', '3.72335601')).toBe('1 JPY = ₦3.72335601');
    expect(formatRateValue('410.50000000')).toBe('₦410.50');
    expect(formatRateValue('1.234567891')).toBe('₦1.23456789');
  });

  it('writes a rate into another currency with that currency’s sign or code', () => {
    expect(formatRate('USD', '0.85', 'EUR')).toBe('1 USD = €0.85');
    expect(formatRate('USD', '110.25', 'JPY')).toBe('1 USD = JPY 110.25');
  });
});
