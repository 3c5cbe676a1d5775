import {
  localAmountFor,
  REVIEWED_DOCUMENT_LABELS,
  type AdminActivity,
  type AdminDashboardStats,
  type AdminPaymentRequest,
  type DocumentApproval,
  type PendingRegistration,
  type ReceivingBankAccount,
  type ReviewedDocument,
  type ReviewedDocumentType,
} from '@portal/contracts';

// Fixed sample data of the admin screens (spec §1: only authentication reaches a
// server). Dates are relative to "now" so the demo never looks stale.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Spec §9: the dashboard counts are fixed, whatever happens in the lists. */
export const SAMPLE_DASHBOARD_STATS: AdminDashboardStats = {
  pendingRegistrations: 12,
  documentApprovals: 8,
  paymentRequests: 5,
  totalUsers: 45,
};

/** Spec §3: placeholder details with currency USD until an admin sets the real ones. */
export const SAMPLE_RECEIVING_BANK_ACCOUNT: ReceivingBankAccount = {
  bankName: 'Example Bank Plc',
  accountName: 'VendorBridge Collections Ltd',
  accountNumber: '0123456789',
  currency: 'USD',
  swiftCode: 'EXAMNGLA',
  iban: '',
};

type Present = Partial<Record<ReviewedDocumentType, true>>;
const ALL: Present = { bvn: true, cac: true, proofOfAddress: true, tin: true, directorInfo: true };

function registration(
  now: Date,
  id: string,
  name: string,
  email: string,
  companyName: string,
  daysAgo: number,
  present: Present,
): PendingRegistration {
  return {
    id,
    name,
    email,
    companyName,
    submittedAt: before(now, daysAgo * DAY + 3 * HOUR),
    documents: {
      bvn: present.bvn === true,
      cac: present.cac === true,
      proofOfAddress: present.proofOfAddress === true,
      tin: present.tin === true,
      directorInfo: present.directorInfo === true,
    },
  };
}

export function sampleRegistrations(now: Date): PendingRegistration[] {
  return [
    registration(
      now,
      'reg-1001',
      'Adaeze Okonkwo',
      'adaeze@okonkwotextiles.ng',
      'Okonkwo Textiles Ltd',
      0,
      ALL,
    ),
    registration(
      now,
      'reg-1002',
      'Babatunde Adeyemi',
      'tunde@lagosagroexports.ng',
      'Lagos Agro Exports Ltd',
      1,
      {
        bvn: true,
        cac: true,
        proofOfAddress: true,
      },
    ),
    registration(
      now,
      'reg-1003',
      'Chiamaka Eze',
      'chiamaka.eze@enugusolar.ng',
      'Enugu Solar Systems Ltd',
      1,
      {
        bvn: true,
        cac: true,
        tin: true,
        directorInfo: true,
      },
    ),
    registration(now, 'reg-1004', 'Ibrahim Musa', 'i.musa@kanograins.ng', 'Kano Grains Merchants Ltd', 2, {
      bvn: true,
      cac: true,
    }),
    registration(now, 'reg-1005', 'Ngozi Obi', 'ngozi@obipharma.ng', 'Obi Pharmaceuticals Plc', 2, ALL),
    registration(now, 'reg-1006', 'Oluwaseun Bakare', 'seun@bakarelogistics.ng', 'Bakare Logistics Ltd', 3, {
      bvn: true,
    }),
    registration(
      now,
      'reg-1007',
      'Funmilayo Ogunleye',
      'funmi@ogunleyeprint.ng',
      'Ogunleye Print & Pack Ltd',
      3,
      {},
    ),
    registration(now, 'reg-1008', 'Emeka Nwosu', 'emeka@nwosuautoparts.ng', 'Nwosu Auto Parts Ltd', 4, {
      bvn: true,
      cac: true,
      proofOfAddress: true,
      tin: true,
    }),
    registration(
      now,
      'reg-1009',
      'Aisha Bello',
      'aisha@bellofoods.ng',
      'Bello Foods & Beverages Ltd',
      5,
      ALL,
    ),
    registration(now, 'reg-1010', 'Tunde Afolabi', 'tafolabi@afolabitech.ng', 'Afolabi Tech Hub Ltd', 6, {
      cac: true,
      proofOfAddress: true,
      tin: true,
    }),
    registration(now, 'reg-1011', 'Halima Yusuf', 'halima@yusufcosmetics.ng', 'Yusuf Cosmetics Ltd', 7, {
      bvn: true,
      directorInfo: true,
    }),
    registration(now, 'reg-1012', 'Kelechi Umeh', 'kelechi@umehbuilders.ng', 'Umeh Builders Ltd', 8, ALL),
  ];
}

