import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { FileNotFoundError, SAFE_KEY, type FileStore } from './fileStore';

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, R2…) for uploaded files. */
export interface S3Settings {
  /** The service's origin, e.g. http://127.0.0.1:9000. */
  endpoint: string;
  region: string;
  bucket: string;
  /** Null (both): the AWS SDK's default chain gives them (environment, IAM role…). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Bucket in the path (host/bucket/key), as MinIO and most S3-compatible services need. */
  forcePathStyle: boolean;
}

const checkedKey = (key: string) => {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key ${key}`);
  return key;
};

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

/**
 * Files in an S3-compatible bucket (S3_URL). Each upload is sent whole from its
 * checked temporary file, with its length, so it is one PUT and never buffered in
 * memory; downloads stream from the bucket. Checksums are sent only where S3
 * requires them: the newer default (trailing CRC checksums in chunked bodies) is
 * not understood by many S3-compatible services.
 */
export function s3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // Without credentials in S3_URL, the SDK's default chain finds them (IAM role, environment).
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    describe: `S3 bucket ${Bucket} at ${settings.endpoint}`,
    async save(key, localPath, meta) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: createReadStream(localPath),
          ContentLength: meta.sizeBytes,
          ContentType: meta.contentType,
        }),
      );
      // Like the disk store, saving consumes the temporary file.
      await unlink(localPath);
    },
    async open(key): Promise<Readable> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
        if (!(answer.Body instanceof Readable)) throw new Error(`no readable body for ${key}`);
        return answer.Body;
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
