import { normalizeEmail, validateNewPassword } from '@portal/contracts/validation';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { randomBytes } from 'node:crypto';
import { ConfigError } from '../../config';
import { hashPassword, revokeAllSessions, verifyPassword } from '../auth';
import { tables, type Db } from '../../plugins/database';
import { developerNotice } from '../../plugins/logging';

const { users } = tables;

export const ADMIN_NAME = 'Administrator';

export interface AdminSettings {
  adminEmail: string;
  adminPassword: string | null;
  /**
   * ADMIN_PROMOTE_EXISTING=true: an existing customer account at ADMIN_EMAIL becomes
   * the admin. Without it such an account stops the start instead: whoever signed up
   * with that address (perhaps before ADMIN_EMAIL was set to it) must not silently
   * gain every admin power.
   */
  adminPromoteExisting?: boolean;
  /**
   * ADMIN_NAME: the admin's name as staff screens show who did something ("Decided by Amaka
   * Eze"), applied at every start; unset, a new admin is "Administrator" and an existing one
   * keeps its name.
   */
  adminName?: string | null;
}

/** The one sentence the start fails with when ADMIN_EMAIL belongs to a customer. */
export const customerAtAdminEmail = (email: string) =>
  `ADMIN_EMAIL ${email} belongs to an existing customer account; set ADMIN_PROMOTE_EXISTING=true to make that account the admin, or choose another ADMIN_EMAIL.`;

export type AdminOutcome =
  | { action: 'created'; generatedPassword: string | null }
  | { action: 'updated'; passwordChanged: boolean; promoted: boolean }
  | { action: 'kept' };

/**
 * A strong password that also meets the sign-up rules (6 or more characters with a lowercase
 * letter, an uppercase letter and a digit).
 */
export function generateAdminPassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString('base64url');
    if (!validateNewPassword(candidate)) return candidate;
  }
}

/**
 * The admin account comes from configuration, never from sign-up. At every
 * start it is made to exist, verified, approved and role admin. ADMIN_PASSWORD, when
 * set, is its password (a change ends the admin's sessions). Without it (only
 * allowed outside production) a new account gets a generated password that is
 * printed once, and an existing account keeps the password it has. A customer
 * account at the address is made the admin only with ADMIN_PROMOTE_EXISTING=true
 * (its sessions end, since they were opened as a customer); otherwise the start
 * fails with a ConfigError.
 */
export async function ensureAdminAccount(
  db: Db,
  settings: AdminSettings,
  log: FastifyBaseLogger,
  now: Date = new Date(),
): Promise<AdminOutcome> {
  const email = normalizeEmail(settings.adminEmail);
  const [existing] = await db.select().from(users).where(eq(users.email, email));

  if (!existing) {
    const password = settings.adminPassword ?? generateAdminPassword();
    const [created] = await db
      .insert(users)
      .values({
        email,
        name: settings.adminName ?? ADMIN_NAME,
        passwordHash: await hashPassword(password),
        role: 'admin',
        // The configured admin is the first superadmin (D35), and stays one: the way back in.
        staffRole: 'superadmin',
        approved: true,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // Another instance starting at the same moment created it first.
    if (!created) return ensureAdminAccount(db, settings, log, now);
    if (settings.adminPassword) {
      log.info(`Admin account ${email} created with the password from ADMIN_PASSWORD`);
      return { action: 'created', generatedPassword: null };
    }
    log.warn(
      developerNotice(),
      `Admin account created: ${email} with password ${password} (shown only this once; set ADMIN_PASSWORD to choose it)`,
    );
    return { action: 'created', generatedPassword: password };
  }

  const promoted = existing.role !== 'admin';
  if (promoted && !settings.adminPromoteExisting) throw new ConfigError(customerAtAdminEmail(email));
  const passwordChanged =
    settings.adminPassword !== null && !(await verifyPassword(existing.passwordHash, settings.adminPassword));
  const nameChanged = Boolean(settings.adminName) && existing.name !== settings.adminName;
  const flagsRight =
    !promoted &&
    !nameChanged &&
    existing.approved &&
    existing.emailVerifiedAt !== null &&
    existing.staffRole === 'superadmin';
  if (flagsRight && !passwordChanged) return { action: 'kept' };
  const endSessions = passwordChanged || promoted;

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: 'admin',
        staffRole: 'superadmin',
        approved: true,
        emailVerifiedAt: existing.emailVerifiedAt ?? now,
        ...(nameChanged && settings.adminName ? { name: settings.adminName } : {}),
        updatedAt: now,
        ...(passwordChanged && settings.adminPassword
          ? { passwordHash: await hashPassword(settings.adminPassword) }
          : {}),
        ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
      })
      .where(eq(users.id, existing.id));
    if (endSessions) await revokeAllSessions(tx, existing.id, now);
  });
  if (promoted) {
    log.warn(`The existing account ${email} was made the admin (ADMIN_PROMOTE_EXISTING=true)`);
  }
  log.info(
    `Admin account ${email} updated${passwordChanged ? ' with the password from ADMIN_PASSWORD' : ''}`,
  );
  return { action: 'updated', passwordChanged, promoted };
}
