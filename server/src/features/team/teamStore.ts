import type { ApprovalPolicy } from '@portal/contracts/teams';
import { eq } from 'drizzle-orm';
import { tables, type Db } from '../../plugins/database';

const { users, profiles, businessPolicies } = tables;

/** The business's approval policy; no threshold when none was saved. */
export async function readPolicy(db: Db, business: string): Promise<ApprovalPolicy> {
  const [row] = await db
    .select({
      thresholdNgn: businessPolicies.thresholdNgn,
      requireTwoFactor: businessPolicies.requireTwoFactor,
    })
    .from(businessPolicies)
    .where(eq(businessPolicies.businessId, business));
  return { thresholdNgn: row?.thresholdNgn ?? null, requireTwoFactor: row?.requireTwoFactor ?? false };
}

/** The name people know the business by: its profile's company name, else its founder's name. */
export async function businessName(db: Db, business: string): Promise<string> {
  const [row] = await db
    .select({ company: profiles.companyName, founder: users.name })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, business));
  return row?.company || row?.founder || 'your business';
}
