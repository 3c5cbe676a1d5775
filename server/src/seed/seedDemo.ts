import { DOCUMENT_TYPE_LABELS } from '@portal/words/documentTypes';
import type { DocumentType } from '@portal/contracts/documents';
import { inArray } from 'drizzle-orm';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { generateAdminPassword } from '../features/admin-account';
import { hashPassword, setPasswordHashCost } from '../features/auth';
import { openDatabase, tables, type Db } from '../plugins/database';
import { createFileStore, type FileStore } from '../plugins/storage';
import { DEMO_CUSTOMERS, type DemoCustomer, type DemoDocument } from './demoCustomers';
import { demoPdf, demoPng } from './demoFiles';

const { users, profiles, documents, auditLog } = tables;

const HOUR = 3_600_000;

/**
 * Why the seed will not run here, or null. Demo customers belong in a developer's
 * embedded database only: never in production, and never in a PostgreSQL server
 * that DATABASE_URL names (which may well hold real customers).
 */
export function seedRefusal(env: NodeJS.ProcessEnv): string | null {
  if (env.NODE_ENV === 'production') return 'The demo seed does not run in production (NODE_ENV=production).';
  if (env.DATABASE_URL) {
    return 'The demo seed only fills the embedded database in DATA_DIR; unset DATABASE_URL to run it.';
  }
  return null;
}

/**
 * PGlite holds its folder while a process has it open (it writes postmaster.pid and
 * removes it on close). A second process writing the same folder would corrupt it,
 * so the seed refuses while the portal has the database open.
 */
export function embeddedDatabaseInUse(dataDir: string): string | null {
  return existsSync(path.join(dataDir, 'pgdata', 'postmaster.pid'))
    ? `The embedded database in ${dataDir} is open in another process; stop the portal first (if none is running, delete pgdata/postmaster.pid there).`
    : null;
}

export interface SeedOptions {
  db: Db;
  files: FileStore;
  /** Where the generated files are written before the store takes them. */
  tmpDir: string;
  /** The one password of every demo customer. */
  password: string;
  now?: Date;
}

export type SeedOutcome = { action: 'created' | 'skipped'; emails: string[] };

interface PlannedDocument {
  id: string;
  userId: string;
  key: string;
  demo: DemoDocument;
  bytes: Buffer;
  uploadedAt: Date;
  decidedAt: Date | null;
}

const companyOf = (customer: DemoCustomer) => customer.profile.companyName || customer.name;

function fileFor(customer: DemoCustomer, demo: DemoDocument): Buffer {
  if (demo.kind === 'png') return demoPng(demo.status === 'rejected' ? [150, 150, 150] : [70, 120, 180]);
  return demoPdf([
    `${DOCUMENT_TYPE_LABELS[demo.type]} - ${companyOf(customer)}`,
    'VendorBridge demonstration document (generated, not a real record).',
    `Holder: ${customer.name}`,
  ]);
}

/**
 * Fills a database with the demo customers: verified accounts, profiles, documents
 * (the files generated and put in the file store) and the audit entries their
 * uploads and decisions would have left. Does nothing when any of them exists, so a
 * second run is harmless.
 */
export async function seedDemo(options: SeedOptions): Promise<SeedOutcome> {
  const { db, files } = options;
  const now = options.now ?? new Date();
  const emails = DEMO_CUSTOMERS.map((customer) => customer.email);
  const existing = await db.select({ id: users.id }).from(users).where(inArray(users.email, emails));
  if (existing.length > 0) return { action: 'skipped', emails };

  const passwordHash = await hashPassword(options.password);
  const accounts = DEMO_CUSTOMERS.map((customer) => ({
    customer,
    id: randomUUID(),
    signedUpAt: new Date(now.getTime() - customer.hoursAgo * HOUR),
  }));
  // Decided documents were uploaded an hour after sign-up and decided three hours
  // later; documents still pending came after any decision.
  const planned: PlannedDocument[] = accounts.flatMap(({ customer, id: userId, signedUpAt }) =>
    customer.documents.map((demo) => {
      const id = randomUUID();
      const decided = demo.status !== 'pending';
      const hasDecided = customer.documents.some((item) => item.status !== 'pending');
      return {
        id,
        userId,
        key: `documents/${userId}/${id}`,
        demo,
        bytes: fileFor(customer, demo),
        uploadedAt: new Date(signedUpAt.getTime() + (decided || !hasDecided ? 1 : 6) * HOUR),
        decidedAt: decided ? new Date(signedUpAt.getTime() + 4 * HOUR) : null,
      };
    }),
  );

  await mkdir(options.tmpDir, { recursive: true, mode: 0o700 });
  const saved: string[] = [];
  try {
    for (const document of planned) {
      const local = path.join(options.tmpDir, `seed-${document.id}`);
      await writeFile(local, document.bytes);
      await files.save(document.key, local, {
        contentType: document.demo.kind === 'pdf' ? 'application/pdf' : 'image/png',
        sizeBytes: document.bytes.length,
      });
      saved.push(document.key);
    }
    await db.transaction(async (tx) => {
      for (const { customer, id, signedUpAt } of accounts) {
        const approved = customer.registration === 'approved';
        const decidedAt =
          customer.registration === 'pending' ? null : new Date(signedUpAt.getTime() + 5 * HOUR);
        await tx.insert(users).values({
          id,
          email: customer.email,
          name: customer.name,
          passwordHash,
          role: 'user',
          approved,
          emailVerifiedAt: signedUpAt,
          registrationStatus: customer.registration,
          registrationDecidedAt: decidedAt,
          createdAt: signedUpAt,
          updatedAt: decidedAt ?? signedUpAt,
        });
        await tx.insert(profiles).values({ userId: id, ...customer.profile, updatedAt: signedUpAt });
        if (decidedAt) {
          await tx.insert(auditLog).values({
            occurredAt: decidedAt,
            action: `registration.${approved ? 'approve' : 'reject'}`,
            subjectType: 'user',
            subjectId: id,
            subjectUserId: id,
            before: { registrationStatus: 'pending' },
            after: { registrationStatus: customer.registration, approved },
            summary: `Registration of ${customer.name} (${companyOf(customer)}) ${customer.registration} (demo data)`,
          });
        }
      }
      for (const document of planned) {
        await tx.insert(documents).values({
          id: document.id,
          userId: document.userId,
          type: document.demo.type,
          fileName: document.demo.fileName,
          contentType: document.demo.kind === 'pdf' ? 'application/pdf' : 'image/png',
          sizeBytes: document.bytes.length,
          sha256: createHash('sha256').update(document.bytes).digest('hex'),
          storageKey: document.key,
          status: document.demo.status,
          reason: document.demo.reason ?? null,
          decidedAt: document.decidedAt,
          createdAt: document.uploadedAt,
        });
      }
      await recordDemoHistory(tx, accounts, planned);
    });
  } catch (error) {
    await Promise.all(saved.map((key) => files.remove(key)));
    throw error;
  }
  return { action: 'created', emails };
}

