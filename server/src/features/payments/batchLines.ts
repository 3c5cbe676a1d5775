import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_ID_FIELD } from '@portal/contracts/beneficiaryChoice';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import { CONTROL_CHARACTER_MESSAGE } from '@portal/contracts/controlCharacters';
import { hasControlCharacter } from '@portal/rules/controlCharacters';
import {
  looksLikeFormula,
  PAYMENT_BATCH_LIMITS,
  PAYMENT_BATCH_MESSAGES,
  type BatchColumn,
  type BatchLine,
} from '@portal/contracts/paymentBatches';
import { validatePaymentSubmission, type PaymentSubmission } from '@portal/contracts/paymentSubmission';
import { isBlockedCountry, SCREENING_MESSAGES } from '@portal/contracts/screening';
import type { Db } from '../../plugins/database';
import { payableRefusal, readBeneficiariesById } from '../beneficiaries';
import type { ScreeningPolicy } from '../screening';
import type { BatchFileRow } from './batchFile';

/** A line as checked: what the answer shows, and the payment it makes when it has no errors. */
export interface CheckedLine extends BatchLine {
  submission: PaymentSubmission | null;
  /** The saved beneficiary a line pays by id (read once for the whole file). */
  saved: BeneficiaryView | null;
}

/** The submission's field names for the file's own (amount, currency); the rest are the same. */
const FIELD_OF: Partial<Record<BatchColumn, string>> = {
  amount: 'foreignAmount',
  currency: 'foreignCurrency',
};
const COLUMN_OF: Record<string, BatchColumn> = { foreignAmount: 'amount', foreignCurrency: 'currency' };

/** Columns typed in capitals by convention, accepted in any case. */
const UPPER: ReadonlySet<BatchColumn> = new Set(['currency', 'country', 'iban', 'bic']);

function add(errors: Record<string, string[]>, column: string, message: string) {
  const known = (errors[column] ??= []);
  if (!known.includes(message)) known.push(message);
}

/** The fields the payment validator reads, and the characters no cell may hold (each refused on its column). */
function fieldsOf(row: BatchFileRow, errors: Record<string, string[]>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [column, raw] of Object.entries(row.cells) as [BatchColumn, string][]) {
    if (hasControlCharacter(raw.replace(/^[\t\r]+/, ''))) add(errors, column, CONTROL_CHARACTER_MESSAGE);
    if (column !== 'amount' && looksLikeFormula(raw)) add(errors, column, PAYMENT_BATCH_MESSAGES.formula);
    const value = raw.trim();
    if (column === 'reference' || value === '') continue;
    fields[FIELD_OF[column] ?? column] = UPPER.has(column) ? value.toUpperCase() : value;
  }
  return fields;
}

/** One line against the single payment's rules (the same validator as POST /api/payments). */
function checkLine(row: BatchFileRow, policy: Pick<ScreeningPolicy, 'blockedCountries'>): CheckedLine {
  const errors: Record<string, string[]> = {};
  if (row.misaligned) add(errors, 'line', PAYMENT_BATCH_MESSAGES.wrongFieldCount);
  const fields = fieldsOf(row, errors);
  // A new beneficiary's country is refused whatever else the line lacks (D44), as the form refuses it.
  if (
    typeof fields.country === 'string' &&
    !fields[BENEFICIARY_ID_FIELD] &&
    isBlockedCountry(policy.blockedCountries, fields.country)
  ) {
    add(errors, 'country', SCREENING_MESSAGES.countryBlocked);
  }
  const reference = row.cells.reference?.trim() ?? '';
  if (reference.length > PAYMENT_BATCH_LIMITS.referenceMax) {
    add(errors, 'reference', PAYMENT_BATCH_MESSAGES.referenceTooLong);
  }
  const result = validatePaymentSubmission(fields);
  if (!result.ok) {
    for (const [field, messages] of Object.entries(result.errors)) {
      for (const message of messages ?? []) add(errors, COLUMN_OF[field] ?? field, message);
    }
  }
  return {
    line: row.line,
    payee: (row.cells.name ?? '').trim(),
    amount: (row.cells.amount ?? '').trim(),
    currency: (row.cells.currency ?? '').trim().toUpperCase(),
    reference: reference === '' ? null : reference,
    errors,
    submission: result.ok ? result.data : null,
    saved: null,
  };
}

/** What the saved beneficiary a line names refuses (D33, D43, D44), or null when it may be paid. */
function savedRefusal(
  saved: BeneficiaryView | undefined,
  currency: string,
  policy: Pick<ScreeningPolicy, 'blockedCountries'>,
): { column: string; message: string } | null {
  if (!saved) return { column: BENEFICIARY_ID_FIELD, message: BENEFICIARY_MESSAGES.beneficiaryNotFound };
  if (saved.archivedAt)
    return { column: BENEFICIARY_ID_FIELD, message: BENEFICIARY_MESSAGES.beneficiaryArchived };
  if (isBlockedCountry(policy.blockedCountries, saved.country)) {
    return { column: BENEFICIARY_ID_FIELD, message: SCREENING_MESSAGES.beneficiaryCountryBlocked };
  }
  const unconfirmed = payableRefusal(saved);
  if (unconfirmed) return { column: BENEFICIARY_ID_FIELD, message: unconfirmed };
  if (saved.currency !== currency)
    return { column: 'currency', message: BENEFICIARY_MESSAGES.currencyNotBeneficiarys };
  return null;
}

/**
 * Every line of a payments file checked as a single payment would be (issue 36): its fields by
 * the payment validator, a saved beneficiary by id among the business's own (another business's
 * id reads as not found, as on a single payment), blocked countries refused (D44), and no cell
 * a spreadsheet would run as a formula. Saved beneficiaries are read in one query; with `lock`
 * (the create's transaction) they are held until it ends.
 */
export async function checkBatchLines(
  db: Db,
  businessId: string,
  rows: readonly BatchFileRow[],
  policy: Pick<ScreeningPolicy, 'blockedCountries'>,
  { lock = false }: { lock?: boolean } = {},
): Promise<CheckedLine[]> {
  const lines = rows.map((row) => checkLine(row, policy));
  const ids = lines.flatMap((line) =>
    line.submission?.beneficiary.kind === 'saved' ? [line.submission.beneficiary.beneficiaryId] : [],
  );
  const saved = await readBeneficiariesById(db, businessId, ids, { lock });
  for (const line of lines) {
    const choice = line.submission?.beneficiary;
    if (!line.submission || !choice) continue;
    if (choice.kind === 'saved') {
      const beneficiary = saved.get(choice.beneficiaryId);
      const refused = savedRefusal(beneficiary, line.submission.foreignCurrency, policy);
      if (refused) add(line.errors, refused.column, refused.message);
      line.saved = beneficiary ?? null;
      line.payee = beneficiary?.name ?? line.payee;
    } else {
      line.payee = choice.beneficiary.name;
    }
  }
  for (const line of lines) if (Object.keys(line.errors).length > 0) line.submission = null;
  return lines;
}

/** The line as the answer shows it. */
export const lineView = ({ line, payee, amount, currency, reference, errors }: CheckedLine): BatchLine => ({
  line,
  payee,
  amount,
  currency,
  reference,
  errors,
});
