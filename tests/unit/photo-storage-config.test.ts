import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig } from '@/lib/server/config';
import { createPhotoStorage } from '@/lib/server/photos/storage';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'ns-config-'));

describe('photo storage configuration', () => {
  it('keeps photos on disk by default', () => {
    const cfg = loadConfig({ DATA_DIR: tempDir() });
    expect(cfg.photoStorage).toBe('fs');
    expect(createPhotoStorage(cfg).kind).toBe('fs');
    expect(loadConfig({ DATA_DIR: tempDir(), PHOTO_STORAGE: '' }).photoStorage).toBe('fs');
  });

  it('needs a bucket for s3, in one clear line', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PHOTO_STORAGE: 's3' })).toThrow(
      new ConfigError('Invalid configuration: S3_BUCKET: S3_BUCKET is required when PHOTO_STORAGE=s3'),
    );
  });

  it.each([
    [{ PHOTO_STORAGE: 'gcs' }, 'PHOTO_STORAGE: PHOTO_STORAGE must be fs or s3'],
    [{ PHOTO_STORAGE: 's3', S3_BUCKET: 'Not_A_Bucket' }, 'S3_BUCKET: S3_BUCKET must be a bucket name'],
    [{ PHOTO_STORAGE: 's3', S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: S3_ENDPOINT must be an http:// or https:// URL'],
    [{ PHOTO_STORAGE: 's3', S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ PHOTO_STORAGE: 's3', S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE: S3_FORCE_PATH_STYLE must be true or false'],
  ])('names the wrong value: %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(`Invalid configuration: ${message}`);
  });

  it('defaults the region, uses path-style addressing with an endpoint, and the AWS chain without keys', () => {
    const aws = loadConfig({ DATA_DIR: tempDir(), PHOTO_STORAGE: 's3', S3_BUCKET: 'photos' });
    expect(aws.s3).toEqual({ endpoint: undefined, bucket: 'photos', region: 'us-east-1', credentials: undefined, forcePathStyle: false });
    const minio = loadConfig({
      DATA_DIR: tempDir(),
      PHOTO_STORAGE: 's3',
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(minio.s3).toEqual({ endpoint: 'http://127.0.0.1:9000', bucket: 'photos', region: 'eu-west-2', credentials: { accessKeyId: 'key', secretAccessKey: 'secret' }, forcePathStyle: true });
    expect(loadConfig({ DATA_DIR: tempDir(), PHOTO_STORAGE: 's3', S3_BUCKET: 'photos', S3_ENDPOINT: 'http://h', S3_FORCE_PATH_STYLE: 'false' }).s3.forcePathStyle).toBe(false);
    expect(createPhotoStorage(minio).kind).toBe('s3');
  });

  it('never lets a key leave the photo folder or prefix', async () => {
    const storage = createPhotoStorage(loadConfig({ DATA_DIR: tempDir() }));
    await expect(storage.get('../jwt-secret')).rejects.toThrow('invalid photo storage key');
    await expect(storage.remove('../../etc/passwd')).rejects.toThrow('invalid photo storage key');
    expect(await storage.get(storage.newKey())).toBeUndefined();
  });
});
