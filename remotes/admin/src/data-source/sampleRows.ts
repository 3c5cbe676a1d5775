import { localAmountFor, type AdminPaymentRequest, type ReceivingBankAccount } from '@portal/contracts';

// Fixed sample data of the screens the payments API has not reached yet: payment
// requests and the receiving bank account. Registrations, documents and the
// dashboard come from the server and have no sample rows. Dates are relative to
// "now" so the demo never looks stale.

const HOUR = 3_600_000;
const before = (now: Date, ms: number) => new Date(now.getTime() - ms).toISOString();

/** Spec §3: placeholder details with currency USD until an admin sets the real ones. */
export const SAMPLE_RECEIVING_BANK_ACCOUNT: ReceivingBankAccount = {
  bankName: 'Example Bank Plc',
  accountName: 'VendorBridge Collections Ltd',
  accountNumber: '0123456789',
  currency: 'USD',
  swiftCode: 'EXAMNGLA',
  iban: '',
};

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
