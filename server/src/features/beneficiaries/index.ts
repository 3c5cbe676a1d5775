// The beneficiary book (issue 25, D33): its routes, and what payments read of it.
export { registerBeneficiaryRoutes, type BeneficiaryDeps } from './beneficiaryRoutes';
export { BENEFICIARY_CAP_DEFAULTS, type BeneficiaryCaps } from './beneficiaryCaps';
export {
  readBeneficiary,
  readBeneficiaryVersion,
  insertBeneficiary,
  updateBeneficiary,
  confirmVendorEntry,
  type Owner,
} from './beneficiaryStore';
export { bankDetailsOfRow } from './beneficiaryView';
export { emitBeneficiaryEvent } from './beneficiaryWebhook';
export { beneficiaryForPayment, payableRefusal } from './paymentBeneficiary';
export { beneficiarySignals, beneficiarySignalsOf, type PaidFromBook } from './beneficiarySignals';
export { readBeneficiariesById } from './beneficiariesById';
