/**
 * The corridors bank details are checked by: `iban` where the country uses IBAN (ibantools'
 * registry), `us` (ABA routing number), `gb` (sort code or IBAN), `other` (SWIFT and account).
 */
export const BENEFICIARY_CORRIDORS = ['iban', 'us', 'gb', 'other'] as const;
export type BeneficiaryCorridor = (typeof BENEFICIARY_CORRIDORS)[number];
