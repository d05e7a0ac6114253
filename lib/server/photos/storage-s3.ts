import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { ConfigError, type Config } from '../config';
import { checkedKey, isPhotoKey, newPhotoKey } from './storage-keys';
import type { PhotoStorage } from './storage-types';


const statusOf = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/**
 * Photos as objects in one bucket of any S3-compatible store, shared by every app node. Every
 * object sits under the prefix of its `area` (`photos/`, or `selfies/` for verification selfies),
 * so the bucket can be shared with other data and each area listed or backed up alone.
 */
export function s3PhotoStorage(s3: Config['s3'], area: 'photos' | 'selfies' = 'photos'): PhotoStorage {
  const PREFIX = `${area}/`;
  const bucket = s3.bucket!;
  const client = new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: s3.credentials,
    // Checksums only where S3 requires them: many S3-compatible stores reject the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => PREFIX + checkedKey(key);
  const where = `bucket ${bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;

  return {
    kind: 's3',
    newKey: newPhotoKey,

    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: 'image/webp', ContentLength: bytes.length }));
    },

    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body || object.ContentLength === undefined) throw new Error(`S3 answered no body or length for ${key}`);
        return { size: object.ContentLength, body: object.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey' || statusOf(error) === 404) return undefined;
        throw error;
      }
    },

    async remove(key) {
      // S3 answers 204 for a key that is already gone, so a repeated delete succeeds.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(PREFIX.length);
          if (key && isPhotoKey(key)) yield key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async verify() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(error);
        const reason =
          status === 404
            ? 'it does not exist (create it first: the app never creates buckets)'
            : status === 403 || status === 401
              ? 'access is denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)'
              : `the store did not answer (${(error as Error).name}: ${(error as Error).message})`;
        throw new ConfigError(`PHOTO_STORAGE=s3: cannot use ${where}: ${reason}`);
      }
    },
  };
}
