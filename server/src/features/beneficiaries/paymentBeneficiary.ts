import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { BENEFICIARY_ID_FIELD, type PaymentBeneficiaryChoice } from '@portal/contracts/beneficiaryChoice';
import { BENEFICIARY_MESSAGES } from '@portal/contracts/beneficiaryPaths';
import type { BeneficiaryInput } from '@portal/contracts/beneficiaryRules';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { SCREENING_MESSAGES } from '@portal/contracts/screening';
import { VENDOR_DETAILS_MESSAGES } from '@portal/contracts/vendorDetailsRequests';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { type Db, tables } from '../../plugins/database';
import { ApiError } from '../../plugins/http';
import { ensureRoomForOneMore, type BeneficiaryCaps } from './beneficiaryCaps';
import { refuseBlockedCountry, type ScreeningPolicy } from '../screening';
import { insertBeneficiary, readBeneficiary, updateBeneficiary, type Owner } from './beneficiaryStore';
import { emitBeneficiaryEvent } from './beneficiaryWebhook';

const { beneficiaries } = tables;

/**
 * D43: bank details the vendor entered are paid only once someone in the business confirmed
 * them (409, thrown inside the submit's transaction, so nothing of the request is kept).
 */
/** Why a saved beneficiary cannot be paid as it is (D43: vendor's details not yet confirmed); null when it can. */
export const payableRefusal = (beneficiary: BeneficiaryView): string | null =>
  beneficiary.vendorEntry && !beneficiary.vendorEntry.confirmedAt
    ? VENDOR_DETAILS_MESSAGES.unconfirmed
    : null;

function payable(beneficiary: BeneficiaryView): BeneficiaryView {
  if (payableRefusal(beneficiary)) {
    throw new ApiError(409, VENDOR_DETAILS_MESSAGES.unconfirmed, {
      code: ERROR_CODES.vendorDetailsUnconfirmed,
      errors: { [BENEFICIARY_ID_FIELD]: [VENDOR_DETAILS_MESSAGES.unconfirmed] },
    });
  }
  return beneficiary;
}

const refusal = (message: string) =>
  new ApiError(400, message, { code: ERROR_CODES.validation, errors: { [BENEFICIARY_ID_FIELD]: [message] } });

/** Today's names are matched to a saved beneficiary of the same name, any case. */
async function sameName(tx: Db, owner: Owner, name: string) {
  const [row] = await tx
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(
      and(
        eq(beneficiaries.ownerId, owner),
        isNull(beneficiaries.archivedAt),
        sql`lower(${beneficiaries.name}) = lower(${name})`,
      ),
    )
    .limit(1);
  return row?.id;
}

/**
 * The beneficiary and version a payment request pays, in the submit's transaction: a saved
 * one (the caller's, not archived: 400 on `beneficiaryId` otherwise), or new fields saved on
 * submit. New fields under the name of a saved beneficiary are that beneficiary: the same
 * bank details pay it as it is, other ones become its next version (so an API client that
 * keeps sending names still shows "bank details changed"). Every save is audited. A beneficiary
 * in a country on BLOCKED_COUNTRIES cannot be paid (D44): a saved one is refused on
 * `beneficiaryId` (it may have been saved before its country was blocked), new fields on `country`.
 */
export async function beneficiaryForPayment(
  tx: Db,
  actor: { id: string; email: string },
  owner: Owner,
  choice: PaymentBeneficiaryChoice,
  policy: Pick<ScreeningPolicy, 'blockedCountries'>,
  caps?: BeneficiaryCaps,
): Promise<BeneficiaryView> {
  if (choice.kind === 'saved') {
    await tx.execute(
      sql`select 1 from ${beneficiaries} where ${beneficiaries.id} = ${choice.beneficiaryId} and ${beneficiaries.ownerId} = ${owner} for share`,
    );
    const saved = await readBeneficiary(tx, owner, choice.beneficiaryId);
    if (!saved) throw refusal(BENEFICIARY_MESSAGES.beneficiaryNotFound);
    if (saved.archivedAt) throw refusal(BENEFICIARY_MESSAGES.beneficiaryArchived);
    refuseBlockedCountry(
      policy,
      saved.country,
      BENEFICIARY_ID_FIELD,
      SCREENING_MESSAGES.beneficiaryCountryBlocked,
    );
    return payable(saved);
  }
  const input: BeneficiaryInput = choice.beneficiary;
  refuseBlockedCountry(policy, input.country, 'country', SCREENING_MESSAGES.countryBlocked);
  const existing = await sameName(tx, owner, input.name);
  if (existing) {
    const changed = await updateBeneficiary(tx, owner, existing, input);
    if (!changed) throw new Error('a beneficiary found by name was not there to update');
    const { before, after } = changed;
    // Nothing changed (the usual case: the same vendor paid again): nothing to record.
    if (JSON.stringify(before) !== JSON.stringify(after)) {
      await recordAudit(tx, {
        actor,
        action: after.version > before.version ? 'beneficiary.bank-details' : 'beneficiary.update',
        subjectType: 'beneficiary',
        subjectId: existing,
        subjectUserId: owner,
        before,
        after,
        summary: `Beneficiary ${after.name} changed by a payment request${after.version > before.version ? `: bank details (version ${after.version})` : ''}`,
      });
      await emitBeneficiaryEvent(tx, owner, 'changed', after, changed.changedAt);
    }
    return payable(after);
  }
  if (caps) await ensureRoomForOneMore(tx, caps, owner);
  const saved = await insertBeneficiary(tx, owner, input);
  await recordAudit(tx, {
    actor,
    action: 'beneficiary.create',
    subjectType: 'beneficiary',
    subjectId: saved.id,
    subjectUserId: owner,
    after: saved,
    summary: `Beneficiary ${saved.name} saved with a payment request (${saved.country}, ${saved.corridor})`,
  });
  await emitBeneficiaryEvent(tx, owner, 'created', saved);
  return saved;
}
