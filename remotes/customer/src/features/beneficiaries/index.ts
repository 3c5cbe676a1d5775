export { BeneficiaryFields, type BeneficiaryFieldsProps } from './BeneficiaryFields';
export {
  BANK_FIELDS,
  beneficiaryFormValues,
  beneficiaryResolver,
  EMPTY_BENEFICIARY_FORM,
  type BeneficiaryFieldName,
  type BeneficiaryFormValues,
} from './beneficiaryForm';
export {
  beneficiaryKeys,
  useArchiveBeneficiary,
  useBeneficiaries,
  useBeneficiary,
  useSaveBeneficiary,
  type BeneficiarySave,
} from './beneficiaryQueries';
export {
  beneficiaryBody,
  createBeneficiarySource,
  type BeneficiaryApiClient,
  type BeneficiaryListQuery,
  type BeneficiarySource,
} from './beneficiarySource';
export { BeneficiarySourceProvider, useBeneficiarySource } from './BeneficiarySourceContext';
export { countryName, countryOptions, type CountryOption } from './countries';
export { BeneficiaryBook, NO_BENEFICIARIES_MESSAGE, WHAT_A_BENEFICIARY_IS } from './BeneficiaryBook';
export { NEW_VERSION_NOTE } from './BeneficiaryEditor';