function checklist(present: Present, directorFiles: number): ReviewedDocument[] {
  const simple = (type: Exclude<ReviewedDocumentType, 'directorInfo'>): ReviewedDocument => ({
    type,
    name: REVIEWED_DOCUMENT_LABELS[type],
    uploaded: present[type] === true,
  });
  return [
    simple('bvn'),
    simple('cac'),
    simple('proofOfAddress'),
    simple('tin'),
    {
      type: 'directorInfo',
      name: REVIEWED_DOCUMENT_LABELS.directorInfo,
      uploaded: directorFiles > 0,
      fileCount: directorFiles,
    },
  ];
}

export function sampleDocumentApprovals(now: Date): DocumentApproval[] {
  const row = (
    id: string,
    userId: string,
    userName: string,
    companyName: string,
    present: Present,
    directorFiles: number,
    daysAgo: number,
    status: DocumentApproval['status'] = 'pending',
  ): DocumentApproval => ({
    id,
    userId,
    userName,
    companyName,
    documents: checklist(present, directorFiles),
    status,
    submittedAt: before(now, daysAgo * DAY + 5 * HOUR),
  });
  const withoutDirectors: Present = { bvn: true, cac: true, proofOfAddress: true, tin: true };
  return [
    row('doc-2001', 'usr-301', 'Ngozi Obi', 'Obi Pharmaceuticals Plc', ALL, 3, 0),
    row(
      'doc-2002',
      'usr-302',
      'Babatunde Adeyemi',
      'Lagos Agro Exports Ltd',
      { cac: true, proofOfAddress: true },
      1,
      1,
    ),
    row(
      'doc-2003',
      'usr-303',
      'Chiamaka Eze',
      'Enugu Solar Systems Ltd',
      { bvn: true, cac: true, tin: true },
      2,
      1,
    ),
    row('doc-2004', 'usr-304', 'Ibrahim Musa', 'Kano Grains Merchants Ltd', { bvn: true, tin: true }, 0, 2),
    row('doc-2005', 'usr-305', 'Aisha Bello', 'Bello Foods & Beverages Ltd', withoutDirectors, 0, 2),
    row('doc-2006', 'usr-306', 'Emeka Nwosu', 'Nwosu Auto Parts Ltd', ALL, 2, 3),
    row('doc-2007', 'usr-307', 'Halima Yusuf', 'Yusuf Cosmetics Ltd', { proofOfAddress: true }, 1, 4),
    row('doc-2008', 'usr-308', 'Kelechi Umeh', 'Umeh Builders Ltd', ALL, 4, 5),
    row('doc-2009', 'usr-309', 'Adaeze Okonkwo', 'Okonkwo Textiles Ltd', ALL, 2, 9, 'approved'),
    row('doc-2010', 'usr-310', 'Oluwaseun Bakare', 'Bakare Logistics Ltd', { bvn: true }, 0, 12, 'rejected'),
  ];
}

/** NGN per unit, as the converter's fixed demonstration rates quote them (spec §9). */
const NGN_PER_UNIT: Record<'USD' | 'EUR' | 'GBP', number> = { USD: 410.5, EUR: 483, GBP: 547 };

