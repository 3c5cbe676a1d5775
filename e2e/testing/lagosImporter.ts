import type { PaymentCurrency } from '@portal/rules/currencies';
import { toChecksumAddress } from '@portal/rules/paymentAccounts';
import type { ProfileUpdate } from '@portal/contracts/profile';
import type { DocumentFiles } from './portalApi';
import { documentPdf, scannedPng } from './realisticFiles';

/**
 * The screenshots' people and vendors (issue 31 items 5 and 6): a Lagos importer's account as
 * it would look, each customer with their own phone, address and numbers, each vendor with a
 * bank of its own country and details that pass the real checks (IBAN check digits, national
 * check keys, SWIFT, ABA and sort code), none of them a published example value.
 */

/** A customer's profile beyond their name and company. */
export type ProfileDetails = Pick<ProfileUpdate, 'phone' | 'address' | 'bvn' | 'tin'> & { nin: string };

export const profileOf = (name: string, companyName: string, details: ProfileDetails): ProfileUpdate => ({
  name,
  companyName,
  phone: details.phone,
  address: details.address,
  bvn: details.bvn,
  tin: details.tin,
  directorInfo: [{ name, ninOrBvn: details.nin, position: 'Managing Director' }],
});

export const CUSTOMERS = {
  ngozi: {
    name: 'Ngozi Eze',
    company: 'Eze Imports Ltd',
    details: {
      phone: '+2348062417735',
      address: '14 Creek Road, Apapa, Lagos',
      bvn: '22184730596',
      tin: '20817463-4172',
      nin: '61839204571',
    },
  },
  funke: {
    name: 'Funke Ade',
    company: 'Ade Fabrics Ltd',
    details: {
      phone: '+2348139027461',
      address: '27 Balogun Street, Lagos Island, Lagos',
      bvn: '22347915082',
      tin: '31094572-2638',
      nin: '73920418563',
    },
  },
  emeka: {
    name: 'Emeka Nwosu',
    company: 'Nwosu Trading Ltd',
    details: {
      phone: '+2347035518290',
      address: '5 Ojuelegba Road, Surulere, Lagos',
      bvn: '22591037468',
      tin: '19385027-7405',
      nin: '48201957306',
    },
  },
  bayo: {
    name: 'Bayo Adeleke',
    company: 'Adeleke Foods Ltd',
    details: {
      phone: '+2348094471028',
      address: '9 Oba Akran Avenue, Ikeja, Lagos',
      bvn: '22710593846',
      tin: '27590318-5291',
      nin: '85013729460',
    },
  },
  adaeze: {
    name: 'Adaeze Okonkwo',
    company: 'Okonkwo Pharma Distribution Ltd',
    details: {
      phone: '+2349012385574',
      address: '3 Adeola Odeku Street, Victoria Island, Lagos',
      bvn: '22836105947',
      tin: '40261938-3816',
      nin: '29475016382',
    },
  },
} as const;

/** The KYB documents one customer uploads: scans and PDFs of the weight real ones have. */
export const kybDocuments = (who: string, company: string): DocumentFiles => {
  const slug = who.toLowerCase().replace(/\s+/g, '-');
  return {
    bvnFile: documentPdf(`${slug}-bvn-slip.pdf`, ['Bank Verification Number', `Account holder: ${who}`]),
    cacFile: scannedPng(`${slug}-cac-certificate.png`),
    proofOfAddress: documentPdf(`${slug}-utility-bill.pdf`, [
      'Eko Electricity Distribution Plc',
      `Customer: ${company}`,
      'Statement of account',
    ]),
    tinFile: documentPdf(`${slug}-tin-certificate.pdf`, [
      'Federal Inland Revenue Service',
      `Tax Identification Number certificate: ${company}`,
    ]),
    directorInfoFiles: documentPdf(`${slug}-director-id.pdf`, ['National Identity Card', who]),
  };
};

