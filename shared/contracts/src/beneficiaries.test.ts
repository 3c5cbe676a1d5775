import { bankCountryMismatchMessage } from '@portal/rules/bankCountry';
import { validateWith } from './fieldErrors';
import { BENEFICIARY_MESSAGES as M, CORRIDOR_FIELDS } from './beneficiaryPaths';
import { beneficiaryCorridor, isValidAbaRouting } from '@portal/rules/bankRules';
import { beneficiaryListQuerySchema, beneficiarySchema, paymentPurposeSchema } from './beneficiaryRules';
import { validatePaymentBeneficiary } from './beneficiaryChoice';

const common = {
  name: 'Acme GmbH',
  currency: 'EUR',
  bankName: 'Deutsche Bank',
  address: 'Hauptstrasse 1, 10115 Berlin',
};
const GERMAN = { ...common, country: 'DE', iban: 'DE89 3704 0044 0532 0130 00', bic: 'deutdeff' };
const AMERICAN = {
  ...common,
  country: 'US',
  currency: 'USD',
  routingNumber: '021000021',
  accountNumber: '123456789',
};
const BRITISH = {
  ...common,
  country: 'GB',
  currency: 'GBP',
  sortCode: '12-34-56',
  accountNumber: '31926819',
};
const NIGERIAN = { ...common, country: 'NG', currency: 'USD', bic: 'FBNINGLA', accountNumber: '0123456789' };

