import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../s3Store';

export interface LocalS3 {
  settings: S3Settings;
  /** The same as an S3_URL value. */
  url: string;
  /** Where s3rver keeps the bucket's objects. */
  directory: string;
  stop: () => Promise<void>;
}

/** s3rver's fixed credentials: it checks every request's signature against them. */
const KEY = 'S3RVER';

/**
 * A real S3 API (s3rver) on a free loopback port, on a fresh folder, with one empty
 * bucket; quiet. The tests need no network beyond the machine itself.
 */
export async function startLocalS3(bucket = 'portal-test-files'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      endpoint,
      region: 'us-east-1',
      bucket,
      accessKeyId: KEY,
      secretAccessKey: KEY,
      forcePathStyle: true,
    },
    url: `http://${KEY}:${KEY}@127.0.0.1:${port}/${bucket}`,
    directory,
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