/** A vendor as the beneficiary book takes it (`POST /api/beneficiaries`). */
export interface Vendor {
  name: string;
  country: string;
  currency: PaymentCurrency;
  bankName: string;
  address: string;
  iban?: string;
  bic?: string;
  sortCode?: string;
  routingNumber?: string;
  accountNumber?: string;
}

/** Eze Imports' vendors, each paid through a bank of its own country. */
export const EZE_VENDORS = {
  hamburg: {
    name: 'Hamburg Machinery GmbH',
    country: 'DE',
    currency: 'EUR',
    bankName: 'Hamburger Sparkasse',
    address: 'Billstraße 82, 20539 Hamburg',
    iban: 'DE62200505501262437814',
    bic: 'HASPDEHHXXX',
  },
  shenzhen: {
    name: 'Shenzhen Brightway Electronics Co., Ltd.',
    country: 'CN',
    currency: 'USD',
    bankName: 'Bank of China, Shenzhen Branch',
    address: 'Building 3, Keyuan Road, Nanshan District, Shenzhen 518057',
    bic: 'BKCHCNBJ450',
    accountNumber: '756348291046',
  },
  midlands: {
    name: 'Midlands Packaging Ltd',
    country: 'GB',
    currency: 'GBP',
    bankName: 'Barclays Bank UK PLC',
    address: 'Unit 4, Tyseley Industrial Estate, Birmingham B11 2AJ',
    sortCode: '20-46-73',
    accountNumber: '53819027',
  },
  lyon: {
    name: 'Lyon Textiles SARL',
    country: 'FR',
    currency: 'EUR',
    bankName: 'BNP Paribas',
    address: '12 Rue de la République, 69002 Lyon',
    iban: 'FR7630004015870002617485165',
    bic: 'BNPAFRPP',
  },
  rotterdam: {
    name: 'Rotterdam Logistics B.V.',
    country: 'NL',
    currency: 'EUR',
    bankName: 'ABN AMRO Bank N.V.',
    address: 'Waalhaven Zuidzijde 21, 3089 JH Rotterdam',
    iban: 'NL84ABNA0532814907',
    bic: 'ABNANL2A',
  },
  milano: {
    name: 'Milano Design S.p.A.',
    country: 'IT',
    currency: 'EUR',
    bankName: 'Intesa Sanpaolo',
    address: 'Via Tortona 31, 20144 Milano',
    iban: 'IT31A0306901604100000046318',
    bic: 'BCITITMM',
  },
  porto: {
    name: 'Porto Ceramics Lda',
    country: 'PT',
    currency: 'EUR',
    bankName: 'Millennium BCP',
    address: 'Rua de Santa Catarina 112, 4000-442 Porto',
    iban: 'PT50003300004537182930631',
    bic: 'BCOMPTPL',
  },
  carolina: {
    name: 'Carolina Cotton Exporters LLC',
    country: 'US',
    currency: 'USD',
    bankName: 'Bank of America',
    address: '1400 Industrial Boulevard, Gastonia, NC 28052',
    routingNumber: '026009593',
    accountNumber: '483029175561',
  },
} as const satisfies Record<string, Vendor>;

/** The vendor the payment form's shots enter as a new beneficiary (Italian, by IBAN). */
export const COMO_VENDOR = {
  name: 'Tessiture Como S.r.l.',
  country: 'IT',
  address: 'Via Borgovico 148, 22100 Como',
  bankName: 'Banco BPM',
  iban: 'IT87A0503410900000000072519',
  bic: 'BAPPIT21',
} as const;

/** The vendor who answered Eze Imports' link for bank details (Spain). */
export const VALENCIA_VENDOR = {
  name: 'Valencia Tiles S.L.',
  country: 'ES',
  currency: 'EUR',
  email: 'cuentas@valenciatiles.es',
  bank: {
    address: 'Avenida del Puerto 214, 46023 Valencia',
    bankName: 'CaixaBank',
    iban: 'ES3121004617420200315872',
    bic: 'CAIXESBB',
  },
} as const;

