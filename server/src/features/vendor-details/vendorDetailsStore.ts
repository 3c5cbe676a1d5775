import type { BeneficiaryView } from '@portal/contracts/beneficiaryAnswers';
import { CORRIDOR_FIELDS } from '@portal/contracts/beneficiaryPaths';
import { beneficiaryCorridor } from '@portal/rules/bankRules';
import { beneficiarySchema } from '@portal/contracts/beneficiaryRules';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import {
  VENDOR_DETAILS_MESSAGES,
  vendorDetailsPagePath,
  type VendorDetailsPage,
  type VendorDetailsRequestView,
} from '@portal/contracts/vendorDetailsRequests';
import type { VendorDetailsBody, VendorDetailsRequestBody } from '@portal/contracts/vendorDetailsRules';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db, type UserRow } from '../../plugins/database';
import { acceptValid, ApiError, notFound } from '../../plugins/http';
import type { Mailer } from '../../plugins/mail';
import {
  emitBeneficiaryEvent,
  insertBeneficiary,
  readBeneficiary,
  updateBeneficiary,
} from '../beneficiaries';
import { newInvitationLink } from '../invitations';
import { businessName } from '../team';
import { vendorLinkEmail, vendorSubmittedEmail } from './vendorDetailsEmails';
import { LINK_LIFETIME_MS, usableRequest, type VendorDetailsRequestRow } from './vendorDetailsLinks';

const { vendorDetailsRequests, users } = tables;

export interface VendorDetailsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
}

type Actor = Pick<UserRow, 'id' | 'email' | 'name'>;

const toView = (row: VendorDetailsRequestRow, requestedBy: string): VendorDetailsRequestView => ({
  id: row.id,
  beneficiaryId: row.beneficiaryId,
  name: row.name,
  email: row.email,
  country: row.country,
  currency: row.currency,
  requestedBy,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

/** A beneficiary the link cannot ask about, refused on `beneficiaryId` (404: none of the business's; 400: archived). */
const refusedBeneficiary = (status: 400 | 404, message: string) =>
  new ApiError(status, message, {
    code: status === 404 ? ERROR_CODES.notFound : ERROR_CODES.validation,
    errors: { beneficiaryId: [message] },
  });

/** What the link asks about: the new vendor's name, country and currency, or a saved beneficiary's. */
async function subjectOf(db: Db, business: string, body: VendorDetailsRequestBody) {
  if (body.kind === 'new') {
    return { beneficiaryId: null, name: body.name, country: body.country, currency: body.currency };
  }
  const saved = await readBeneficiary(db, business, body.beneficiaryId);
  // Another business's beneficiary is refused as none (D21): the same words.
  if (!saved) throw refusedBeneficiary(404, VENDOR_DETAILS_MESSAGES.beneficiaryUnknown);
  if (saved.archivedAt) throw refusedBeneficiary(400, VENDOR_DETAILS_MESSAGES.beneficiaryArchived);
  return { beneficiaryId: saved.id, name: saved.name, country: saved.country, currency: saved.currency };
}

/**
 * Creates a vendor's link (a maker or owner): one transaction with its audit row and, when an
 * address is given, its e-mail in the outbox. The token is answered once, inside the link.
 */
export async function createRequest(
  deps: VendorDetailsDeps,
  business: string,
  actor: Actor,
  body: VendorDetailsRequestBody,
): Promise<{ request: VendorDetailsRequestView; link: string; mailed: boolean }> {
  const now = deps.now();
  const subject = await subjectOf(deps.db, business, body);
  const email = body.email ? body.email : null;
  const { token, tokenHash, expiresAt } = newInvitationLink(now, LINK_LIFETIME_MS);
  const name = await businessName(deps.db, business);
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(vendorDetailsRequests)
      .values({
        businessId: business,
        ...subject,
        email,
        tokenHash,
        requestedBy: actor.id,
        createdAt: now,
        expiresAt,
      })
      .returning();
    if (!inserted) throw new Error('the vendor details request was not saved');
    await recordAudit(tx, {
      actor,
      action: 'beneficiary.details-request',
      subjectType: 'vendor_details_request',
      subjectId: inserted.id,
      subjectUserId: business,
      after: {
        beneficiaryId: subject.beneficiaryId,
        name: subject.name,
        country: subject.country,
        currency: subject.currency,
        email,
        expiresAt: expiresAt.toISOString(),
      },
      summary: `${actor.name} asked ${subject.name} for their bank details${email ? ` (link e-mailed to ${email})` : ''}`,
    });
    if (email) {
      await deps.mailer.enqueue(
        tx,
        vendorLinkEmail(
          email,
          { businessName: name, vendorName: subject.name, currency: subject.currency, expiresAt },
          token,
          deps.publicUrl,
        ),
      );
    }
    return inserted;
  });
  await deps.mailer.afterCommit();
  return {
    request: toView(row, actor.name),
    link: `${deps.publicUrl}${vendorDetailsPagePath(token)}`,
    mailed: Boolean(email),
  };
}

/** The business's links still open (not used, withdrawn or expired), newest first. */
export async function listOpenRequests(
  db: Db,
  business: string,
  now: Date,
): Promise<VendorDetailsRequestView[]> {
  const rows = await db
    .select({ request: vendorDetailsRequests, requestedBy: users.name })
    .from(vendorDetailsRequests)
    .innerJoin(users, eq(users.id, vendorDetailsRequests.requestedBy))
    .where(
      and(
        eq(vendorDetailsRequests.businessId, business),
        isNull(vendorDetailsRequests.usedAt),
        isNull(vendorDetailsRequests.revokedAt),
        gt(vendorDetailsRequests.expiresAt, now),
      ),
    )
    .orderBy(desc(vendorDetailsRequests.createdAt), desc(vendorDetailsRequests.id))
    .limit(100);
  return rows.map((row) => toView(row.request, row.requestedBy));
}

