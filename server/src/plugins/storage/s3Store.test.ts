import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { loadConfig } from '../../config';
import { createFileStore } from './createFileStore';
import { FileNotFoundError } from './fileStore';
import { s3Store } from './s3Store';
import { startLocalS3, type LocalS3 } from './testing/localS3';

describe('the S3 file store (against s3rver on loopback)', () => {
  let s3: LocalS3;
  let work: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => {
    await s3?.stop();
  });
  beforeEach(() => {
    work = mkdtempSync(path.join(tmpdir(), 'portal-s3-store-test-'));
  });
  afterEach(() => {
    rmSync(work, { recursive: true, force: true });
  });

  const temporaryFile = (bytes: Buffer) => {
    const file = path.join(work, `upload-${Math.random().toString(16).slice(2)}`);
    writeFileSync(file, bytes);
    return file;
  };

  it('saves a file, gives the same bytes back and consumes the temporary file', async () => {
    const store = s3Store(s3.settings);
    const bytes = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(300_000, 7),
      Buffer.from('\n%%EOF\n'),
    ]);
    const file = temporaryFile(bytes);
    await store.save('documents/u1/d1', file, { contentType: 'application/pdf', sizeBytes: bytes.length });
    expect(existsSync(file)).toBe(false);
    const back = await buffer(await store.open('documents/u1/d1'));
    expect(createHash('sha256').update(back).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });

  it('removes a file, and removing it again is no error', async () => {
    const store = s3Store(s3.settings);
    await store.save('documents/u1/gone', temporaryFile(Buffer.from('x')), {
      contentType: 'image/png',
      sizeBytes: 1,
    });
    await store.remove('documents/u1/gone');
    await expect(store.open('documents/u1/gone')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store.remove('documents/u1/gone')).resolves.toBeUndefined();
  });

  it('answers FileNotFoundError for a key that was never stored', async () => {
    await expect(s3Store(s3.settings).open('documents/nobody/nothing')).rejects.toBeInstanceOf(
      FileNotFoundError,
    );
  });

  it('refuses a key that is not one of ours', async () => {
    const store = s3Store(s3.settings);
    await expect(store.open('../secrets')).rejects.toThrow(/unsafe storage key/);
    await expect(
      store.save('Documents/../x', temporaryFile(Buffer.from('x')), {
        contentType: 'image/png',
        sizeBytes: 1,
      }),
    ).rejects.toThrow(/unsafe storage key/);
  });

  it('passes its check when the bucket is there and fails it when it is not', async () => {
    await expect(s3Store(s3.settings).check()).resolves.toBeUndefined();
    await expect(s3Store({ ...s3.settings, bucket: 'no-such-bucket' }).check()).rejects.toThrow();
  });

  it('fails its check, and saves nothing, with an access key the service does not know', async () => {
    const store = s3Store({ ...s3.settings, accessKeyId: 'UNKNOWN' });
    await expect(store.check()).rejects.toThrow();
    await expect(
      store.save('documents/u1/refused', temporaryFile(Buffer.from('x')), {
        contentType: 'image/png',
        sizeBytes: 1,
      }),
    ).rejects.toThrow();
    await expect(s3Store(s3.settings).open('documents/u1/refused')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('takes the credentials from the AWS default chain (here the environment) when S3_URL has none', async () => {
    const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
    process.env.AWS_ACCESS_KEY_ID = s3.settings.accessKeyId ?? '';
    process.env.AWS_SECRET_ACCESS_KEY = s3.settings.secretAccessKey ?? '';
    try {
      const store = s3Store({ ...s3.settings, accessKeyId: null, secretAccessKey: null });
      await expect(store.check()).resolves.toBeUndefined();
    } finally {
      if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
      else process.env.AWS_ACCESS_KEY_ID = saved.id;
      if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
      else process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
    }
  });

  it('is the store the server uses when S3_URL is set, and names no secret', async () => {
    const config = loadConfig({ NODE_ENV: 'test', S3_URL: s3.url, DATA_DIR: work });
    const store = createFileStore(config);
    expect(store.describe).toBe(`S3 bucket ${s3.settings.bucket} at ${s3.settings.endpoint}`);
    await expect(store.check()).resolves.toBeUndefined();
    expect(createFileStore(loadConfig({ NODE_ENV: 'test', DATA_DIR: work })).describe).toBe(
      `disk ${path.join(work, 'files')}`,
    );
  });
});
