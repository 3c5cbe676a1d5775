import type { ReceiptData } from '../receiptData';

/** A paid request's receipt data, as the route would read it. */
export const paidReceipt = (overrides: Partial<ReceiptData> = {}): ReceiptData => ({
  reference: 'PAY-1042',
  status: 'sent',
  payer: { businessName: 'Adebayo Textiles Ltd', email: 'finance@adebayo.example' },
  beneficiary: {
    name: 'Müller Maschinen GmbH',
    bank: 'Deutsche Bank',
    swiftCode: 'DEUTDEFF',
    accountNumber: 'DE89370400440532013000',
    country: 'DE',
    address: 'Industriestrasse 5, 70565 Stuttgart',
    routingNumber: null,
    sortCode: null,
  },
  purpose: 'Goods',
  foreignAmount: '1250.50',
  currency: 'EUR',
  rate: '483.00000000',
  localAmount: '603991.50',
  feeAmount: '0.00',
  fee: null,
  fundingReference: 'VB7K3M9Q2XC',
  payoutReference: '8a562c67-ca16-48ba-b074-65581be6f001',
  submittedAt: '2026-11-20T09:15:00.000Z',
  approvedAt: '2026-11-20T11:00:00.000Z',
  fundedAt: '2026-11-21T10:30:00.000Z',
  paidAt: '2026-11-22T08:45:00.000Z',
  issuedAt: '2026-11-22T08:45:00.000Z',
  ...overrides,
});
