import { validateWith } from './fieldErrors';
import { AMOUNT_FORMAT_MESSAGE } from './typedAmount';
import { idempotencyKeySchema, validatePaymentRequest } from './paymentRequests';
import { PAYMENT_MESSAGES } from './paymentMessages';
import { rateUpdateSchema } from './rates';
import { receivingAccountSchema } from './receivingAccount';
import { walletSettingsSchema } from './wallet';

const valid = {
  recipientCompany: 'Acme GmbH',
  recipientBank: 'Deutsche Bank',
  recipientBankSwiftCode: 'deut deff',
  accountNumber: 'DE89 3704 0044 0532 0130 00',
  foreignAmount: '1234.5',
  foreignCurrency: 'EUR',
};

const errorsFor = (overrides: Record<string, unknown>) => {
  const result = validatePaymentRequest({ ...valid, ...overrides });
  if (result.ok) throw new Error('expected a refusal');
  return result;
};

describe('paymentRequestSchema', () => {
  it('accepts a request and normalises what was typed', () => {
    const result = validatePaymentRequest(valid);
    expect(result).toEqual({
      ok: true,
      data: {
        ...valid,
        recipientBankSwiftCode: 'DEUTDEFF',
        accountNumber: 'DE89370400440532013000',
        foreignAmount: '1234.50',
      },
    });
  });

  it("answers the spec's general alert and each missing field's own message", () => {
    const result = validatePaymentRequest({ foreignCurrency: 'USD' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe('Please fill in all required fields');
    expect(result.errors).toEqual({
      recipientCompany: [PAYMENT_MESSAGES.recipientCompanyRequired],
      recipientBank: [PAYMENT_MESSAGES.recipientBankRequired],
      recipientBankSwiftCode: [PAYMENT_MESSAGES.swiftRequired],
      accountNumber: [PAYMENT_MESSAGES.accountRequired],
      foreignAmount: [PAYMENT_MESSAGES.amountRequired],
    });
  });

  it('treats an amount of 0 as missing, since the spec lists an amount above 0 among the required fields', () => {
    const result = errorsFor({ foreignAmount: '0' });
    expect(result.message).toBe('Please fill in all required fields');
    expect(result.errors.foreignAmount).toEqual([PAYMENT_MESSAGES.amountNotPositive]);
  });

  it.each([
    ['negative', '-5', PAYMENT_MESSAGES.amountNotPositive],
    ['NaN', 'NaN', PAYMENT_MESSAGES.amountInvalid],
    ['an exponent', '1e5', PAYMENT_MESSAGES.amountInvalid],
    ['Infinity', 'Infinity', PAYMENT_MESSAGES.amountInvalid],
    ['an ambiguous grouping', '1,00', AMOUNT_FORMAT_MESSAGE],
    ['a comma as the decimal mark', '1.000,50', AMOUNT_FORMAT_MESSAGE],
    ['a number instead of text', 100, PAYMENT_MESSAGES.amountInvalid],
    ['too much', '1000000000.01', PAYMENT_MESSAGES.amountTooLarge],
    ['a very long number', '9'.repeat(60), PAYMENT_MESSAGES.amountInvalid],
  ])('refuses %s as an amount', (_what, amount, message) => {
    expect(errorsFor({ foreignAmount: amount }).errors.foreignAmount).toEqual([message]);
  });

  it('refuses more decimals than the currency has', () => {
    expect(errorsFor({ foreignAmount: '1.234', foreignCurrency: 'USD' }).errors.foreignAmount).toEqual([
      PAYMENT_MESSAGES.amountTooPrecise,
    ]);
    expect(errorsFor({ foreignAmount: '1.5', foreignCurrency: 'JPY' }).errors.foreignAmount).toEqual([
      PAYMENT_MESSAGES.amountNoDecimals,
    ]);
  });

  it("accepts the largest amount and whole yen, written with the currency's decimals", () => {
    const largest = validatePaymentRequest({ ...valid, foreignAmount: '1000000000', foreignCurrency: 'USD' });
    expect(largest.ok && largest.data.foreignAmount).toBe('1000000000.00');
    const yen = validatePaymentRequest({ ...valid, foreignAmount: '1500.', foreignCurrency: 'JPY' });
    expect(yen.ok).toBe(false);
    const wholeYen = validatePaymentRequest({ ...valid, foreignAmount: '1500', foreignCurrency: 'JPY' });
    expect(wholeYen.ok && wholeYen.data.foreignAmount).toBe('1500');
  });

  it('refuses a currency the form does not offer', () => {
    const result = errorsFor({ foreignCurrency: 'NGN' });
    expect(result.errors.foreignCurrency).toEqual([PAYMENT_MESSAGES.currencyInvalid]);
    expect(result.message).toBe(PAYMENT_MESSAGES.currencyInvalid);
  });

  it('refuses a SWIFT code of the wrong shape or country', () => {
    expect(errorsFor({ recipientBankSwiftCode: 'x' }).errors.recipientBankSwiftCode).toEqual([
      PAYMENT_MESSAGES.swiftInvalid,
    ]);
    expect(errorsFor({ recipientBankSwiftCode: 'DEUTXXFF' }).errors.recipientBankSwiftCode).toEqual([
      PAYMENT_MESSAGES.swiftInvalid,
    ]);
  });

  it('checks an IBAN by its check digits and any other account number by its shape', () => {
    expect(errorsFor({ accountNumber: 'GB82WEST12345698765433' }).errors.accountNumber).toEqual([
      PAYMENT_MESSAGES.ibanInvalid,
    ]);
    expect(errorsFor({ accountNumber: '12345' }).errors.accountNumber).toEqual([
      PAYMENT_MESSAGES.accountInvalid,
    ]);
    expect(validatePaymentRequest({ ...valid, accountNumber: '0123456789' }).ok).toBe(true);
  });

  it('refuses control characters in names', () => {
    expect(errorsFor({ recipientCompany: 'Acme\u0000' }).errors.recipientCompany).toEqual([
      PAYMENT_MESSAGES.controlCharacters,
    ]);
  });

  it('reports every refused field at once', () => {
    const result = errorsFor({ recipientBankSwiftCode: 'x', foreignAmount: '1.234', foreignCurrency: 'USD' });
    expect(Object.keys(result.errors).sort()).toEqual(['foreignAmount', 'recipientBankSwiftCode']);
  });
});

describe('idempotencyKeySchema', () => {
  it('accepts 1 to 100 visible characters', () => {
    expect(validateWith(idempotencyKeySchema, 'a').ok).toBe(true);
    expect(validateWith(idempotencyKeySchema, 'k'.repeat(100)).ok).toBe(true);
    expect(validateWith(idempotencyKeySchema, 'k'.repeat(101)).ok).toBe(false);
    expect(validateWith(idempotencyKeySchema, '').ok).toBe(false);
    expect(validateWith(idempotencyKeySchema, 'a b').ok).toBe(false);
  });
});

describe('rateUpdateSchema', () => {
  it.each(['410.5', '0.00000001', '1000000'])('accepts %s', (rate) => {
    expect(validateWith(rateUpdateSchema, { rate }).ok).toBe(true);
  });

  it.each([
    ['0', PAYMENT_MESSAGES.rateInvalid],
    ['-1', PAYMENT_MESSAGES.rateInvalid],
    ['1e3', PAYMENT_MESSAGES.rateInvalid],
    ['1.123456789', PAYMENT_MESSAGES.rateInvalid],
    ['1000000.01', PAYMENT_MESSAGES.rateTooLarge],
  ])('refuses %s', (rate, message) => {
    const result = validateWith(rateUpdateSchema, { rate });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.rate).toEqual([message]);
  });
});

describe('receivingAccountSchema', () => {
  const account = {
    bankName: 'First Bank',
    accountName: 'VendorBridge Ltd',
    accountNumber: '0123456789',
    currency: 'NGN',
    swiftCode: '',
    iban: '',
  };

  it('accepts a naira account with a 10-digit NUBAN and no SWIFT code', () => {
    expect(validateWith(receivingAccountSchema, account).ok).toBe(true);
  });

  it('refuses an NGN account number that is not 10 digits', () => {
    const result = validateWith(receivingAccountSchema, { ...account, accountNumber: '01234567890' });
    expect(!result.ok && result.errors.accountNumber).toEqual([PAYMENT_MESSAGES.nubanInvalid]);
  });

  it('needs a valid SWIFT code for a foreign-currency account and checks a given IBAN', () => {
    const foreign = { ...account, currency: 'USD', accountNumber: '12345678' };
    const missing = validateWith(receivingAccountSchema, foreign);
    expect(!missing.ok && missing.errors.swiftCode).toEqual([PAYMENT_MESSAGES.swiftRequiredForForeign]);
    const bad = validateWith(receivingAccountSchema, {
      ...foreign,
      swiftCode: 'x',
      iban: 'GB82WEST12345698765433',
    });
    expect(!bad.ok && bad.errors).toEqual({
      swiftCode: [PAYMENT_MESSAGES.swiftInvalid],
      iban: [PAYMENT_MESSAGES.ibanOnlyInvalid],
    });
    const good = validateWith(receivingAccountSchema, {
      ...foreign,
      swiftCode: 'citi us 33',
      iban: 'gb82 west 1234 5698 7654 32',
    });
    expect(good.ok && good.data).toMatchObject({ swiftCode: 'CITIUS33', iban: 'GB82WEST12345698765432' });
  });

  it('refuses missing names and an unknown currency', () => {
    const result = validateWith(receivingAccountSchema, { ...account, bankName: ' ', currency: 'JPY' });
    expect(!result.ok && result.errors).toMatchObject({
      bankName: [PAYMENT_MESSAGES.bankNameRequired],
      currency: [PAYMENT_MESSAGES.receivingCurrencyInvalid],
    });
  });
});

describe('walletSettingsSchema', () => {
  const empty = { nairaAccountNumber: '', usdcWalletAddress: '', usdtWalletAddress: '' };

  it('accepts every field empty ("Not set")', () => {
    expect(validateWith(walletSettingsSchema, empty)).toEqual({ ok: true, data: empty });
  });

  it('stores an Ethereum address with its EIP-55 checksum', () => {
    const result = validateWith(walletSettingsSchema, {
      ...empty,
      usdcWalletAddress: '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
      usdtWalletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
    expect(result.ok && result.data).toEqual({
      ...empty,
      usdcWalletAddress: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      usdtWalletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    });
  });

  it('refuses a bad checksum, a TRON address for USDC and a short naira account', () => {
    const result = validateWith(walletSettingsSchema, {
      nairaAccountNumber: '12345',
      usdcWalletAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      usdtWalletAddress: '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    expect(!result.ok && result.errors).toEqual({
      nairaAccountNumber: [PAYMENT_MESSAGES.nubanInvalid],
      usdcWalletAddress: [PAYMENT_MESSAGES.usdcAddressInvalid],
      usdtWalletAddress: [PAYMENT_MESSAGES.usdtAddressInvalid],
    });
  });
});
