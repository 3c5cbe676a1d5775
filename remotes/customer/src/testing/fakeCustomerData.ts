import type { ReceivingAccountView, WalletView } from '@portal/contracts/accountViews';
import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import type { CustomerDocument } from '@portal/contracts/documents';
import { PROFILE_CHECKLIST_FIELDS, type Onboarding } from '@portal/contracts/onboarding';
import type {
  CustomerDashboard,
  CustomerPayment,
  PaymentDetail,
  PaidBeneficiary,
} from '@portal/contracts/paymentAnswers';
import type { Quote, QuoteBody, StateCounts, TimelineEntry } from '@portal/contracts/paymentJourney';
import { PAYMENT_STATES } from '@portal/rules/paymentLifecycle';
import { computeLocalAmount, INITIAL_RATES, localRateFor } from '@portal/rules/paymentMoney';
import type { Profile } from '@portal/contracts/profileAnswers';
import type { RatesData } from '@portal/contracts/rates';
import type { TeamData, TeamInvitation, TeamMember } from '@portal/contracts/teams';
import type { User } from '@portal/contracts/user';

export const TEST_CUSTOMER: User = {
  id: 'user-1',
  name: 'Ada Obi',
  email: 'ada@acme.ng',
  role: 'user',
  approved: true,
};

/** A customer who has never saved a profile: the account's name and e-mail, nothing else. */
export function newCustomerProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: TEST_CUSTOMER.id,
    name: TEST_CUSTOMER.name,
    email: TEST_CUSTOMER.email,
    phone: '',
    address: '',
    bvn: '',
    tin: '',
    companyName: '',
    directorInfo: [],
    updatedAt: null,
    ...overrides,
  };
}

/** A profile filled in and saved once. */
export function savedProfile(overrides: Partial<Profile> = {}): Profile {
  return newCustomerProfile({
    phone: '+2348031234567',
    address: '12 Adeola Odeku Street, Victoria Island, Lagos',
    bvn: '22123456789',
    tin: '12345678-0001',
    companyName: 'Acme Imports Ltd',
    directorInfo: [{ name: 'Adaeze Okafor', ninOrBvn: '12345678901', position: 'Managing Director' }],
    updatedAt: '2024-03-05T12:00:00.000Z',
    ...overrides,
  });
}

let documentCount = 0;

/** One uploaded document as `GET /api/documents` lists it. */
export function customerDocument(overrides: Partial<CustomerDocument> = {}): CustomerDocument {
  documentCount += 1;
  return {
    id: `00000000-0000-4000-8000-${String(documentCount).padStart(12, '0')}`,
    type: 'bvn',
    fileName: 'bvn.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1024,
    sha256: 'a'.repeat(64),
    status: 'pending',
    reason: null,
    uploadedAt: '2024-03-05T12:00:00.000Z',
    decidedAt: null,
    superseded: false,
    ...overrides,
  };
}

let paymentCount = 0;

/**
 * Who made a request (issue 21's `madeBy`): not read in these fixtures. Spread in rather
 * than written in the literal, so the fixtures fit the contracts before and after it.
 */
const MADE_BY_UNREAD = { madeBy: null };

/** One payment request as `GET /api/payments` lists it: pending, 100 USD at 410.5. */
export function customerPayment(overrides: Partial<CustomerPayment> = {}): CustomerPayment {
  paymentCount += 1;
  return {
    id: `10000000-0000-4000-8000-${String(paymentCount).padStart(12, '0')}`,
    reference: `PAY-${1000 + paymentCount}`,
    recipientCompany: 'Shenzhen Textile Co.',
    recipientBank: 'Bank of China',
    recipientBankSwiftCode: 'BKCHCNBJ',
    accountNumber: '6222000011112222',
    foreignAmount: '100.00',
    foreignCurrency: 'USD',
    exchangeRate: '410.5',
    localAmount: '41050.00',
    feeAmount: '0.00',
    fee: null,
    localCurrency: 'NGN',
    invoice: null,
    status: 'pending',
    reason: null,
    submittedAt: '2024-03-05T12:00:00.000Z',
    decidedAt: null,
    purpose: 'goods',
    purposeText: null,
    beneficiaryId: null,
    ...MADE_BY_UNREAD,
    ...overrides,
  };
}

/** A saved US beneficiary as `GET /api/beneficiaries` lists it (paid in dollars). */
export function savedBeneficiary(overrides: Partial<BeneficiaryView> = {}): BeneficiaryView {
  return {
    ...paidBeneficiary(),
    currency: 'USD',
    email: null,
    detailsChangedAt: '2024-03-01T09:00:00.000Z',
    createdAt: '2024-03-01T09:00:00.000Z',
    archivedAt: null,
    ...overrides,
  };
}

/** A US beneficiary as a request paid it (routing number and account; `GET /api/payments/:id`'s `beneficiary`). */
export function paidBeneficiary(overrides: Partial<PaidBeneficiary> = {}): PaidBeneficiary {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    version: 1,
    name: 'Acme Supplies Inc.',
    country: 'US',
    address: '1 Main Street, Springfield',
    corridor: 'us',
    bankName: 'Chase',
    iban: null,
    bic: null,
    routingNumber: '021000021',
    sortCode: null,
    accountNumber: '123456789',
    ...overrides,
  };
}

