import type { BeneficiaryBankDetails, BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import type { BeneficiaryInput } from '@portal/contracts/beneficiaryRules';
import type { BeneficiaryRow, BeneficiaryVersionRow } from '../../plugins/database';

/** The bank details of a version row, as the contract names them. */
export const bankDetailsOfRow = (row: BeneficiaryVersionRow): BeneficiaryBankDetails => ({
  corridor: row.corridor,
  bankName: row.bankName,
  iban: row.iban,
  bic: row.bic,
  routingNumber: row.routingNumber,
  sortCode: row.sortCode,
  accountNumber: row.accountNumber,
});

/** A beneficiary with the bank details of one of its versions (the current one, or the one a payment used). */
export const toBeneficiaryView = (row: BeneficiaryRow, version: BeneficiaryVersionRow): BeneficiaryView => ({
  id: row.id,
  version: version.version,
  name: row.name,
  country: row.country,
  currency: row.currency,
  address: row.address,
  email: row.email,
  ...bankDetailsOfRow(version),
  detailsChangedAt: version.createdAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  archivedAt: row.archivedAt ? row.archivedAt.toISOString() : null,
  vendorEntry: version.enteredByVendor
    ? {
        submittedAt: version.createdAt.toISOString(),
        confirmedAt: version.confirmedAt?.toISOString() ?? null,
      }
    : null,
});

/** Whether two sets of bank details differ (then a new version is made). */
export const bankDetailsDiffer = (a: BeneficiaryBankDetails, b: BeneficiaryBankDetails): boolean =>
  (Object.keys(a) as (keyof BeneficiaryBankDetails)[]).some((field) => a[field] !== b[field]);

/**
 * What the list's search matches, lower case: the name, the bank's name, the IBAN and the
 * account number, one per line so a term never matches across two of them.
 */
export const searchTextOf = (input: Pick<BeneficiaryInput, 'name' | 'bankName' | 'iban' | 'accountNumber'>) =>
  [input.name, input.bankName, input.iban, input.accountNumber]
    .filter((part): part is string => Boolean(part))
    .join('\n')
    .toLowerCase();

/** A search term as a LIKE pattern matching it anywhere, its own %, _ and \ taken literally. */
export const containsPattern = (term: string): string =>
  `%${term.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
