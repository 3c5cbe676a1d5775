import { DATA_PATHS } from '@portal/contracts/api';
import type { DocumentListData } from '@portal/contracts/documents';
import { createHash } from 'node:crypto';
import { buildTestApp, openTestDatabase, api, type TestApp, type TestDatabase } from '../../testing';
import { s3Store } from '../../plugins/storage';
import { startLocalS3, type LocalS3 } from '../../plugins/storage/testing/localS3';
import { PNG, pdfOfSize } from '../../plugins/uploads/testing/fixtures';
import { customerSession, download, filesUnder, upload } from './testing/documentTesting';
import path from 'node:path';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The same routes with the files in an S3 bucket (s3rver on loopback) instead of on the disk. */
describe('KYB documents stored in S3', () => {
  let s3: LocalS3;
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    database = await openTestDatabase('pglite');
    test = await buildTestApp(database, { files: s3Store(s3.settings) });
  });
  afterAll(async () => {
    await test?.close();
    await database?.close();
    await s3?.stop();
  });

  it('uploads to the bucket and downloads the same bytes, leaving no temporary file', async () => {
    const customer = await customerSession(test);
    const pdf = pdfOfSize(3 * 1024 * 1024);
    const response = await upload(test, customer, [
      { field: 'bvnFile', fileName: 'bvn.pdf', content: pdf },
      { field: 'directorInfoFiles', fileName: 'director.png', content: PNG },
    ]);
    expect(response.statusCode).toBe(201);
    const { documents } = response.json<{ data: DocumentListData }>().data;
    expect(filesUnder(path.join(test.config.dataDir, 'tmp'))).toEqual([]);
    expect(filesUnder(path.join(test.config.dataDir, 'files'))).toEqual([]);

    for (const [type, bytes, contentType] of [
      ['bvn', pdf, 'application/pdf'],
      ['directorInfo', PNG, 'image/png'],
    ] as const) {
      const document = documents.find((item) => item.type === type)!;
      expect(document.sha256).toBe(sha256(bytes));
      const file = await download(test, customer, document.id);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(contentType);
      expect(sha256(file.rawPayload)).toBe(sha256(bytes));
    }
    const listed = await test.app.inject({
      method: 'GET',
      url: api(DATA_PATHS.documents),
      headers: customer.headers,
    });
    expect(listed.json<{ data: DocumentListData }>().data.documents).toHaveLength(2);
  });
});
