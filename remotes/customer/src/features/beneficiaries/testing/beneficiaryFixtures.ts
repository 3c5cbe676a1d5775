import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';

/** A saved US beneficiary as the server answers it; a test changes what it needs. */
export function beneficiaryView(overrides: Partial<BeneficiaryView> = {}): BeneficiaryView {
  return {
    id: '20000000-0000-4000-8000-000000000001',
    version: 1,
    name: 'Acme Supplies Inc',
    country: 'US',
    currency: 'USD',
    address: '1 Market St, San Francisco, CA',
    email: null,
    corridor: 'us',
    bankName: 'Chase',
    iban: null,
    bic: null,
    routingNumber: '021000021',
    sortCode: null,
    accountNumber: '123456789',
    detailsChangedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    archivedAt: null,
    ...overrides,
  };
}

/** A saved UK beneficiary (sort code and account number). */
export const ukBeneficiary = (overrides: Partial<BeneficiaryView> = {}): BeneficiaryView =>
  beneficiaryView({
    id: '20000000-0000-4000-8000-000000000002',
    name: 'Thames Freight Ltd',
    country: 'GB',
    currency: 'GBP',
    address: '10 Downing St, London',
    corridor: 'gb',
    bankName: 'Barclays',
    routingNumber: null,
    sortCode: '200000',
    accountNumber: '55779911',
    ...overrides,
  });
