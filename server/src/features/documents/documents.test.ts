import { expect } from '@jest/globals';
import { DATA_PATHS } from '@portal/contracts/api';
import { MAX_UPLOAD_BYTES } from '@portal/contracts/customer';
import { documentListDataSchema, UPLOAD_MESSAGES, type CustomerDocument } from '@portal/contracts/documents';
import { ERROR_CODES } from '@portal/contracts/errorCodes';
import { validateWith } from '@portal/contracts/fieldErrors';
import { eq, notLike, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api, DATABASE_KINDS, useTestServer } from '../../testing';
import { tables } from '../../plugins/database';
import { diskStore } from '../../plugins/storage';
import { UPLOAD_REFUSALS } from '../../plugins/uploads';
import { JPEG, NOT_A_PDF, PDF, PNG, pdfOfSize } from '../../plugins/uploads/testing/fixtures';
import {
  adminSession,
  breakableStore,
  customerSession,
  download,
  filesUnder,
  upload,
  type Session,
} from './testing/documentTesting';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const documentsOf = (response: { json: () => unknown }): CustomerDocument[] => {
  const body = response.json() as { data: unknown };
  const checked = validateWith(documentListDataSchema, body.data);
  if (!checked.ok) throw new Error(`not the contract's shape: ${checked.message}`);
  return checked.data.documents;
};