/**
 * Withdraws an open link of the business (its link answers 410 from then on). 404 for another
 * business's, or one already used or withdrawn: nothing is waiting to withdraw.
 */
export async function revokeRequest(deps: VendorDetailsDeps, business: string, actor: Actor, id: string) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(vendorDetailsRequests)
      .set({ revokedAt: deps.now() })
      .where(
        and(
          eq(vendorDetailsRequests.id, id),
          eq(vendorDetailsRequests.businessId, business),
          isNull(vendorDetailsRequests.usedAt),
          isNull(vendorDetailsRequests.revokedAt),
        ),
      )
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, {
      actor,
      action: 'beneficiary.details-request-revoke',
      subjectType: 'vendor_details_request',
      subjectId: id,
      subjectUserId: business,
      before: { name: row.name, email: row.email },
      summary: `${actor.name} withdrew the bank details link sent to ${row.name}`,
    });
  });
}

/** What the vendor's page shows (D43): who asks, the vendor, the country's bank fields and until when; nothing saved. */
export async function readVendorPage(deps: VendorDetailsDeps, token: string): Promise<VendorDetailsPage> {
  const row = await usableRequest(deps.db, token, deps.now(), false);
  const corridor = beneficiaryCorridor(row.country);
  return {
    businessName: await businessName(deps.db, row.businessId),
    name: row.name,
    country: row.country,
    currency: row.currency,
    corridor,
    fields: [...CORRIDOR_FIELDS[corridor]],
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** What the audit keeps of a beneficiary: what was saved, not the times. */
const audited = ({ detailsChangedAt: _d, createdAt: _c, archivedAt: _a, ...rest }: BeneficiaryView) => rest;

/**
 * The vendor's bank details (D43), checked by the beneficiary's own rules with the link's name,
 * country and currency. One transaction: the link used (the row locked first, so a second
 * submission waits and then finds it used: 410), a new beneficiary or a new version of the
 * saved one marked "entered by the vendor" and waiting for confirmation, its audit row, and the
 * requester's e-mail. The same bank details as the saved ones make no version.
 */
export async function submitVendorDetails(
  deps: VendorDetailsDeps,
  token: string,
  body: VendorDetailsBody,
): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const request = await usableRequest(tx, token, now, true);
    const existing = request.beneficiaryId
      ? await readBeneficiary(tx, request.businessId, request.beneficiaryId)
      : undefined;
    const input = acceptValid(
      validateWith(beneficiarySchema, {
        ...body,
        name: request.name,
        country: request.country,
        currency: request.currency,
        email: existing ? existing.email : request.email,
      }),
    );
    const actor = null;
    let beneficiary: BeneficiaryView;
    let changed = true;
    if (existing) {
      const result = await updateBeneficiary(tx, request.businessId, existing.id, input, {
        enteredByVendor: true,
      });
      if (!result) throw new Error('the beneficiary of a vendor link is gone');
      beneficiary = result.after;
      changed = result.after.version > result.before.version;
      await recordAudit(tx, {
        actor,
        action: changed ? 'beneficiary.bank-details' : 'beneficiary.update',
        subjectType: 'beneficiary',
        subjectId: existing.id,
        subjectUserId: request.businessId,
        before: audited(result.before),
        after: audited(result.after),
        summary: changed
          ? `Beneficiary ${beneficiary.name}: bank details entered by the vendor (version ${beneficiary.version}), awaiting confirmation`
          : `Beneficiary ${beneficiary.name}: the vendor entered the bank details already saved`,
      });
      // The business's software hears of the vendor's new version as of a clerk's edit (D46).
      if (changed) {
        await emitBeneficiaryEvent(tx, request.businessId, 'changed', beneficiary, result.changedAt);
      }
    } else {
      beneficiary = await insertBeneficiary(tx, request.businessId, input, { enteredByVendor: true });
      await recordAudit(tx, {
        actor,
        action: 'beneficiary.create',
        subjectType: 'beneficiary',
        subjectId: beneficiary.id,
        subjectUserId: request.businessId,
        after: audited(beneficiary),
        summary: `Beneficiary ${beneficiary.name} saved with bank details entered by the vendor, awaiting confirmation`,
      });
      await emitBeneficiaryEvent(tx, request.businessId, 'created', beneficiary);
    }
    const used = await tx
      .update(vendorDetailsRequests)
      .set({ usedAt: now, beneficiaryId: beneficiary.id, usedVersion: beneficiary.version })
      .where(and(eq(vendorDetailsRequests.id, request.id), isNull(vendorDetailsRequests.usedAt)))
      .returning({ id: vendorDetailsRequests.id });
    if (used.length === 0) {
      throw new ApiError(410, VENDOR_DETAILS_MESSAGES.linkUsed, { code: ERROR_CODES.vendorLinkGone });
    }
    await recordAudit(tx, {
      actor,
      action: 'beneficiary.details-request-used',
      subjectType: 'vendor_details_request',
      subjectId: request.id,
      subjectUserId: request.businessId,
      after: { beneficiaryId: beneficiary.id, version: beneficiary.version, changed },
      summary: `${beneficiary.name} entered their bank details through the link`,
    });
    const [requester] = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(eq(users.id, request.requestedBy));
    if (requester) {
      await deps.mailer.enqueue(
        tx,
        vendorSubmittedEmail(requester, { vendorName: beneficiary.name, changed }, deps.publicUrl),
      );
    }
  });
  await deps.mailer.afterCommit();
}
