import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import type { BeneficiaryBankField } from '@portal/contracts/beneficiaryPaths';
import { beneficiarySchema, type BeneficiaryInput } from '@portal/contracts/beneficiaryRules';
import type { PaymentCurrency } from '@portal/rules/currencies';
import { contractResolver } from '@portal/ui';

/** The beneficiary form's fields as typed: every bank field of every corridor (only the country's are shown). */
export interface BeneficiaryFormValues {
  name: string;
  /** ISO 3166 alpha-2; '' until chosen. */
  country: string;
  currency: PaymentCurrency | '';
  bankName: string;
  address: string;
  email: string;
  iban: string;
  bic: string;
  routingNumber: string;
  sortCode: string;
  accountNumber: string;
}

export type BeneficiaryFieldName = keyof BeneficiaryFormValues;

export const BANK_FIELDS: readonly BeneficiaryBankField[] = [
  'iban',
  'bic',
  'routingNumber',
  'sortCode',
  'accountNumber',
];

export const EMPTY_BENEFICIARY_FORM: BeneficiaryFormValues = {
  name: '',
  country: '',
  currency: '',
  bankName: '',
  address: '',
  email: '',
  iban: '',
  bic: '',
  routingNumber: '',
  sortCode: '',
  accountNumber: '',
};

/** A saved beneficiary as the form shows it for editing (a field it does not have is ''). */
export function beneficiaryFormValues(beneficiary: BeneficiaryView): BeneficiaryFormValues {
  return {
    name: beneficiary.name,
    country: beneficiary.country,
    currency: beneficiary.currency,
    bankName: beneficiary.bankName,
    address: beneficiary.address,
    email: beneficiary.email ?? '',
    iban: beneficiary.iban ?? '',
    bic: beneficiary.bic ?? '',
    routingNumber: beneficiary.routingNumber ?? '',
    sortCode: beneficiary.sortCode ?? '',
    accountNumber: beneficiary.accountNumber ?? '',
  };
}

/** The form's check: the contracts' beneficiarySchema (the route's own), every corridor. */
export const beneficiaryResolver = contractResolver<BeneficiaryFormValues, BeneficiaryInput>(
  beneficiarySchema,
);
