import type * as S3 from '@aws-sdk/client-s3';
import { ConfigError, type Config } from '../config';
import { checkedKey, isPhotoKey, newPhotoKey } from './storage-keys';
import type { PhotoStorage } from './storage-types';

type Sdk = typeof S3;

/**
 * Photos as objects in one bucket of any S3-compatible store, shared by every app node. Every
 * object sits under the prefix of its `area` (`photos/`, or `selfies/` for verification selfies),
 * so the bucket can be shared with other data and each area listed or backed up alone.
 */
export function s3PhotoStorage(s3: Config['s3'], area: 'photos' | 'selfies' = 'photos'): PhotoStorage {
  const PREFIX = `${area}/`;
  const bucket = s3.bucket!;
  // The SDK is loaded when the bucket is first used (the start-up check), not when the server
  // starts: a quarter of a second of CPU that nodes storing photos on disk never need.
  let loaded: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const ready = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        credentials: s3.credentials,
        // Checksums only where S3 requires them: many S3-compatible stores reject the newer defaults.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));
  const statusOf = ({ sdk }: { sdk: Sdk }, error: unknown) => (error instanceof sdk.S3ServiceException ? error.$metadata.httpStatusCode : undefined);
  const objectKey = (key: string) => PREFIX + checkedKey(key);
  const where = `bucket ${bucket}${s3.endpoint ? ` at ${s3.endpoint}` : ''}`;

  return {
    kind: 's3',
    newKey: newPhotoKey,

    async put(key, bytes) {
      const { sdk, client } = await ready();
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: bytes, ContentType: 'image/webp', ContentLength: bytes.length }));
    },

    async get(key) {
      const s3Client = await ready();
      try {
        const object = await s3Client.client.send(new s3Client.sdk.GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body || object.ContentLength === undefined) throw new Error(`S3 answered no body or length for ${key}`);
        return { size: object.ContentLength, body: object.Body.transformToWebStream() as ReadableStream<Uint8Array> };
      } catch (error) {
        if ((error as Error).name === 'NoSuchKey' || statusOf(s3Client, error) === 404) return undefined;
        throw error;
      }
    },

    async remove(key) {
      // S3 answers 204 for a key that is already gone, so a repeated delete succeeds.
      const { sdk, client } = await ready();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },

    async *list() {
      const { sdk, client } = await ready();
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, Prefix: PREFIX, ContinuationToken: token }));
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(PREFIX.length);
          if (key && isPhotoKey(key)) yield key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async verify() {
      const s3Client = await ready();
      try {
        await s3Client.client.send(new s3Client.sdk.HeadBucketCommand({ Bucket: bucket }));
      } catch (error) {
        const status = statusOf(s3Client, error);
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
