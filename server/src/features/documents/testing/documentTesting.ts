import { API_PATHS, DATA_PATHS, withId } from '@portal/contracts/api';
import type { LightMyRequestResponse } from 'fastify';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { AppUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { api, bearer } from '../../../plugins/http/testing/requests';
import { signIn, verifiedAccount } from '../../auth/testing/accounts';
import { hashPassword } from '../../auth';
import { tables, type Db } from '../../../plugins/database';
import type { FileStore } from '../../../plugins/storage';
import { multipartBody, type FilePart, type TextPart } from '../../../plugins/uploads/testing/multipartBody';

/** Shared by this feature's tests (not a test itself). */

export interface Session {
  id: string;
  headers: Record<string, string>;
}

export async function customerSession(test: AppUnderTest): Promise<Session> {
  const { user, tokens } = await signIn(test, await verifiedAccount(test));
  return { id: user.id, headers: bearer(tokens.accessToken) };
}

const ADMIN = { email: 'documents-admin@vendorbridge.test', password: 'Admin-Test-Password-1' };

/** An admin account, as configuration makes one, signed in through the admin login. */
export async function adminSession(test: AppUnderTest, db: Db): Promise<Session> {
  await db
    .insert(tables.users)
    .values({
      email: ADMIN.email,
      name: 'Administrator',
      passwordHash: await hashPassword(ADMIN.password),
      role: 'admin',
      approved: true,
      registrationStatus: 'approved',
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
  const { user, tokens } = await signIn(test, ADMIN, API_PATHS.adminLogin);
  return { id: user.id, headers: bearer(tokens.accessToken) };
}

export function upload(
  test: AppUnderTest,
  session: Session | null,
  parts: readonly (FilePart | TextPart)[],
): Promise<LightMyRequestResponse> {
  const body = multipartBody(parts);
  return test.app.inject({
    method: 'POST',
    url: api(DATA_PATHS.documents),
    headers: { ...body.headers, ...(session?.headers ?? {}) },
    payload: body.payload,
  });
}

export const download = (test: AppUnderTest, session: Session | null, id: string) =>
  test.app.inject({
    method: 'GET',
    url: api(withId(DATA_PATHS.documentFile, id)),
    headers: session?.headers ?? {},
  });

/** Every file under `dir`, relative to it (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** The store it wraps, except that saves fail once `savesLeft` of them have succeeded. */
export function breakableStore(inner: FileStore): FileStore & { savesLeft: number } {
  const store = {
    savesLeft: Infinity,
    describe: inner.describe,
    save: async (...args: Parameters<FileStore['save']>) => {
      if (store.savesLeft <= 0) throw new Error('the store is down');
      store.savesLeft -= 1;
      return inner.save(...args);
    },
    open: (key: string) => inner.open(key),
    remove: (key: string) => inner.remove(key),
    check: () => inner.check(),
  };
  return store;
}