/** The vendor whose link is still open (Poland). */
export const KRAKOW_VENDOR = {
  name: 'Kraków Glassworks Sp. z o.o.',
  country: 'PL',
  currency: 'EUR',
  email: 'ksiegowosc@krakowglass.pl',
} as const;

/** Okonkwo Pharma's suppliers: its long list of requests waiting for review is made of them. */
export const PHARMA_VENDORS: readonly Vendor[] = [
  {
    name: 'Hyderabad Generics Pvt Ltd',
    country: 'IN',
    currency: 'USD',
    bankName: 'State Bank of India',
    address: 'Plot 21, Genome Valley, Hyderabad 500078',
    bic: 'SBININBB',
    accountNumber: '30517264981',
  },
  {
    name: 'Gujarat Blister Packaging Pvt Ltd',
    country: 'IN',
    currency: 'USD',
    bankName: 'HDFC Bank',
    address: 'GIDC Estate, Vatva, Ahmedabad 382445',
    bic: 'HDFCINBB',
    accountNumber: '50200061847302',
  },
  {
    name: 'Basel Reagents AG',
    country: 'CH',
    currency: 'EUR',
    bankName: 'UBS Switzerland AG',
    address: 'Klybeckstrasse 141, 4057 Basel',
    iban: 'CH0900235472196381004',
    bic: 'UBSWCHZH80A',
  },
  {
    name: 'Łódź Medical Supplies Sp. z o.o.',
    country: 'PL',
    currency: 'EUR',
    bankName: 'PKO Bank Polski',
    address: 'ul. Piotrkowska 148, 90-063 Łódź',
    iban: 'PL28102046650000740215836619',
    bic: 'PKOPPLPW',
  },
  {
    name: 'Hamburg Pharma Logistik GmbH',
    country: 'DE',
    currency: 'EUR',
    bankName: 'Commerzbank',
    address: 'Am Sandtorkai 50, 20457 Hamburg',
    iban: 'DE05200400000648102375',
    bic: 'COBADEHHXXX',
  },
  {
    name: 'Shanghai Lab Glassware Co., Ltd.',
    country: 'CN',
    currency: 'USD',
    bankName: 'Bank of Communications',
    address: '88 Zhangjiang Road, Pudong, Shanghai 201203',
    bic: 'COMMCNSHXXX',
    accountNumber: '310066726018170512374',
  },
  {
    name: 'Manchester Sterile Products Ltd',
    country: 'GB',
    currency: 'GBP',
    bankName: 'Lloyds Bank',
    address: '7 Trafford Wharf Road, Manchester M17 1DJ',
    sortCode: '30-96-34',
    accountNumber: '48290173',
  },
];

/**
 * Naira per unit as staff set them (D30), late 2026: first a fortnight ago, then this
 * morning's update; the older payments were quoted at the first.
 */
export const NAIRA_RATES_EARLIER = {
  USD: '1462.50',
  EUR: '1688.40',
  GBP: '1941.80',
  JPY: '9.58',
  CAD: '1052.30',
} as const;
export const NAIRA_RATES_TODAY = {
  USD: '1478.25',
  EUR: '1702.60',
  GBP: '1958.30',
  JPY: '9.66',
  CAD: '1063.40',
} as const;

/** VendorBridge's naira collection account and wallet (a NUBAN with its check digit; an EIP-55 address). */
export const COLLECTION_ACCOUNT = {
  bankName: 'Guaranty Trust Bank',
  accountName: 'VendorBridge Collections Ltd',
  accountNumber: '0451738292',
  currency: 'NGN',
  swiftCode: 'GTBINGLA',
  iban: '',
} as const;

/**
 * Where stablecoin payers send USDC, and the naira account of the wallet desk (Zenith Bank's
 * NUBAN check digit holds).
 */
export const COLLECTION_WALLET = {
  nairaAccountNumber: '1017364824',
  usdcWalletAddress: toChecksumAddress('0x8f3c1e9a47b2d60e5a19c7f4b03d2e816a5c9b47'),
  usdtWalletAddress: '',
} as const;