export function samplePaymentRequests(now: Date): AdminPaymentRequest[] {
  const row = (
    fields: Omit<AdminPaymentRequest, 'localAmount' | 'exchangeRate' | 'submittedAt' | 'foreignCurrency'> & {
      foreignCurrency: keyof typeof NGN_PER_UNIT;
      hoursAgo: number;
    },
  ): AdminPaymentRequest => {
    const { hoursAgo, ...request } = fields;
    const exchangeRate = NGN_PER_UNIT[request.foreignCurrency];
    return {
      ...request,
      exchangeRate,
      localAmount: localAmountFor(request.foreignAmount, exchangeRate),
      submittedAt: before(now, hoursAgo * HOUR),
    };
  };
  return [
    row({
      id: 'pay-3001',
      userId: 'usr-301',
      userName: 'Ngozi Obi',
      companyName: 'Obi Pharmaceuticals Plc',
      recipientCompany: 'Shenzhen Brightway Electronics Co., Ltd',
      recipientBank: 'Bank of China',
      accountNumber: '6216610200016587010',
      foreignAmount: 12500,
      foreignCurrency: 'USD',
      invoiceFile: 'BW-INV-2291.pdf',
      status: 'pending',
      hoursAgo: 1,
    }),
    row({
      id: 'pay-3002',
      userId: 'usr-306',
      userName: 'Emeka Nwosu',
      companyName: 'Nwosu Auto Parts Ltd',
      recipientCompany: 'Müller Maschinenbau GmbH',
      recipientBank: 'Deutsche Bank AG',
      accountNumber: 'DE89370400440532013000',
      foreignAmount: 8420.75,
      foreignCurrency: 'EUR',
      invoiceFile: 'MM-2024-0412.pdf',
      status: 'pending',
      hoursAgo: 6,
    }),
    row({
      id: 'pay-3003',
      userId: 'usr-305',
      userName: 'Aisha Bello',
      companyName: 'Bello Foods & Beverages Ltd',
      recipientCompany: 'Hartwell Packaging Ltd',
      recipientBank: 'Barclays Bank UK PLC',
      accountNumber: '41287765',
      foreignAmount: 3200,
      foreignCurrency: 'GBP',
      invoiceFile: null,
      status: 'pending',
      hoursAgo: 20,
    }),
    row({
      id: 'pay-3004',
      userId: 'usr-308',
      userName: 'Kelechi Umeh',
      companyName: 'Umeh Builders Ltd',
      recipientCompany: 'Gulf Star Building Materials LLC',
      recipientBank: 'Emirates NBD',
      accountNumber: '1015566743201',
      foreignAmount: 45000,
      foreignCurrency: 'USD',
      invoiceFile: 'GSBM-7781.png',
      status: 'pending',
      hoursAgo: 30,
    }),
    row({
      id: 'pay-3005',
      userId: 'usr-303',
      userName: 'Chiamaka Eze',
      companyName: 'Enugu Solar Systems Ltd',
      recipientCompany: 'SolarTech Components SARL',
      recipientBank: 'BNP Paribas',
      accountNumber: 'FR7630004000031234567890143',
      foreignAmount: 15890.4,
      foreignCurrency: 'EUR',
      invoiceFile: null,
      status: 'pending',
      hoursAgo: 52,
    }),
    row({
      id: 'pay-3006',
      userId: 'usr-309',
      userName: 'Adaeze Okonkwo',
      companyName: 'Okonkwo Textiles Ltd',
      recipientCompany: 'Anatolia Fabrics A.S.',
      recipientBank: 'Garanti BBVA',
      accountNumber: 'TR330006100519786457841326',
      foreignAmount: 9600,
      foreignCurrency: 'USD',
      invoiceFile: 'AF-INV-0098.pdf',
      status: 'approved',
      hoursAgo: 96,
    }),
    row({
      id: 'pay-3007',
      userId: 'usr-310',
      userName: 'Oluwaseun Bakare',
      companyName: 'Bakare Logistics Ltd',
      recipientCompany: 'Northline Freight Ltd',
      recipientBank: 'HSBC UK Bank plc',
      accountNumber: '71829304',
      foreignAmount: 2150.5,
      foreignCurrency: 'GBP',
      invoiceFile: null,
      status: 'rejected',
      hoursAgo: 140,
    }),
  ];
}

export function sampleRecentActivity(now: Date): AdminActivity[] {
  return [
    {
      id: 'act-1',
      kind: 'payment',
      description:
        'Obi Pharmaceuticals Plc requested a USD payment to Shenzhen Brightway Electronics Co., Ltd',
      occurredAt: before(now, 1 * HOUR),
    },
    {
      id: 'act-2',
      kind: 'registration',
      description: 'New registration from Adaeze Okonkwo (Okonkwo Textiles Ltd)',
      occurredAt: before(now, 3 * HOUR),
    },
    {
      id: 'act-3',
      kind: 'documents',
      description: 'Ngozi Obi uploaded verification documents for Obi Pharmaceuticals Plc',
      occurredAt: before(now, 5 * HOUR),
    },
    {
      id: 'act-4',
      kind: 'payment',
      description: 'Payment request to Anatolia Fabrics A.S. approved',
      occurredAt: before(now, 1 * DAY + 2 * HOUR),
    },
    {
      id: 'act-5',
      kind: 'documents',
      description: 'Documents of Bakare Logistics Ltd rejected: CAC certificate missing',
      occurredAt: before(now, 2 * DAY),
    },
    {
      id: 'act-6',
      kind: 'settings',
      description: 'Receiving bank account details reviewed',
      occurredAt: before(now, 4 * DAY),
    },
  ];
}
