import type {
  AdminPaymentRequest,
  DocumentApproval,
  PendingRegistration,
  ReviewedDocument,
} from '@portal/contracts';

// Small, fixed rows for the screen tests, independent of the sample data.

export const SUBMITTED_AT = '2024-03-05T12:00:00.000Z';

export function registrationFixture(overrides: Partial<PendingRegistration> = {}): PendingRegistration {
  return {
    id: 'reg-1',
    name: 'Adaeze Okonkwo',
    email: 'adaeze@okonkwotextiles.ng',
    companyName: 'Okonkwo Textiles Ltd',
    submittedAt: SUBMITTED_AT,
    documents: { bvn: true, cac: true, proofOfAddress: true, tin: true, directorInfo: true },
    ...overrides,
  };
}

export function checklistFixture({
  bvn = true,
  cac = true,
  directorFiles = 2,
}: { bvn?: boolean; cac?: boolean; directorFiles?: number } = {}): ReviewedDocument[] {
  return [
    { type: 'bvn', name: 'BVN', uploaded: bvn },
    { type: 'cac', name: 'CAC', uploaded: cac },
    { type: 'proofOfAddress', name: 'Proof of Address', uploaded: true },
    { type: 'tin', name: 'TIN', uploaded: false },
    {
      type: 'directorInfo',
      name: 'Director Information',
      uploaded: directorFiles > 0,
      fileCount: directorFiles,
    },
  ];
}

export function documentApprovalFixture(overrides: Partial<DocumentApproval> = {}): DocumentApproval {
  return {
    id: 'doc-1',
    userId: 'usr-1',
    userName: 'Ngozi Obi',
    companyName: 'Obi Pharmaceuticals Plc',
    documents: checklistFixture(),
    status: 'pending',
    submittedAt: SUBMITTED_AT,
    ...overrides,
  };
}

export function paymentRequestFixture(overrides: Partial<AdminPaymentRequest> = {}): AdminPaymentRequest {
  return {
    id: 'pay-1',
    userId: 'usr-1',
    userName: 'Ngozi Obi',
    companyName: 'Obi Pharmaceuticals Plc',
    recipientCompany: 'Shenzhen Brightway Electronics Co., Ltd',
    recipientBank: 'Bank of China',
    accountNumber: '6216610200016587010',
    foreignAmount: 1000,
    foreignCurrency: 'USD',
    localAmount: 410500,
    exchangeRate: 410.5,
    invoiceFile: 'BW-INV-2291.pdf',
    status: 'pending',
    submittedAt: SUBMITTED_AT,
    ...overrides,
  };
}
