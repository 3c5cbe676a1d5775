import { beneficiarySchema, paymentPurposeSchema } from './beneficiaryRules';
import { validateContactMessage, validateContactName, validateContactSubject } from './contact';
import { CONTROL_CHARACTER_MESSAGE } from './controlCharacters';
import { hasControlCharacter, hasControlCharacterBesidesLayout } from '@portal/rules/controlCharacters';
import { validateWith } from './fieldErrors';
import { MESSAGES } from './messages';
import { customerCancelBodySchema, fundingReportBodySchema, reasonBodySchema } from './paymentJourney';
import { paymentRequestSchema } from './paymentRequests';
import { profileUpdateSchema } from './profile';
import { receivingAccountSchema } from './receivingAccount';
import { acceptInvitationBodySchema } from './teams';
import { validateEmail, validateName } from './validation';

/**
 * Characters that make one name read as another (issue 32): bidi embeddings, overrides
 * and isolates, direction marks, C1 controls, zero-width characters and the BOM.
 */
const SPOOFING: readonly [string, string][] = [
  ['U+202A left-to-right embedding', '\u202a'],
  ['U+202B right-to-left embedding', '\u202b'],
  ['U+202C pop directional formatting', '\u202c'],
  ['U+202D left-to-right override', '\u202d'],
  ['U+202E right-to-left override', '\u202e'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2067 right-to-left isolate', '\u2067'],
  ['U+2068 first strong isolate', '\u2068'],
  ['U+2069 pop directional isolate', '\u2069'],
  ['U+200E left-to-right mark', '\u200e'],
  ['U+200F right-to-left mark', '\u200f'],
  ['U+061C Arabic letter mark', '\u061c'],
  ['U+0080 (C1)', '\u0080'],
  ['U+0085 next line (C1)', '\u0085'],
  ['U+009B control sequence introducer (C1)', '\u009b'],
  ['U+009F (C1)', '\u009f'],
  ['U+200B zero-width space', '\u200b'],
  ['U+200C zero-width non-joiner', '\u200c'],
  ['U+200D zero-width joiner', '\u200d'],
  ['U+2060 word joiner', '\u2060'],
  ['U+FEFF byte-order mark', '\ufeff'],
  ['U+2028 line separator', '\u2028'],
  ['U+E0041 tag letter A', '\u{e0041}'],
];

/** "Acme Ltd" with the character inside it: looks the same, or reads backwards. */
const disguised = (char: string) => `Acme${char} Ltd`;

describe('the one control-character rule', () => {
  it.each(SPOOFING)('refuses %s in one-line and multi-line text alike', (_name, char) => {
    expect(hasControlCharacter(disguised(char))).toBe(true);
    expect(hasControlCharacterBesidesLayout(`First line\n${disguised(char)}`)).toBe(true);
  });

  it('still refuses the C0 controls and DEL, and lets a text area keep its tabs and line breaks', () => {
    for (const char of ['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f']) {
      expect(hasControlCharacter(disguised(char))).toBe(true);
    }
    expect(hasControlCharacterBesidesLayout('Line one\r\n\tLine two')).toBe(false);
  });

  it('accepts the names of every script, accents, spaces and plain emoji', () => {
    for (const name of [
      'Müller & Söhne GmbH',
      'Ọlọ́wọ̀ Adébáyọ̀',
      'شركة الأمل',
      'אבי כהן',
      '株式会社トヨタ',
      'Société Générale S.A.',
      'Nnamdi\u00a0Okafor',
      'Acme 😀',
    ]) {
      expect(hasControlCharacter(name)).toBe(false);
    }
  });
});

/** Every free-text field of the forms and the API, each with a valid value to put the character in. */
describe.each(SPOOFING.filter(([name]) => /202E|200B|0085|FEFF|2066|200F/.test(name)))(
  'every free-text field refuses %s, at the field, in the form and on the server',
  (_name, char) => {
    const bad = disguised(char);

    it('a person’s name (sign-up, invitations) and a contact message', () => {
      expect(validateName(bad)).toBe(MESSAGES.nameInvalid);
      expect(
        validateWith(acceptInvitationBodySchema, { name: bad, password: 'Str0ng-Passw0rd!' }),
      ).toMatchObject({
        ok: false,
        errors: { name: [MESSAGES.nameInvalid] },
      });
      expect(validateContactName(bad)).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(validateContactSubject(bad)).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(validateContactMessage(`Hello\n${bad}`)).toBe(CONTROL_CHARACTER_MESSAGE);
      expect(validateEmail(`ada${char}@example.com`)).toBe(MESSAGES.emailInvalid);
    });

    it('the business profile and its directors', () => {
      const profile = {
        name: 'Ada Obi',
        phone: '',
        address: '1 Marina, Lagos',
        bvn: '',
        tin: '',
        companyName: 'Acme Ltd',
        directorInfo: [{ name: 'Bola Ade', ninOrBvn: '', position: 'Director' }],
      };
      expect(validateWith(profileUpdateSchema, profile).ok).toBe(true);
      for (const [field, value] of [
        ['name', { ...profile, name: bad }],
        ['companyName', { ...profile, companyName: bad }],
        ['address', { ...profile, address: bad }],
        ['directorInfo.0.name', { ...profile, directorInfo: [{ ...profile.directorInfo[0], name: bad }] }],
        [
          'directorInfo.0.position',
          { ...profile, directorInfo: [{ ...profile.directorInfo[0], position: bad }] },
        ],
      ] as const) {
        expect(validateWith(profileUpdateSchema, value)).toMatchObject({
          ok: false,
          errors: { [field]: [CONTROL_CHARACTER_MESSAGE] },
        });
      }
    });

    it('a beneficiary, a payment request, its purpose and the receiving account', () => {
      const beneficiary = {
        name: 'Acme GmbH',
        country: 'DE',
        currency: 'EUR',
        bankName: 'Deutsche Bank',
        address: 'Hafenstrasse 1, Hamburg',
        iban: 'DE89370400440532013000',
        bic: 'DEUTDEFF',
      };
      expect(validateWith(beneficiarySchema, beneficiary).ok).toBe(true);
      for (const field of ['name', 'bankName', 'address'] as const) {
        expect(validateWith(beneficiarySchema, { ...beneficiary, [field]: bad })).toMatchObject({
          ok: false,
          errors: { [field]: [CONTROL_CHARACTER_MESSAGE] },
        });
      }
      const payment = {
        recipientCompany: 'Acme GmbH',
        recipientBank: 'Deutsche Bank',
        recipientBankSwiftCode: 'DEUTDEFF',
        accountNumber: 'DE89370400440532013000',
        foreignAmount: '100',
        foreignCurrency: 'EUR',
      };
      expect(validateWith(paymentRequestSchema, payment).ok).toBe(true);
      for (const field of ['recipientCompany', 'recipientBank'] as const) {
        expect(validateWith(paymentRequestSchema, { ...payment, [field]: bad })).toMatchObject({
          ok: false,
          errors: { [field]: [CONTROL_CHARACTER_MESSAGE] },
        });
      }
      expect(validateWith(paymentPurposeSchema, { purpose: 'other', purposeText: bad })).toMatchObject({
        ok: false,
        errors: { purposeText: [CONTROL_CHARACTER_MESSAGE] },
      });
      const account = {
        bankName: 'Zenith Bank',
        accountName: 'VendorBridge Ltd',
        accountNumber: '0123456789',
        currency: 'NGN',
        swiftCode: '',
        iban: '',
      };
      for (const field of ['bankName', 'accountName'] as const) {
        expect(validateWith(receivingAccountSchema, { ...account, [field]: bad })).toMatchObject({
          ok: false,
          errors: { [field]: [CONTROL_CHARACTER_MESSAGE] },
        });
      }
    });

    it('a funding reference and a reason, which may span lines but not hide characters', () => {
      expect(validateWith(fundingReportBodySchema, { reference: bad })).toMatchObject({
        ok: false,
        errors: { reference: [CONTROL_CHARACTER_MESSAGE] },
      });
      for (const schema of [reasonBodySchema, customerCancelBodySchema]) {
        expect(validateWith(schema, { reason: 'Wrong vendor\nsee invoice' }).ok).toBe(true);
        expect(validateWith(schema, { reason: `Wrong vendor\n${bad}` })).toMatchObject({
          ok: false,
          errors: { reason: [CONTROL_CHARACTER_MESSAGE] },
        });
      }
    });
  },
);