/** The timeline the server keeps for a request: submitted, then its decision if there is one. */
function timelineOf(payment: CustomerPayment): TimelineEntry[] {
  const submitted: TimelineEntry = {
    status: 'pending',
    at: payment.submittedAt,
    by: TEST_CUSTOMER.name,
    note: null,
  };
  if (payment.status === 'pending' || !payment.decidedAt) return [submitted];
  return [
    submitted,
    { status: payment.status, at: payment.decidedAt, by: 'VendorBridge', note: payment.reason },
  ];
}

/**
 * A request's page as `GET /api/payments/:id` answers it: no payTo nor funding unless
 * given, and the timeline of its submission and decision.
 */
export function paymentDetail(overrides: Partial<PaymentDetail> = {}): PaymentDetail {
  const payment = customerPayment(overrides);
  return {
    ...payment,
    beneficiary: null,
    payTo: null,
    timeline: timelineOf(payment),
    funding: null,
    fundingReport: null,
    fundingConfirmation: null,
    payout: null,
    ...overrides,
  };
}

/** The receiving account an admin saved. */
export function receivingAccount(overrides: Partial<ReceivingAccountView> = {}): ReceivingAccountView {
  return {
    bankName: 'Zenith Bank',
    accountName: 'VendorBridge Collections Ltd',
    accountNumber: '1234567890',
    currency: 'NGN',
    swiftCode: '',
    iban: '',
    updatedAt: '2024-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Wallet settings never saved: every field "Not set". */
export function emptyWallet(overrides: Partial<WalletView> = {}): WalletView {
  return {
    nairaAccountNumber: '',
    usdcWalletAddress: '',
    usdtWalletAddress: '',
    usdcNetwork: null,
    usdtNetwork: null,
    updatedAt: null,
    ...overrides,
  };
}

/** When staff set the naira rates of `staffRates` (a fixed time, so texts are stable). */
export const STAFF_RATES_SET_AT = '2026-11-24T08:00:00.000Z';

/**
 * The rate table as the server starts with it (the spec's rates from USD, EUR and GBP,
 * placeholders no staff member has set: D30), the pairs in `staffSet` set by staff.
 */
export function initialRates(
  overrides: Partial<Record<`${string}/${string}`, string>> = {},
  staffSet: readonly `${string}/${string}`[] = [],
): RatesData {
  return {
    rates: INITIAL_RATES.map((entry) => ({
      ...entry,
      rate: overrides[`${entry.base}/${entry.quote}`] ?? entry.rate,
      setAt: staffSet.includes(`${entry.base}/${entry.quote}`) ? STAFF_RATES_SET_AT : null,
    })),
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

/** The table of a portal in operation: staff have set the naira rates of USD, EUR and GBP. */
export const staffRates = (overrides: Partial<Record<`${string}/${string}`, string>> = {}): RatesData =>
  initialRates(overrides, ['USD/NGN', 'EUR/NGN', 'GBP/NGN']);

/** A customer who has just signed up: pending review, empty profile, no documents. */
export function newCustomerOnboarding(overrides: Partial<Onboarding> = {}): Onboarding {
  return {
    registration: { status: 'pending', reason: null, decidedAt: null },
    profile: { complete: false, missing: [...PROFILE_CHECKLIST_FIELDS] },
    documents: { uploaded: [], pending: 0, approved: 0, rejected: 0, rejections: [], submittedAt: null },
    ...overrides,
  };
}

/** Every state counted 0 (the dashboard's byState), with the counts given. */
export function stateCounts(counts: Partial<StateCounts> = {}): StateCounts {
  return { ...(Object.fromEntries(PAYMENT_STATES.map((state) => [state, 0])) as StateCounts), ...counts };
}

/** The quick stats as `GET /api/dashboard` answers them. */
export function dashboardStats(overrides: Partial<CustomerDashboard> = {}): CustomerDashboard {
  return { pendingPayments: 0, completedTransactions: 0, rejected: 0, byState: stateCounts(), ...overrides };
}

let quoteCount = 0;

/** A quote as `POST /api/quotes` answers it: at the initial rate, valid for 30 minutes from now. */
export function quoteFor(body: QuoteBody, overrides: Partial<Quote> = {}): Quote {
  quoteCount += 1;
  const rate = localRateFor(INITIAL_RATES, body.currency) ?? '1';
  return {
    id: `quote-${quoteCount}`,
    currency: body.currency,
    amount: body.amount,
    rate,
    localAmount: computeLocalAmount(body.amount, rate),
    feeAmount: '0.00',
    fee: null,
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    ...overrides,
  };
}

/** A member of the signed-in customer's business as `GET /api/team` lists them: the signed-in owner unless told. */
export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: TEST_CUSTOMER.id,
    name: TEST_CUSTOMER.name,
    email: TEST_CUSTOMER.email,
    role: 'owner',
    joinedAt: '2024-03-01T09:00:00.000Z',
    you: true,
    ...overrides,
  };
}

/** An invitation waiting, sent by the signed-in owner. */
export function teamInvitation(overrides: Partial<TeamInvitation> = {}): TeamInvitation {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    email: 'bola@acme.ng',
    role: 'maker',
    invitedBy: TEST_CUSTOMER.name,
    sentAt: '2024-03-02T09:00:00.000Z',
    expiresAt: '2024-03-16T09:00:00.000Z',
    ...overrides,
  };
}

/** A business of one: its owner (the signed-in customer), no invitation, no policy. */
export function teamData(overrides: Partial<TeamData> = {}): TeamData {
  return {
    members: [teamMember()],
    invitations: [],
    policy: { thresholdNgn: null, requireTwoFactor: false },
    ...overrides,
  };
}
