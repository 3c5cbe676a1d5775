import type { profileUpdateSchema } from '@portal/contracts/profile';
import type { Profile } from '@portal/contracts/profileAnswers';
import { eq } from 'drizzle-orm';
import type * as z from 'zod/mini';
import { tables, type Db, type UserRow } from '../../plugins/database';

const { users, profiles } = tables;

type ProfileRow = typeof profiles.$inferSelect;
export type ProfileChanges = z.infer<typeof profileUpdateSchema>;

type Account = Pick<UserRow, 'id' | 'name' | 'email'>;

/**
 * The profile as the API answers it. A customer who never saved one gets their
 * account's name and e-mail and every other field empty: never sample values.
 */
function toProfile(account: Account, row: ProfileRow | undefined): Profile {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    phone: row?.phone ?? '',
    address: row?.address ?? '',
    bvn: row?.bvn ?? '',
    tin: row?.tin ?? '',
    companyName: row?.companyName ?? '',
    directorInfo: (row?.directors ?? []).map(({ name, ninOrBvn, position }) => ({
      name,
      ninOrBvn,
      position,
    })),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

export async function readProfile(db: Db, account: Account): Promise<Profile> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, account.id)).limit(1);
  return toProfile(account, row);
}

/**
 * Saves the checked form: the profile row (made on the first save) and the account's
 * name, which the navbar greets with, together or not at all. The e-mail is the
 * account's sign-in and is not changed here.
 */
export async function saveProfile(db: Db, account: Account, changes: ProfileChanges, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ name: changes.name, updatedAt: now })
      .where(eq(users.id, account.id))
      .returning({ id: users.id, name: users.name, email: users.email });
    if (!user) throw new Error('the signed-in account disappeared while saving its profile');
    const fields = {
      phone: changes.phone,
      address: changes.address,
      bvn: changes.bvn,
      tin: changes.tin,
      companyName: changes.companyName,
      directors: changes.directorInfo,
      updatedAt: now,
    };
    const [row] = await tx
      .insert(profiles)
      .values({ userId: account.id, ...fields })
      .onConflictDoUpdate({ target: profiles.userId, set: fields })
      .returning();
    return toProfile(user, row);
  });
}