describe.each(DATABASE_KINDS)('KYB documents on %s', (kind) => {
  const storeDir = mkdtempSync(path.join(tmpdir(), 'portal-documents-store-'));
  const store = breakableStore(diskStore(storeDir));
  const server = useTestServer(kind, { files: store });
  afterAll(() => rmSync(storeDir, { recursive: true, force: true }));
  beforeEach(() => {
    store.savesLeft = Infinity;
    rmSync(path.join(storeDir, 'documents'), { recursive: true, force: true });
  });

  const temporaryFiles = () => filesUnder(path.join(server.test.config.dataDir, 'tmp'));
  const documentRows = () => server.database.db.select().from(tables.documents);
  const list = (session: Session | null) =>
    server.test.app.inject({
      method: 'GET',
      url: api(DATA_PATHS.documents),
      headers: session?.headers ?? {},
    });
  const setStatus = (id: string, status: 'approved' | 'rejected') =>
    server.database.db
      .update(tables.documents)
      .set({ status, reason: status === 'rejected' ? 'Blurred scan' : null, decidedAt: new Date() })
      .where(eq(tables.documents.id, id));

  /** Nothing of a refused upload is anywhere: no row, no stored file, no temporary file. */
  async function expectNothingKept() {
    expect(await documentRows()).toEqual([]);
    expect(filesUnder(storeDir)).toEqual([]);
    expect(temporaryFiles()).toEqual([]);
  }

  describe('uploading', () => {
    it('takes one file of each type and several director IDs, as pending documents', async () => {
      const customer = await customerSession(server.test);
      const response = await upload(server.test, customer, [
        { field: 'bvnFile', fileName: 'bvn.pdf', contentType: 'application/pdf', content: PDF },
        { field: 'cacFile', fileName: 'cac.png', contentType: 'image/png', content: PNG },
        { field: 'proofOfAddress', fileName: 'bill.jpg', contentType: 'image/jpeg', content: JPEG },
        { field: 'tinFile', fileName: 'tin.pdf', content: PDF },
        { field: 'directorInfoFiles', fileName: 'director-1.png', content: PNG },
        { field: 'directorInfoFiles', fileName: 'director-2.pdf', content: PDF },
      ]);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ success: true, message: UPLOAD_MESSAGES.uploaded });
      const documents = documentsOf(response);
      expect(
        documents.map(({ type, fileName, contentType, sizeBytes, status, superseded, reason }) => ({
          type,
          fileName,
          contentType,
          sizeBytes,
          status,
          superseded,
          reason,
        })),
      ).toEqual(
        expect.arrayContaining([
          {
            type: 'bvn',
            fileName: 'bvn.pdf',
            contentType: 'application/pdf',
            sizeBytes: PDF.length,
            status: 'pending',
            superseded: false,
            reason: null,
          },
          {
            type: 'cac',
            fileName: 'cac.png',
            contentType: 'image/png',
            sizeBytes: PNG.length,
            status: 'pending',
            superseded: false,
            reason: null,
          },
          {
            type: 'proofOfAddress',
            fileName: 'bill.jpg',
            contentType: 'image/jpeg',
            sizeBytes: JPEG.length,
            status: 'pending',
            superseded: false,
            reason: null,
          },
          {
            type: 'tin',
            fileName: 'tin.pdf',
            contentType: 'application/pdf',
            sizeBytes: PDF.length,
            status: 'pending',
            superseded: false,
            reason: null,
          },
          {
            type: 'directorInfo',
            fileName: 'director-1.png',
            contentType: 'image/png',
            sizeBytes: PNG.length,
            status: 'pending',
            superseded: false,
            reason: null,
          },
          {
            type: 'directorInfo',
            fileName: 'director-2.pdf',
            contentType: 'application/pdf',
            sizeBytes: PDF.length,
            status: 'pending',
            superseded: false,
            reason: null,
          },
        ]),
      );
      expect(documents).toHaveLength(6);
      expect(documents.find((document) => document.type === 'cac')?.sha256).toBe(sha256(PNG));

      const rows = await documentRows();
      expect(rows).toHaveLength(6);
      for (const row of rows) {
        expect(row.userId).toBe(customer.id);
        expect(row.storageKey).toBe(`documents/${customer.id}/${row.id}`);
      }
      expect(filesUnder(storeDir)).toEqual(rows.map((row) => row.storageKey).sort());
      expect(temporaryFiles()).toEqual([]);

      const audit = await server.database.db
        .select()
        .from(tables.auditLog)
        .where(notLike(tables.auditLog.action, 'auth.%'));
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'documents.upload',
          actorId: customer.id,
          subjectUserId: customer.id,
          summary: expect.stringContaining('BVN, CAC, Proof of Address, TIN, Director Information (2 files)'),
        }),
      ]);
    });

    it('takes a file of exactly 5 MB: the API body limit does not apply to streamed uploads', async () => {
      const customer = await customerSession(server.test);
      const response = await upload(server.test, customer, [
        { field: 'bvnFile', fileName: 'big.pdf', content: pdfOfSize(MAX_UPLOAD_BYTES) },
      ]);
      expect(response.statusCode).toBe(201);
      expect(documentsOf(response)[0]?.sizeBytes).toBe(MAX_UPLOAD_BYTES);
    });

    it('refuses a file whose bytes are not a PDF though it is named and declared one', async () => {
      const customer = await customerSession(server.test);
      const response = await upload(server.test, customer, [
        { field: 'cacFile', fileName: 'cac.png', content: PNG },
        { field: 'bvnFile', fileName: 'bvn.pdf', contentType: 'application/pdf', content: NOT_A_PDF },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        message: UPLOAD_MESSAGES.wrongType,
        code: ERROR_CODES.unsupportedFileType,
        errors: { bvnFile: [UPLOAD_MESSAGES.wrongType] },
      });
      await expectNothingKept();
    });

    it('refuses a 6 MB file while it streams (413), leaving no temporary file and no row', async () => {
      const customer = await customerSession(server.test);
      const response = await upload(server.test, customer, [
        { field: 'proofOfAddress', fileName: 'scan.pdf', content: pdfOfSize(6 * 1024 * 1024) },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        success: false,
        message: UPLOAD_MESSAGES.tooLarge,
        code: ERROR_CODES.fileTooLarge,
        errors: { proofOfAddress: [UPLOAD_MESSAGES.tooLarge] },
      });
      await expectNothingKept();
    });

    it('refuses a request that is not multipart with 415', async () => {
      const customer = await customerSession(server.test);
      for (const [contentType, payload] of [
        ['application/json', '{"bvnFile":"JVBERi0="}'],
        ['text/plain', 'bvn'],
      ]) {
        const response = await server.test.app.inject({
          method: 'POST',
          url: api(DATA_PATHS.documents),
          headers: { ...customer.headers, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          success: false,
          message: UPLOAD_REFUSALS.notMultipart,
          code: ERROR_CODES.unsupportedMediaType,
        });
      }
      await expectNothingKept();
    });

    it('refuses a multipart body cut short with 400', async () => {
      const customer = await customerSession(server.test);
      const { multipartBody } = await import('../../plugins/uploads/testing/multipartBody');
      const body = multipartBody([
        { field: 'bvnFile', fileName: 'bvn.pdf', content: PDF },
        { field: 'cacFile', fileName: 'cac.pdf', content: pdfOfSize(20_000) },
      ]);
      const response = await server.test.app.inject({
        method: 'POST',
        url: api(DATA_PATHS.documents),
        headers: { ...customer.headers, ...body.headers },
        payload: body.payload.subarray(0, 10_000),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: ERROR_CODES.badRequest });
      await expectNothingKept();
    });

    it('refuses a field the form does not have with 400', async () => {
      const customer = await customerSession(server.test);
      const response = await upload(server.test, customer, [
        { field: 'bvnFile', fileName: 'bvn.pdf', content: PDF },
        { field: 'passportFile', fileName: 'passport.pdf', content: PDF },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: UPLOAD_MESSAGES.unknownField,
        errors: { passportFile: [UPLOAD_MESSAGES.unknownField] },
      });
      await expectNothingKept();
    });

    it('refuses an upload without a file with 400', async () => {
      const customer = await customerSession(server.test);
      for (const parts of [[], [{ field: 'bvnFile', fileName: '', content: Buffer.alloc(0) }]]) {
        const response = await upload(server.test, customer, parts);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({
          success: false,
          message: UPLOAD_MESSAGES.noFiles,
          code: ERROR_CODES.validation,
        });
      }
      await expectNothingKept();
    });

    it('answers 503 and keeps nothing when the file store fails, removing what it had saved', async () => {
      const customer = await customerSession(server.test);
      store.savesLeft = 1;
      const response = await upload(server.test, customer, [
        { field: 'bvnFile', fileName: 'bvn.pdf', content: PDF },
        { field: 'cacFile', fileName: 'cac.pdf', content: PDF },
      ]);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.storageUnavailable });
      await expectNothingKept();
    });

    it('removes the stored files when the transaction does not commit', async () => {
      const customer = await customerSession(server.test);
      const db = server.database.db;
      await db.execute(sql`create function refuse_document() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end; $$`);
      await db.execute(sql`create trigger refuse_document before insert on documents
        for each row execute function refuse_document()`);
      try {
        const response = await upload(server.test, customer, [
          { field: 'bvnFile', fileName: 'bvn.pdf', content: PDF },
        ]);
        expect(response.statusCode).toBe(500);
      } finally {
        await db.execute(sql`drop trigger refuse_document on documents`);
        await db.execute(sql`drop function refuse_document()`);
      }
      await expectNothingKept();
      expect(
        await db.select().from(tables.auditLog).where(notLike(tables.auditLog.action, 'auth.%')),
      ).toEqual([]);
    });
  });

  describe('versions', () => {
    it('keeps a rejected document and adds the new upload as a new pending version', async () => {
      const customer = await customerSession(server.test);
      const first = documentsOf(
        await upload(server.test, customer, [{ field: 'bvnFile', fileName: 'old.pdf', content: PDF }]),
      );
      await setStatus(first[0]!.id, 'rejected');

      const again = await upload(server.test, customer, [
        { field: 'bvnFile', fileName: 'new.png', content: PNG },
      ]);
      expect(again.statusCode).toBe(201);
      const [created] = documentsOf(again);
      expect(created).toMatchObject({
        type: 'bvn',
        fileName: 'new.png',
        status: 'pending',
        superseded: false,
      });

      const all = documentsOf(await list(customer));
      expect(
        all.map(({ fileName, status, superseded, reason }) => ({ fileName, status, superseded, reason })),
      ).toEqual([
        { fileName: 'new.png', status: 'pending', superseded: false, reason: null },
        { fileName: 'old.pdf', status: 'rejected', superseded: true, reason: 'Blurred scan' },
      ]);
      // The old version's file is kept with it.
      expect((await download(server.test, customer, first[0]!.id)).rawPayload).toEqual(PDF);
    });

    it('replaces a pending document that was not decided yet', async () => {
      const customer = await customerSession(server.test);
      await upload(server.test, customer, [{ field: 'tinFile', fileName: 'tin-1.pdf', content: PDF }]);
      await upload(server.test, customer, [{ field: 'tinFile', fileName: 'tin-2.pdf', content: PDF }]);
      const all = documentsOf(await list(customer));
      expect(all.map(({ fileName, superseded }) => ({ fileName, superseded }))).toEqual([
        { fileName: 'tin-2.pdf', superseded: false },
        { fileName: 'tin-1.pdf', superseded: true },
      ]);
    });

    it('refuses to replace an approved document (409) and stores nothing of the upload', async () => {
      const customer = await customerSession(server.test);
      const [cac] = documentsOf(
        await upload(server.test, customer, [{ field: 'cacFile', fileName: 'cac.pdf', content: PDF }]),
      );
      await setStatus(cac!.id, 'approved');
      const storedBefore = filesUnder(storeDir);

      const response = await upload(server.test, customer, [
        { field: 'bvnFile', fileName: 'bvn.pdf', content: PDF },
        { field: 'cacFile', fileName: 'cac-again.pdf', content: PDF },
      ]);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        message: UPLOAD_MESSAGES.alreadyApproved,
        code: ERROR_CODES.conflict,
        errors: { cacFile: [UPLOAD_MESSAGES.alreadyApproved] },
      });
      expect((await documentRows()).map((row) => row.fileName)).toEqual(['cac.pdf']);
      expect(filesUnder(storeDir)).toEqual(storedBefore);
      expect(temporaryFiles()).toEqual([]);
    });

    it('adds director IDs beside the others and supersedes only the rejected ones', async () => {
      const customer = await customerSession(server.test);
      const first = documentsOf(
        await upload(server.test, customer, [
          { field: 'directorInfoFiles', fileName: 'approved.pdf', content: PDF },
          { field: 'directorInfoFiles', fileName: 'rejected.pdf', content: PDF },
          { field: 'directorInfoFiles', fileName: 'pending.pdf', content: PDF },
        ]),
      );
      const idOf = (name: string) => first.find((document) => document.fileName === name)!.id;
      await setStatus(idOf('approved.pdf'), 'approved');
      await setStatus(idOf('rejected.pdf'), 'rejected');

      const again = await upload(server.test, customer, [
        { field: 'directorInfoFiles', fileName: 'new.pdf', content: PDF },
      ]);
      expect(again.statusCode).toBe(201);
      const current = documentsOf(await list(customer))
        .filter((document) => !document.superseded)
        .map((document) => document.fileName)
        .sort();
      expect(current).toEqual(['approved.pdf', 'new.pdf', 'pending.pdf']);
    });
  });

  describe('listing', () => {
    it("lists only the caller's documents, newest first, every version with its superseded flag", async () => {
      const customer = await customerSession(server.test);
      const other = await customerSession(server.test);
      await upload(server.test, other, [{ field: 'bvnFile', fileName: 'other.pdf', content: PDF }]);
      expect(documentsOf(await list(customer))).toEqual([]);

      await upload(server.test, customer, [{ field: 'bvnFile', fileName: 'one.pdf', content: PDF }]);
      server.test.clock.advance(60_000);
      await upload(server.test, customer, [{ field: 'cacFile', fileName: 'two.pdf', content: PDF }]);
      const response = await list(customer);
      expect(response.statusCode).toBe(200);
      const documents = documentsOf(response);
      expect(documents.map((document) => document.fileName)).toEqual(['two.pdf', 'one.pdf']);
      expect(Date.parse(documents[0]!.uploadedAt)).toBeGreaterThan(Date.parse(documents[1]!.uploadedAt));
      expect(JSON.stringify(response.json())).not.toContain('storage');
    });
  });

  describe('downloading', () => {
    it('gives the owner the same bytes with a safe type, name and no caching', async () => {
      const customer = await customerSession(server.test);
      const bytes = pdfOfSize(200_000);
      const [document] = documentsOf(
        await upload(server.test, customer, [
          { field: 'bvnFile', fileName: 'Déclaration (BVN).pdf', content: bytes },
        ]),
      );
      const response = await download(server.test, customer, document!.id);
      expect(response.statusCode).toBe(200);
      expect(sha256(response.rawPayload)).toBe(sha256(bytes));
      expect(document!.sha256).toBe(sha256(bytes));
      expect(response.headers).toMatchObject({
        'content-type': 'application/pdf',
        'content-length': String(bytes.length),
        'x-content-type-options': 'nosniff',
        'cache-control': 'private, no-store',
        'content-disposition': `inline; filename="D_claration (BVN).pdf"; filename*=UTF-8''D%C3%A9claration%20%28BVN%29.pdf`,
      });
    });

    it('gives an admin any customer’s file', async () => {
      const customer = await customerSession(server.test);
      const [document] = documentsOf(
        await upload(server.test, customer, [{ field: 'cacFile', fileName: 'cac.png', content: PNG }]),
      );
      const admin = await adminSession(server.test, server.database.db);
      const response = await download(server.test, admin, document!.id);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.rawPayload).toEqual(PNG);
    });

    it("answers 404 for another customer's document, an unknown id and an id that is not a uuid", async () => {
      const owner = await customerSession(server.test);
      const other = await customerSession(server.test);
      const [document] = documentsOf(
        await upload(server.test, owner, [{ field: 'bvnFile', fileName: 'bvn.pdf', content: PDF }]),
      );
      for (const id of [document!.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1 or 1=1']) {
        const response = await download(server.test, other, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ success: false, message: 'Not found', code: ERROR_CODES.notFound });
      }
    });

    it('answers 404 (and logs) when a row has lost its stored file', async () => {
      const customer = await customerSession(server.test);
      const [document] = documentsOf(
        await upload(server.test, customer, [{ field: 'bvnFile', fileName: 'bvn.pdf', content: PDF }]),
      );
      await store.remove(`documents/${customer.id}/${document!.id}`);
      expect((await download(server.test, customer, document!.id)).statusCode).toBe(404);
      expect(server.test.logs.join('')).toContain('a document row has no stored file');
    });
  });

  describe('who may', () => {
    it('answers 401 without a token or with a bad one, on every route', async () => {
      const customer = await customerSession(server.test);
      const [document] = documentsOf(
        await upload(server.test, customer, [{ field: 'bvnFile', fileName: 'bvn.pdf', content: PDF }]),
      );
      const noToken: Record<string, string> = {};
      for (const headers of [noToken, { authorization: 'Bearer not-a-token' }]) {
        const session: Session = { id: '', headers };
        expect(
          (await upload(server.test, session, [{ field: 'bvnFile', fileName: 'x.pdf', content: PDF }]))
            .statusCode,
        ).toBe(401);
        expect((await list(session)).statusCode).toBe(401);
        expect((await download(server.test, session, document!.id)).statusCode).toBe(401);
        expect((await download(server.test, session, 'not-a-uuid')).statusCode).toBe(401);
      }
      expect(await documentRows()).toHaveLength(1);
    });

    it('answers 403 to an admin uploading or listing: admins have no documents of their own', async () => {
      const admin = await adminSession(server.test, server.database.db);
      const response = await upload(server.test, admin, [
        { field: 'bvnFile', fileName: 'bvn.pdf', content: PDF },
      ]);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: ERROR_CODES.forbidden });
      expect((await list(admin)).statusCode).toBe(403);
      await expectNothingKept();
    });
  });
});
