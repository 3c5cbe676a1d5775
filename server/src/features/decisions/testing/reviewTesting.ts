import { asc, notLike } from 'drizzle-orm';
import { API_PATHS } from '@portal/contracts/api';
import { DOCUMENT_TYPES, type DocumentType } from '@portal/contracts/documents';
import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { hashPassword } from '../../auth';
import { tables } from '../../../plugins/database';
import type { ServerUnderTest } from '../../../plugins/http/testing/appUnderTest';
import { api, bearer } from '../../../plugins/http/testing/requests';
import { signIn, verifiedAccount, type Credentials } from '../../auth/testing/accounts';

/** Shared by this feature's tests (not a test itself). */

const ADMIN_PASSWORD = 'Admin-Test-Password-1';

export interface Session {
  user: { id: string; name: string; email: string };
  headers: Record<string, string>;
}

/** An admin account (as configuration would make it) signed in through the admin login. */
export async function adminSession(
  server: ServerUnderTest,
  email = 'admin@vendorbridge.test',
): Promise<Session> {
  await server.database.db
    .insert(tables.users)
    .values({
      email,
      name: 'Administrator',
      passwordHash: await hashPassword(ADMIN_PASSWORD),
      role: 'admin',
      approved: true,
      registrationStatus: 'approved',
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing();
  const { user, tokens } = await signIn(
    server.test,
    { email, password: ADMIN_PASSWORD },
    API_PATHS.adminLogin,
  );
  return { user, headers: bearer(tokens.accessToken) };
}

/** A customer who signed up and verified through the API, signed in. */
export async function customerSession(
  server: ServerUnderTest,
  overrides: Partial<Credentials> = {},
): Promise<Session> {
  const credentials = await verifiedAccount(server.test, overrides);
  const { user, tokens } = await signIn(server.test, credentials);
  return { user, headers: bearer(tokens.accessToken) };
}

export async function saveCompany(
  server: ServerUnderTest,
  userId: string,
  companyName: string,
): Promise<void> {
  await server.database.db.insert(tables.profiles).values({ userId, companyName });
}

/** A profile with every checklist field filled in (missingProfileFields finds nothing). */
export async function saveCompleteProfile(
  server: ServerUnderTest,
  userId: string,
  companyName: string,
): Promise<void> {
  await server.database.db.insert(tables.profiles).values({
    userId,
    companyName,
    phone: '+2348031234567',
    address: '12 Broad Street, Lagos',
    bvn: '12345678901',
    tin: '12345678-0001',
    directors: [{ name: 'Ada Obi', ninOrBvn: '98765432109', position: 'CEO' }],
  });
}

export interface DocumentOptions {
  status?: 'pending' | 'approved' | 'rejected';
  superseded?: boolean;
  reason?: string;
  uploadedAt?: Date;
}

/** A document row as an upload leaves it (the bytes do not matter to a review). */
export async function insertDocument(
  server: ServerUnderTest,
  userId: string,
  type: DocumentType,
  options: DocumentOptions = {},
): Promise<string> {
  const id = randomUUID();
  await server.database.db.insert(tables.documents).values({
    id,
    userId,
    type,
    fileName: `${type}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: 1234,
    sha256: 'a'.repeat(64),
    storageKey: `documents/${id}`,
    status: options.status ?? 'pending',
    reason: options.reason ?? null,
    supersededAt: options.superseded ? new Date() : null,
    createdAt: options.uploadedAt ?? new Date(),
  });
  return id;
}

/** All five documents of the set, uploaded and approved: what a registration's approval needs. */
export async function insertApprovedDocumentSet(server: ServerUnderTest, userId: string): Promise<void> {
  for (const type of DOCUMENT_TYPES) await insertDocument(server, userId, type, { status: 'approved' });
}

export function getJson(server: ServerUnderTest, path: string, headers: Record<string, string> = {}) {
  return server.test.app.inject({ method: 'GET', url: api(path), headers });
}

export function postJson(
  server: ServerUnderTest,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
) {
  // Without a body, nothing is sent (no content type either), as a bare POST.
  return server.test.app.inject({
    method: 'POST',
    url: api(path),
    headers,
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}

/** The audit record of decisions, settings and uploads: sign-in events (auth.*) are the auth audit's, not counted here. */
export const auditRows = (server: ServerUnderTest) =>
  server.database.db
    .select()
    .from(tables.auditLog)
    .where(notLike(tables.auditLog.action, 'auth.%'))
    .orderBy(asc(tables.auditLog.id));
