import type { PaymentPurpose } from '@portal/contracts/beneficiaryPaths';
import type { PaymentCurrency } from '@portal/rules/currencies';
import type { PaymentRequestBody } from '@portal/contracts/paymentRequests';
import type { ProfileUpdate } from '@portal/contracts/profile';
import type { ReceivingAccountInput } from '@portal/contracts/receivingAccount';
import type { WalletSettingsInput } from '@portal/contracts/wallet';

/**
 * Values the portal must accept, chosen to pass the real checks rather than to look
 * plausible: a 10-digit NUBAN, a SWIFT code with a real structure and country, an
 * IBAN with correct check digits, an Ethereum address with its EIP-55 checksum.
 */

/** The naira account customers pay into (Guaranty Trust Bank's SWIFT code, a NUBAN). */
export const RECEIVING_ACCOUNT = {
  bankName: 'Guaranty Trust Bank',
  accountName: 'VendorBridge Collections Ltd',
  accountNumber: '0123456789',
  currency: 'NGN',
  swiftCode: 'GTBINGLA',
  iban: '',
} as const satisfies ReceivingAccountInput;

/** EIP-55's own example of a checksummed address. */
export const USDC_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
/** The same address with one letter's case flipped: its checksum no longer matches. */
export const USDC_ADDRESS_BAD_CHECKSUM = '0x52908400098527886e0F7030069857D2E4169EE7';

export const WALLET = {
  nairaAccountNumber: '9876543210',
  usdcWalletAddress: USDC_ADDRESS,
  usdtWalletAddress: '',
} as const satisfies WalletSettingsInput;

/** The spec's EUR rate (D16): the converter, the payment form and the server all use it. */
export const EUR_TO_NGN = '483';
/** The spec's USD rate (D16). */
export const USD_TO_NGN = '410.50';

/**
 * The naira rates staff set before customers pay (D30: the seeded ones are
 * placeholders, never quoted): the spec's own values, so amounts stay as the spec
 * computes them (€250 = ₦120,750.00).
 */
export const STAFF_NAIRA_RATES = { EUR: EUR_TO_NGN, USD: USD_TO_NGN, GBP: '547' } as const satisfies Partial<
  Record<PaymentCurrency, string>
>;

/**
 * The body of `POST /api/payments` as the tests send it (issue 25): today's recipient names
 * with the country and address beside them, or a new beneficiary's own names, or a saved
 * beneficiary's id; and the purpose, which is required.
 */
export type PaymentBody = Partial<PaymentRequestBody> & {
  foreignAmount: string;
  foreignCurrency: PaymentCurrency;
  purpose: PaymentPurpose;
  purposeText?: string;
  beneficiaryId?: string;
  country?: string;
  address?: string;
  name?: string;
  bankName?: string;
  email?: string;
  iban?: string;
  bic?: string;
  routingNumber?: string;
  sortCode?: string;
};

/** A payment to a German vendor by IBAN (today's field names, with its country and address); `overrides` tell requests apart. */
export const vendorPayment = (overrides: Partial<PaymentBody> = {}): PaymentBody => ({
  recipientCompany: 'Müller Maschinenbau GmbH',
  recipientBank: 'Deutsche Bank AG',
  recipientBankSwiftCode: 'DEUTDEFF',
  accountNumber: 'DE89370400440532013000',
  country: 'DE',
  address: 'Königsallee 1, 40212 Düsseldorf',
  foreignAmount: '250.00',
  foreignCurrency: 'EUR',
  purpose: 'goods',
  ...overrides,
});

/**
 * A US vendor (ABA routing number with a valid check digit, and an account) as the
 * beneficiary book takes it: `POST /api/beneficiaries`.
 */
export const US_BENEFICIARY = {
  name: 'Acme Tooling Inc.',
  country: 'US',
  currency: 'USD',
  bankName: 'JPMorgan Chase Bank',
  address: '270 Park Avenue, New York, NY 10017',
  routingNumber: '021000021',
  accountNumber: '123456789',
} as const;

/** A complete company profile, as a customer who finished onboarding has. */
export const companyProfile = (name: string, companyName: string): ProfileUpdate => ({
  name,
  phone: '+2348031234567',
  address: '12 Marina, Lagos',
  bvn: '12345678901',
  tin: '12345678-0001',
  companyName,
  directorInfo: [{ name, ninOrBvn: '10987654321', position: 'Managing Director' }],
});