/** "BVN, CAC, Director Information (2 files)", as the upload route words its audit entry. */
function describeUpload(batch: readonly PlannedDocument[]): string {
  const counts = new Map<DocumentType, number>();
  for (const document of batch) counts.set(document.demo.type, (counts.get(document.demo.type) ?? 0) + 1);
  return [...counts]
    .map(([type, count]) => `${DOCUMENT_TYPE_LABELS[type]}${count > 1 ? ` (${count} files)` : ''}`)
    .join(', ');
}

/** The recent activity the demo would have left: each upload, and each decision on documents. */
async function recordDemoHistory(
  tx: Db,
  accounts: { customer: DemoCustomer; id: string }[],
  planned: PlannedDocument[],
) {
  for (const { customer, id } of accounts) {
    const mine = planned.filter((document) => document.userId === id);
    const byTime = new Map<number, PlannedDocument[]>();
    for (const document of mine) {
      const at = document.uploadedAt.getTime();
      byTime.set(at, [...(byTime.get(at) ?? []), document]);
    }
    for (const [at, batch] of byTime) {
      await tx.insert(auditLog).values({
        occurredAt: new Date(at),
        actorId: id,
        actorEmail: customer.email,
        action: 'documents.upload',
        subjectType: 'user',
        subjectId: id,
        subjectUserId: id,
        after: { documents: batch.map((document) => ({ id: document.id, type: document.demo.type })) },
        summary: `${customer.name} uploaded ${describeUpload(batch)}`,
      });
    }
    for (const status of ['approved', 'rejected'] as const) {
      const decided = mine.filter((document) => document.demo.status === status);
      const first = decided[0];
      if (!first?.decidedAt) continue;
      const types = [...new Set(decided.map((document) => document.demo.type))] as DocumentType[];
      const labels = types.map((type) => DOCUMENT_TYPE_LABELS[type]).join(', ');
      const reason = first.demo.reason ?? null;
      await tx.insert(auditLog).values({
        occurredAt: first.decidedAt,
        action: status === 'approved' ? 'documents.approve' : 'documents.reject',
        subjectType: 'user',
        subjectId: id,
        subjectUserId: id,
        before: { status: 'pending' },
        after: {
          status,
          documents: decided.map((document) => ({ id: document.id, type: document.demo.type })),
        },
        reason,
        summary: `Documents of ${companyOf(customer)} ${status} (${labels})${reason ? `: ${reason}` : ''} (demo data)`,
      });
    }
  }
}

async function main(): Promise<void> {
  const refusal = seedRefusal(process.env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  const config = loadConfig();
  setPasswordHashCost(config.passwordHashCost);
  const inUse = embeddedDatabaseInUse(config.dataDir);
  if (inUse) {
    console.error(inUse);
    process.exit(1);
  }
  const database = openDatabase({ databaseUrl: null, dataDir: config.dataDir });
  try {
    await database.migrate();
    const password = generateAdminPassword();
    const tmpDir = path.join(config.dataDir, 'tmp');
    const outcome = await seedDemo({ db: database.db, files: createFileStore(config), tmpDir, password });
    const list = outcome.emails.map((email) => `  ${email}`).join('\n');
    if (outcome.action === 'skipped') {
      console.log(
        `The demo customers are already in ${config.dataDir}; nothing was added. Their password was printed when they were created.\n${list}`,
      );
      return;
    }
    console.log(`Demo customers added to the embedded database in ${config.dataDir}:\n${list}`);
    console.log(`Their password (all of them): ${password}`);
    console.log('The admin account is made when the server starts (ADMIN_EMAIL, ADMIN_PASSWORD).');
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
