import { DATA_PATHS, withId } from '@portal/contracts/api';
import { BENEFICIARY_PATHS } from '@portal/contracts/beneficiaryPaths';
import type { CustomerPayment } from '@portal/contracts/paymentAnswers';
import { JOURNEY_PATHS } from '@portal/contracts/paymentJourney';
import { PAYMENT_PATHS } from '@portal/contracts/paymentPaths';
import { STAFF_PATHS } from '@portal/contracts/staff';
import { TEAM_PATHS } from '@portal/contracts/teams';
import {
  VENDOR_DETAILS_PATHS,
  vendorDetailsApiPath,
  type VendorDetailsRequestCreated,
} from '@portal/contracts/vendorDetailsRequests';
import type { HistoryMark } from '@portal/server/testing';
import { randomUUID } from 'node:crypto';
import type { Credentials, PortalWithMail } from './accounts';
import type { UploadFile } from './files';
import {
  COLLECTION_ACCOUNT,
  COLLECTION_WALLET,
  CUSTOMERS,
  EZE_VENDORS,
  KRAKOW_VENDOR,
  kybDocuments,
  NAIRA_RATES_EARLIER,
  NAIRA_RATES_TODAY,
  PHARMA_VENDORS,
  profileOf,
  VALENCIA_VENDOR,
  type Vendor,
} from './lagosImporter';
import type { PaymentBody } from './knownValues';
import { pdfText } from './pdfText';
import type { ApiSession } from './portalApi';
import { documentPdf } from './realisticFiles';
import { stageCustomer } from './stage';
import { setStaffRates, staffApi } from './staff';

/** The onboarding states a customer's pages speak of (issue 23 point 2). */
export const ONBOARDING_STATES = ['nothingSubmitted', 'documentsMissing', 'underReview', 'rejected'] as const;
export type OnboardingState = (typeof ONBOARDING_STATES)[number];

/** The journey states of issue 20 and 21, each a request of the approved customer's. */
export const JOURNEY_STATES = [
  'awaitingApproval',
  'pending',
  'approved',
  'fundingReported',
  'funded',
  'sent',
  'rejected',
] as const;
export type JourneyState = (typeof JOURNEY_STATES)[number];

/** What the script staged on the server before the shots. */
export interface Scene {
  /** Each onboarding state's customer. */
  onboarding: Record<OnboardingState, Credentials>;
  /** A customer with a complete profile, approved, and payment requests in every state. */
  customer: Credentials;
  payments: Record<JourneyState, string>;
  /** The verification code the sent payment's receipt carries (D42). */
  receiptCode: string;
  /** Links asking a vendor for bank details (D43): one still open, one the vendor answered. */
  vendorLinks: { live: string; used: string };
  /** The invitation pages the e-mails link to: Tunde's to Eze Imports' team, Tolu's to the staff. */
  invitationLinks: { team: string; staff: string };
  /** The registration under review (its staff page is /admin/registrations/<id>). */
  registrationUnderReview: string;
  /** When each step happened in the story the scene tells (see `rewriteHistory`). */
  marks: HistoryMark[];
}

const MINUTE = 60_000;
/** Lagos keeps West Africa Time all year (UTC+1, no daylight saving). */
const LAGOS_OFFSET_MS = 60 * MINUTE;

