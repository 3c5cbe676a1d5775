import { LOCAL_CURRENCY } from '@portal/rules/currencies';
import { formatMoney } from '@portal/rules/money';
import type { ApprovalPolicy } from '@portal/contracts/teams';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../plugins/audit';
import { tables, type Db } from '../../plugins/database';
import type { Actor } from '../people';

const { users, businessPolicies } = tables;

/** Saves the approval policy (owners only): the naira threshold, or none. */
export async function savePolicy(
  db: Db,
  business: string,
  actor: Actor,
  change: { thresholdNgn: string | null; requireTwoFactor?: boolean },
  now: Date,
): Promise<ApprovalPolicy> {
  const { thresholdNgn } = change;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        thresholdNgn: businessPolicies.thresholdNgn,
        requireTwoFactor: businessPolicies.requireTwoFactor,
      })
      .from(businessPolicies)
      .where(eq(businessPolicies.businessId, business))
      .for('update');
    const requireTwoFactor = change.requireTwoFactor ?? before?.requireTwoFactor ?? false;
    const [saved] = await tx
      .insert(businessPolicies)
      .values({ businessId: business, thresholdNgn, requireTwoFactor, updatedAt: now, updatedBy: actor.id })
      .onConflictDoUpdate({
        target: businessPolicies.businessId,
        set: { thresholdNgn, requireTwoFactor, updatedAt: now, updatedBy: actor.id },
      })
      .returning({
        thresholdNgn: businessPolicies.thresholdNgn,
        requireTwoFactor: businessPolicies.requireTwoFactor,
      });
    // Each member carries the requirement, so the guard reads it without a query more.
    await tx.update(users).set({ twoFactorRequired: requireTwoFactor }).where(eq(users.businessId, business));
    await recordAudit(tx, {
      actor,
      action: 'team.approval-policy',
      subjectType: 'business',
      subjectId: business,
      subjectUserId: business,
      before: {
        thresholdNgn: before?.thresholdNgn ?? null,
        requireTwoFactor: before?.requireTwoFactor ?? false,
      },
      after: { thresholdNgn: saved?.thresholdNgn ?? null, requireTwoFactor },
      summary: saved?.thresholdNgn
        ? `${actor.name} set a second approval for requests from ${formatMoney(saved.thresholdNgn, LOCAL_CURRENCY)}`
        : `${actor.name} removed the second approval`,
    });
    return { thresholdNgn: saved?.thresholdNgn ?? null, requireTwoFactor };
  });
}