const errorsOf = (value: unknown) => {
  const result = validateWith(beneficiarySchema, value);
  if (result.ok) throw new Error('accepted');
  return result.errors;
};
const accepted = (value: unknown) => {
  const result = validateWith(beneficiarySchema, value);
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.errors)}`);
  return result.data;
};

describe('beneficiary corridors', () => {
  it.each([
    ['DE', 'iban'],
    ['FR', 'iban'],
    ['BR', 'iban'],
    ['US', 'us'],
    ['GB', 'gb'],
    ['NG', 'other'],
    ['CN', 'other'],
  ] as const)('%s is in the %s corridor', (country, corridor) => {
    expect(beneficiaryCorridor(country)).toBe(corridor);
    expect(CORRIDOR_FIELDS[corridor].length).toBeGreaterThan(0);
  });

  it('checks the ABA routing number by its weighted check digit', () => {
    expect(isValidAbaRouting('021000021')).toBe(true);
    expect(isValidAbaRouting('011000015')).toBe(true);
    expect(isValidAbaRouting('021000022')).toBe(false);
    expect(isValidAbaRouting('02100002')).toBe(false);
  });

  describe('IBAN countries', () => {
    it('accepts a valid IBAN and BIC, compact and upper case, with the other fields left out', () => {
      expect(accepted({ ...GERMAN, routingNumber: '021000021' })).toEqual({
        ...common,
        country: 'DE',
        email: null,
        corridor: 'iban',
        iban: 'DE89370400440532013000',
        bic: 'DEUTDEFF',
        routingNumber: null,
        sortCode: null,
        accountNumber: null,
      });
    });
    it('refuses an IBAN with wrong check digits and a BIC of no country, each on its field', () => {
      expect(errorsOf({ ...GERMAN, iban: 'DE89370400440532013001', bic: 'DEUTXXFF' })).toEqual({
        iban: [M.ibanInvalid],
        bic: [M.bicInvalid],
      });
    });
    it('asks for both when missing', () => {
      expect(errorsOf({ ...GERMAN, iban: '', bic: undefined })).toEqual({
        iban: [M.ibanRequired],
        bic: [M.bicRequired],
      });
    });
  });

  describe('US', () => {
    it('accepts a routing number with its checksum and a 4-17 digit account', () => {
      expect(accepted(AMERICAN)).toMatchObject({
        corridor: 'us',
        routingNumber: '021000021',
        accountNumber: '123456789',
        iban: null,
        bic: null,
      });
    });
    it.each([
      ['a wrong check digit', { routingNumber: '021000022' }, 'routingNumber', M.routingInvalid],
      ['8 digits', { routingNumber: '02100002' }, 'routingNumber', M.routingInvalid],
      ['no routing number', { routingNumber: '' }, 'routingNumber', M.routingRequired],
      ['a 3-digit account', { accountNumber: '123' }, 'accountNumber', M.usAccountInvalid],
      ['an 18-digit account', { accountNumber: '123456789012345678' }, 'accountNumber', M.usAccountInvalid],
      ['letters in the account', { accountNumber: '12345A' }, 'accountNumber', M.usAccountInvalid],
    ])('refuses %s', (_what, change, field, message) => {
      expect(errorsOf({ ...AMERICAN, ...change })).toEqual({ [field]: [message] });
    });
  });

  describe('GB', () => {
    it('accepts a sort code with dashes (stored as 6 digits) and an 8-digit account', () => {
      expect(accepted(BRITISH)).toMatchObject({
        corridor: 'gb',
        sortCode: '123456',
        accountNumber: '31926819',
        iban: null,
      });
    });
    it('accepts an IBAN instead of sort code and account', () => {
      expect(
        accepted({ ...BRITISH, sortCode: '', accountNumber: undefined, iban: 'GB82 WEST 1234 5698 7654 32' }),
      ).toMatchObject({
        corridor: 'gb',
        iban: 'GB82WEST12345698765432',
        sortCode: null,
        accountNumber: null,
      });
    });
    it.each([
      ['a 5-digit sort code', { sortCode: '12-34-5' }, 'sortCode', M.sortCodeInvalid],
      ['letters in the sort code', { sortCode: '12-AB-56' }, 'sortCode', M.sortCodeInvalid],
      ['no sort code and no IBAN', { sortCode: '' }, 'sortCode', M.sortCodeRequired],
      ['a 7-digit account', { accountNumber: '1234567' }, 'accountNumber', M.gbAccountInvalid],
      ['a 9-digit account', { accountNumber: '123456789' }, 'accountNumber', M.gbAccountInvalid],
      ['an invalid IBAN', { iban: 'GB82WEST12345698765433' }, 'iban', M.ibanInvalid],
    ])('refuses %s', (_what, change, field, message) => {
      expect(errorsOf({ ...BRITISH, ...change })).toEqual({ [field]: [message] });
    });
  });

  describe('elsewhere (SWIFT and account)', () => {
    it('accepts a BIC and an account number', () => {
      expect(accepted(NIGERIAN)).toMatchObject({
        corridor: 'other',
        bic: 'FBNINGLA',
        accountNumber: '0123456789',
      });
    });
    it.each([
      ['a 9-character BIC', { bic: 'FBNINGLAX' }, 'bic', M.bicInvalid],
      ['a 3-character account', { accountNumber: 'A12' }, 'accountNumber', M.accountInvalid],
      ['a 35-character account', { accountNumber: '1'.repeat(35) }, 'accountNumber', M.accountInvalid],
      ['no account', { accountNumber: undefined }, 'accountNumber', M.accountRequired],
    ])('refuses %s', (_what, change, field, message) => {
      expect(errorsOf({ ...NIGERIAN, ...change })).toEqual({ [field]: [message] });
    });
  });

  describe('the bank country (issue 32)', () => {
    it('refuses a German beneficiary with a British IBAN and BIC, each at its field, naming both countries', () => {
      expect(errorsOf({ ...GERMAN, iban: 'GB82WEST12345698765432', bic: 'NWBKGB2L' })).toEqual({
        iban: [
          'This IBAN is of a bank in United Kingdom (GB), but the country chosen is Germany (DE): check the IBAN or the country',
        ],
        bic: [
          'This SWIFT/BIC is of a bank in United Kingdom (GB), but the country chosen is Germany (DE): check the SWIFT/BIC or the country',
        ],
      });
      expect(errorsOf({ ...GERMAN, iban: 'GB82WEST12345698765432' })).toEqual({
        iban: [bankCountryMismatchMessage('iban', 'GB', 'DE')],
      });
      expect(errorsOf({ ...GERMAN, bic: 'BNPAFRPP' })).toEqual({
        bic: [bankCountryMismatchMessage('bic', 'FR', 'DE')],
      });
    });

    it('refuses a British beneficiary paid by a German IBAN, and a Nigerian one by a Chinese BIC', () => {
      expect(errorsOf({ ...BRITISH, sortCode: '', accountNumber: '', iban: GERMAN.iban })).toEqual({
        iban: [bankCountryMismatchMessage('iban', 'DE', 'GB')],
      });
      expect(errorsOf({ ...NIGERIAN, bic: 'BKCHCNBJ' })).toEqual({
        bic: [bankCountryMismatchMessage('bic', 'CN', 'NG')],
      });
    });

    it("accepts a territory's accounts at the country whose IBAN and BIC its banks use", () => {
      expect(
        accepted({ ...GERMAN, country: 'RE', iban: 'FR1420041010050500013M02606', bic: 'BNPARERX' }),
      ).toMatchObject({ country: 'RE', iban: 'FR1420041010050500013M02606', bic: 'BNPARERX' });
      expect(accepted({ ...NIGERIAN, country: 'JE', bic: 'BARCGB22' })).toMatchObject({ country: 'JE' });
    });

    it('judges the country only of a valid IBAN or BIC, and says an invalid one is invalid', () => {
      expect(errorsOf({ ...GERMAN, iban: 'GB82WEST12345698765433', bic: 'NWBKXX2L' })).toEqual({
        iban: [M.ibanInvalid],
        bic: [M.bicInvalid],
      });
    });
  });

  it('shows every refused field at once, common and bank fields alike', () => {
    expect(
      errorsOf({ ...AMERICAN, name: '', address: ' ', email: 'not-an-email', routingNumber: '1' }),
    ).toEqual({
      name: [M.nameRequired],
      address: [M.addressRequired],
      email: [M.emailInvalid],
      routingNumber: [M.routingInvalid],
    });
  });

  it('refuses an unknown country and currency without judging bank fields', () => {
    expect(errorsOf({ ...GERMAN, country: 'ZZ', currency: 'NGN', iban: '' })).toEqual({
      country: [M.countryInvalid],
      currency: [M.currencyInvalid],
    });
  });

  it('upper-cases the country and keeps an e-mail normalised', () => {
    expect(accepted({ ...GERMAN, country: 'de', email: ' Ap@Acme.DE ' })).toMatchObject({
      country: 'DE',
      email: 'ap@acme.de',
    });
  });
});

describe('payment purpose', () => {
  it('accepts a listed purpose and asks for a description of other', () => {
    expect(validateWith(paymentPurposeSchema, { purpose: 'goods' }).ok).toBe(true);
    expect(validateWith(paymentPurposeSchema, { purpose: 'other', purposeText: 'Rent' }).ok).toBe(true);
    expect(validateWith(paymentPurposeSchema, { purpose: 'other', purposeText: ' ' })).toMatchObject({
      ok: false,
      errors: { purposeText: [M.purposeTextRequired] },
    });
    expect(validateWith(paymentPurposeSchema, {})).toMatchObject({
      ok: false,
      errors: { purpose: [M.purposeInvalid] },
    });
  });
});

describe('beneficiary list query', () => {
  it('takes a search, the archived flag and a page', () => {
    expect(
      validateWith(beneficiaryListQuerySchema, { search: ' acme ', archived: 'true', limit: '500' }),
    ).toEqual({
      ok: true,
      data: { search: 'acme', archived: 'true', limit: 50 },
    });
    expect(validateWith(beneficiaryListQuerySchema, { archived: 'yes' }).ok).toBe(false);
  });
});

describe('the beneficiary of a payment body', () => {
  const legacy = {
    recipientCompany: 'Acme GmbH',
    recipientBank: 'Deutsche Bank',
    recipientBankSwiftCode: 'DEUTDEFF',
    accountNumber: 'DE89370400440532013000',
    country: 'DE',
    address: 'Hauptstrasse 1, Berlin',
  };

  it('takes a saved beneficiary by id', () => {
    expect(
      validatePaymentBeneficiary({ beneficiaryId: 'A3BB189E-8BF9-3888-9912-ACE4E6543002', ...legacy }, 'EUR'),
    ).toEqual({ ok: true, data: { kind: 'saved', beneficiaryId: 'a3bb189e-8bf9-3888-9912-ace4e6543002' } });
    expect(validatePaymentBeneficiary({ beneficiaryId: 'nope' }, 'EUR')).toMatchObject({
      ok: false,
      errors: { beneficiaryId: [M.beneficiaryNotFound] },
    });
  });

  it("reads today's names, an IBAN in accountNumber, with the payment's currency", () => {
    expect(validatePaymentBeneficiary(legacy, 'EUR')).toEqual({
      ok: true,
      data: {
        kind: 'new',
        beneficiary: {
          name: 'Acme GmbH',
          country: 'DE',
          currency: 'EUR',
          address: 'Hauptstrasse 1, Berlin',
          email: null,
          corridor: 'iban',
          bankName: 'Deutsche Bank',
          iban: 'DE89370400440532013000',
          bic: 'DEUTDEFF',
          routingNumber: null,
          sortCode: null,
          accountNumber: null,
        },
      },
    });
  });

  it('keys refusals by the names the body used', () => {
    expect(
      validatePaymentBeneficiary(
        { ...legacy, recipientCompany: '', accountNumber: 'DE89370400440532013001', country: undefined },
        'EUR',
      ),
    ).toMatchObject({
      ok: false,
      errors: { recipientCompany: [M.nameRequired], country: [M.countryInvalid] },
    });
    expect(
      validatePaymentBeneficiary({ ...legacy, accountNumber: 'DE89370400440532013001' }, 'EUR'),
    ).toMatchObject({
      ok: false,
      errors: { accountNumber: [M.ibanInvalid] },
    });
    expect(
      validatePaymentBeneficiary({ ...legacy, name: 'New Name', recipientBank: '' }, 'NGN'),
    ).toMatchObject({
      ok: false,
      errors: { recipientBank: [M.bankNameRequired], foreignCurrency: [M.currencyInvalid] },
    });
  });

  it("answers a form's empty IBAN at its IBAN field, not at the account number it does not show", () => {
    const form = {
      name: 'Hamburg Machinery GmbH',
      country: 'DE',
      address: 'Hauptstrasse 1, Hamburg',
      bankName: 'Deutsche Bank',
      iban: '',
      bic: 'DEUTDEFF',
      routingNumber: '',
      sortCode: '',
      accountNumber: '',
    };
    const result = validatePaymentBeneficiary(form, 'EUR');
    expect(result).toMatchObject({ ok: false, errors: { iban: [M.ibanRequired] } });
    expect(result.ok ? {} : result.errors).not.toHaveProperty('accountNumber');
  });

  it('keys a refusal of the bank country by the name the body used (issue 32)', () => {
    expect(
      validatePaymentBeneficiary({ ...legacy, accountNumber: 'GB82WEST12345698765432' }, 'EUR'),
    ).toMatchObject({
      ok: false,
      errors: { accountNumber: [bankCountryMismatchMessage('iban', 'GB', 'DE')] },
    });
    expect(
      validatePaymentBeneficiary({ ...legacy, recipientBankSwiftCode: 'NWBKGB2L' }, 'EUR'),
    ).toMatchObject({
      ok: false,
      errors: { recipientBankSwiftCode: [bankCountryMismatchMessage('bic', 'GB', 'DE')] },
    });
  });

  it("takes the beneficiary's own names too (a US vendor with routing number)", () => {
    expect(validatePaymentBeneficiary({ ...AMERICAN, currency: undefined }, 'USD')).toMatchObject({
      ok: true,
      data: { kind: 'new', beneficiary: { corridor: 'us', routingNumber: '021000021' } },
    });
  });
});