/** `daysAgo` days before `now` at `time` (hh:mm) on a Lagos clock. */
function lagosDay(now: Date, daysAgo: number, time: string): Date {
  const lagos = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const utc = Date.UTC(
    lagos.getUTCFullYear(),
    lagos.getUTCMonth(),
    lagos.getUTCDate() - daysAgo,
    hours,
    minutes,
  );
  return new Date(utc - LAGOS_OFFSET_MS);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The story's clock: `at(when)` marks that what the script does next happened at `when`.
 * The days are today's last fortnight at Lagos office hours (a day-ago step never after
 * 17:00, and today's steps hours before now, so the order holds whenever the script runs).
 */
class StoryClock {
  readonly marks: HistoryMark[] = [];
  constructor(readonly now: Date) {}
  day(daysAgo: number, time: string): Date {
    return lagosDay(this.now, daysAgo, time);
  }
  minutesAgo(minutes: number): Date {
    return new Date(this.now.getTime() - minutes * MINUTE);
  }
  async at(storyAt: Date): Promise<void> {
    const previous = this.marks[this.marks.length - 1];
    if (previous && storyAt <= previous.storyAt)
      throw new Error(`the story goes back in time at ${storyAt.toISOString()}`);
    // The database writes in microseconds: no row of the last step shares this mark's moment.
    await pause(5);
    this.marks.push({ realAt: new Date(), storyAt });
    await pause(5);
  }
}

/** The reference a Nigerian bank gives a transfer (FT, year, day of the year, a serial): the day is the story's. */
function bankReference(prefix: string, day: Date, serial: string): string {
  const start = Date.UTC(day.getUTCFullYear(), 0, 0);
  const dayOfYear = Math.floor((day.getTime() - start) / (24 * 60 * MINUTE));
  return `${prefix}${String(day.getUTCFullYear()).slice(2)}${String(dayOfYear).padStart(3, '0')}${serial}`;
}

/** A payment to a saved beneficiary (issue 25): its id, amount and purpose. */
const paying = (
  beneficiaryId: string,
  vendor: Vendor,
  foreignAmount: string,
  purpose: PaymentBody['purpose'],
): PaymentBody => ({ beneficiaryId, foreignAmount, foreignCurrency: vendor.currency, purpose });

async function saveVendor(api: ApiSession, vendor: Vendor): Promise<string> {
  const { beneficiary } = await api.call<{ beneficiary: { id: string } }>(
    'POST',
    BENEFICIARY_PATHS.beneficiaries,
    vendor,
    201,
  );
  return beneficiary.id;
}

const invoiceOf = (number: string, vendor: string, billTo: string, lines: string[]): UploadFile =>
  documentPdf(`${number}.pdf`, [`${vendor}: invoice ${number}`, `Bill to: ${billTo}`, ...lines]);

/**
 * The scene, made through the API as its people would, step by step in the order of the
 * story it tells (a fortnight of a Lagos importer's payments); `marks` say when each step
 * happened, for `rewriteHistory` to date the rows before the shots.
 */
export async function stageScene(running: PortalWithMail): Promise<Scene> {
  const clock = new StoryClock(new Date());
  const admin = await staffApi(running);
  const stepUp = { password: running.admin.password };

  await clock.at(clock.day(14, '08:05'));
  await admin.call('PUT', PAYMENT_PATHS.adminReceivingAccount, { ...COLLECTION_ACCOUNT, stepUp });
  await admin.call('PUT', PAYMENT_PATHS.adminWallet, { ...COLLECTION_WALLET, stepUp });
  await setStaffRates(running, NAIRA_RATES_EARLIER);

  // Ngozi signs up, fills in her profile and uploads her documents; staff approve them.
  await clock.at(clock.day(13, '09:20'));
  const { ngozi: ngoziPerson } = CUSTOMERS;
  const ngozi = await stageCustomer(running, {
    name: ngoziPerson.name,
    email: 'ngozi.eze@ezeimports.ng',
    company: ngoziPerson.company,
    profile: profileOf(ngoziPerson.name, ngoziPerson.company, ngoziPerson.details),
    documents: kybDocuments(ngoziPerson.name, ngoziPerson.company),
    approved: false,
  });
  await clock.at(clock.day(12, '11:05'));
  await admin.call('POST', withId(DATA_PATHS.adminDocumentsApprove, ngozi.api.login.user.id));
  await clock.at(clock.day(12, '11:12'));
  await admin.decideRegistration(ngozi.api.login.user.id, 'approve');
  await clock.at(clock.day(12, '14:30'));
  const vendorIds = {} as Record<keyof typeof EZE_VENDORS, string>;
  for (const [key, vendor] of Object.entries(EZE_VENDORS)) {
    vendorIds[key as keyof typeof EZE_VENDORS] = await saveVendor(ngozi.api, vendor);
  }
  const submit = (
    vendor: keyof typeof EZE_VENDORS,
    amount: string,
    purpose: PaymentBody['purpose'],
    invoice?: UploadFile,
  ) => ngozi.api.submitPayment(paying(vendorIds[vendor], EZE_VENDORS[vendor], amount, purpose), { invoice });
  const reportFunding = (payment: CustomerPayment, reference: string) =>
    ngozi.api.call('POST', withId(JOURNEY_PATHS.paymentFunding, payment.id), { reference });
  const confirmFunds = (payment: CustomerPayment, bankReference: string) =>
    admin.call('POST', withId(JOURNEY_PATHS.adminFundingConfirm, payment.id), {
      amountReceived: payment.localAmount,
      bankReference,
    });

  // Milano Design: paid out (the receipt's payment).
  await clock.at(clock.day(10, '10:12'));
  const sent = await submit(
    'milano',
    '2780.00',
    'goods',
    invoiceOf('MD-2026-0918', EZE_VENDORS.milano.name, ngoziPerson.company, [
      'Showroom lighting fixtures, 24 units',
    ]),
  );
  await clock.at(clock.day(10, '14:47'));
  await admin.decidePayment(sent.id, 'approve');
  await clock.at(clock.day(9, '09:31'));
  await reportFunding(sent, bankReference('FT', clock.day(9, '09:31'), 'QW48J'));
  await clock.at(clock.day(9, '11:02'));
  await confirmFunds(sent, bankReference('GTBCR', clock.day(9, '11:02'), '40917'));

  // Rotterdam Logistics: funds received, payout to come.
  await clock.at(clock.day(8, '09:48'));
  const funded = await submit(
    'rotterdam',
    '2150.00',
    'freight',
    invoiceOf('RL-26-33871', EZE_VENDORS.rotterdam.name, ngoziPerson.company, [
      'Sea freight Rotterdam to Apapa, 2 x 40ft containers',
    ]),
  );
  await clock.at(clock.day(8, '15:20'));
  await admin.call('POST', withId(JOURNEY_PATHS.adminPayout, sent.id), {
    paidAt: new Date().toISOString(),
    reference: randomUUID(),
  });
  await clock.at(clock.day(7, '13:05'));
  await admin.decidePayment(funded.id, 'approve');
  await clock.at(clock.day(6, '10:14'));
  await reportFunding(funded, bankReference('FT', clock.day(6, '10:14'), 'K7P1D'));
  await clock.at(clock.day(5, '12:36'));
  await confirmFunds(funded, bankReference('GTBCR', clock.day(5, '12:36'), '52284'));

  // Lyon Textiles: the naira transfer reported, not yet seen on VendorBridge's account.
  await clock.at(clock.day(4, '11:20'));
  const fundingReported = await submit(
    'lyon',
    '12500.00',
    'goods',
    invoiceOf('LT-FA-2026-0412', EZE_VENDORS.lyon.name, ngoziPerson.company, [
      'Printed cotton voile, 4,000 m',
    ]),
  );
  await clock.at(clock.day(4, '15:02'));
  await admin.decidePayment(fundingReported.id, 'approve');

  // Shenzhen Brightway: refused, its invoice made out to another company.
  await clock.at(clock.day(3, '14:00'));
  const rejected = await submit(
    'shenzhen',
    '18400.00',
    'goods',
    invoiceOf('BW-PI-26-1187', EZE_VENDORS.shenzhen.name, 'Adeyemi Electronics Ltd', [
      'LED panel drivers, 8,000 pcs',
    ]),
  );
  await clock.at(clock.day(3, '16:25'));
  await reportFunding(fundingReported, bankReference('FT', clock.day(3, '16:25'), 'M0ZTA'));

  // The other customers, each signed up on a day of their own.
  const { emeka: emekaPerson, funke: funkePerson, bayo: bayoPerson } = CUSTOMERS;
  await clock.at(clock.day(3, '16:50'));
  const emeka = await stageCustomer(running, {
    name: emekaPerson.name,
    email: 'emeka@nwosutrading.ng',
    company: emekaPerson.company,
    profile: profileOf(emekaPerson.name, emekaPerson.company, emekaPerson.details),
    documents: kybDocuments(emekaPerson.name, emekaPerson.company),
  });
  await clock.at(clock.day(2, '08:15'));
  const funke = await stageCustomer(running, {
    name: funkePerson.name,
    email: 'funke@adefabrics.ng',
    company: funkePerson.company,
    profile: profileOf(funkePerson.name, funkePerson.company, funkePerson.details),
    documents: kybDocuments(funkePerson.name, funkePerson.company),
  });
  await clock.at(clock.day(2, '08:40'));
  await admin.decideRegistration(
    emeka.api.login.user.id,
    'reject',
    'The CAC certificate is for another company. Please upload your own.',
  );

  await clock.at(clock.day(2, '09:00'));
  // From ₦7,500,000 a second approver is needed (D34).
  await ngozi.api.call('PUT', TEAM_PATHS.approvalPolicy, { thresholdNgn: '7500000' });
  await clock.at(clock.day(2, '10:30'));
  await admin.decidePayment(
    rejected.id,
    'reject',
    'The invoice BW-PI-26-1187 is made out to Adeyemi Electronics Ltd, not to Eze Imports Ltd. Please ask Shenzhen Brightway for an invoice in your company’s name and submit the payment again.',
  );
  await clock.at(clock.day(2, '11:40'));
  await ngozi.api.call(
    'POST',
    TEAM_PATHS.invitations,
    { email: 'tunde.bakare@ezeimports.ng', role: 'approver' },
    201,
  );
  await clock.at(clock.day(2, '12:05'));
  const bayo = await stageCustomer(running, {
    name: bayoPerson.name,
    email: 'bayo@adelekefoods.ng',
    company: bayoPerson.company,
    profile: profileOf(bayoPerson.name, bayoPerson.company, bayoPerson.details),
    documents: { proofOfAddress: kybDocuments(bayoPerson.name, bayoPerson.company).proofOfAddress },
  });
  await clock.at(clock.day(2, '15:10'));
  const used = await ngozi.api.call<VendorDetailsRequestCreated>(
    'POST',
    VENDOR_DETAILS_PATHS.requests,
    {
      name: VALENCIA_VENDOR.name,
      country: VALENCIA_VENDOR.country,
      currency: VALENCIA_VENDOR.currency,
      email: VALENCIA_VENDOR.email,
    },
    201,
  );

  await stagePharma(running, clock);

  await clock.at(clock.day(1, '08:55'));
  const chika = await stageCustomer(running, { name: 'Chika Obi', email: 'chika.obi@obiagro.ng' });
  await clock.at(clock.day(1, '10:05'));
  const usedPath = new URL(used.link).pathname;
  const vendorAnswer = await fetch(
    `${running.portal.url}/api${vendorDetailsApiPath(usedPath.split('/').pop() ?? '')}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(VALENCIA_VENDOR.bank),
    },
  );
  if (vendorAnswer.status !== 201) {
    throw new Error(`the vendor's details answered ${vendorAnswer.status}: ${await vendorAnswer.text()}`);
  }
  const onboarding: Scene['onboarding'] = {
    nothingSubmitted: chika.credentials,
    documentsMissing: bayo.credentials,
    underReview: funke.credentials,
    rejected: emeka.credentials,
  };
  await clock.at(clock.day(1, '11:30'));
  const approved = await submit(
    'hamburg',
    '4200.00',
    'goods',
    invoiceOf('HM-RE-2026-2231', EZE_VENDORS.hamburg.name, ngoziPerson.company, [
      'Spare parts for bottling line, order 2231',
    ]),
  );
  await clock.at(clock.day(1, '15:40'));
  await admin.call(
    'POST',
    STAFF_PATHS.invitations,
    { email: 'tolu.adebayo@vendorbridge.ng', role: 'reviewer', stepUp },
    201,
  );
  await clock.at(clock.day(1, '16:10'));
  const pending = await submit(
    'midlands',
    '3150.75',
    'goods',
    invoiceOf('MP-INV-77314', EZE_VENDORS.midlands.name, ngoziPerson.company, [
      'Corrugated shipping cartons, 12 pallets',
    ]),
  );

  // This morning: staff update the rates and decide; Ngozi prepares a payment above her threshold.
  await clock.at(clock.minutesAgo(200));
  for (const [currency, rate] of Object.entries(NAIRA_RATES_TODAY)) {
    await admin.setNairaRate(currency as keyof typeof NAIRA_RATES_TODAY, rate);
  }
  await clock.at(clock.minutesAgo(150));
  await admin.decidePayment(approved.id, 'approve');
  await clock.at(clock.minutesAgo(70));
  const awaitingApproval = await submit(
    'porto',
    '5000.00',
    'goods',
    invoiceOf('PC-FT-2026-0588', EZE_VENDORS.porto.name, ngoziPerson.company, [
      'Glazed floor tiles, 1,200 m²',
    ]),
  );
  await clock.at(clock.minutesAgo(40));
  const live = await ngozi.api.call<VendorDetailsRequestCreated>(
    'POST',
    VENDOR_DETAILS_PATHS.requests,
    {
      name: KRAKOW_VENDOR.name,
      country: KRAKOW_VENDOR.country,
      currency: KRAKOW_VENDOR.currency,
      email: KRAKOW_VENDOR.email,
    },
    201,
  );

  return {
    onboarding,
    customer: ngozi.credentials,
    payments: {
      awaitingApproval: awaitingApproval.id,
      pending: pending.id,
      approved: approved.id,
      fundingReported: fundingReported.id,
      funded: funded.id,
      sent: sent.id,
      rejected: rejected.id,
    },
    receiptCode: await receiptCodeOf(running, ngozi.api, sent.id),
    vendorLinks: { live: new URL(live.link).pathname, used: usedPath },
    invitationLinks: {
      team: await invitationPathTo(running, 'tunde.bakare@ezeimports.ng', /\/invitation\/[\w-]+/),
      staff: await invitationPathTo(running, 'tolu.adebayo@vendorbridge.ng', /\/staff-invitation\/[\w-]+/),
    },
    registrationUnderReview: funke.api.login.user.id,
    marks: clock.marks,
  };
}

/** The path of the invitation link e-mailed to `email`, as its reader would open it. */
async function invitationPathTo(running: PortalWithMail, email: string, link: RegExp): Promise<string> {
  const mail = await running.mail.waitFor((sent) => sent.to.includes(email) && link.test(sent.text));
  const path = link.exec(mail.text)?.[0];
  if (!path) throw new Error(`no invitation link in "${mail.subject}"`);
  return path;
}

/** The verification code printed on a sent payment's receipt, read from the PDF as a vendor would. */
async function receiptCodeOf(running: PortalWithMail, api: ApiSession, paymentId: string): Promise<string> {
  const receipt = await fetch(`${running.portal.url}/api${withId(JOURNEY_PATHS.paymentReceipt, paymentId)}`, {
    headers: { authorization: `Bearer ${api.login.tokens.accessToken}` },
  });
  const code = /\/verify\/([a-z2-7]{26})/.exec(await pdfText(Buffer.from(await receipt.arrayBuffer())))?.[1];
  if (!code) throw new Error(`no verification code on the receipt (${receipt.status})`);
  return code;
}

/** Okonkwo Pharma: approved, with more requests waiting for VendorBridge than one page shows. */
async function stagePharma(running: PortalWithMail, clock: StoryClock): Promise<void> {
  const { adaeze } = CUSTOMERS;
  const admin = await staffApi(running);
  await clock.at(clock.day(2, '15:30'));
  const pharma = await stageCustomer(running, {
    name: adaeze.name,
    email: 'adaeze@okonkwopharma.ng',
    company: adaeze.company,
    profile: profileOf(adaeze.name, adaeze.company, adaeze.details),
    documents: kybDocuments(adaeze.name, adaeze.company),
    approved: false,
  });
  await clock.at(clock.day(2, '16:00'));
  await admin.call('POST', withId(DATA_PATHS.adminDocumentsApprove, pharma.api.login.user.id));
  await admin.decideRegistration(pharma.api.login.user.id, 'approve');
  const ids: string[] = [];
  for (const vendor of PHARMA_VENDORS) ids.push(await saveVendor(pharma.api, vendor));
  // 21 requests entered one after another that afternoon.
  for (let index = 0; index < 21; index += 1) {
    const vendor = PHARMA_VENDORS[index % PHARMA_VENDORS.length];
    const id = ids[index % ids.length];
    if (!vendor || !id) continue;
    await clock.at(new Date(clock.day(2, '16:10').getTime() + index * 3 * MINUTE));
    const amount = (1850 + ((index * 977) % 6400)).toFixed(2);
    await pharma.api.submitPayment(paying(id, vendor, amount, index % 5 === 4 ? 'freight' : 'goods'));
  }
}
