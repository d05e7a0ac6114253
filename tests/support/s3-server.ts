import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from './app-server';

export interface TestS3 {
  /** PHOTO_STORAGE and S3_* for startApp (or a script) to use this store. */
  env: Record<string, string>;
  bucket: string;
  /** Every object key in the bucket, sorted (photos sit under `photos/`). */
  listKeys(): Promise<string[]>;
  /** One object's bytes, read back through the S3 protocol. */
  read(key: string): Promise<Buffer>;
  stop(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) in this process, on a free port, with a fresh folder and the
 * bucket already made: the app never creates buckets itself.
 */
export async function startS3(bucket = 'ns-photos'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'ns-s3-'));
  const port = await freePort();
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: bucket }] });
  await server.run();
  // s3rver accepts only its own well-known credentials.
  const env = {
    PHOTO_STORAGE: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const client = new S3Client({
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
  return {
    env,
    bucket,
    async listKeys() {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
        keys.push(...(page.Contents ?? []).map((o) => o.Key!));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body!.transformToByteArray());
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
