/**
 * Where selfie bytes live: the photo store's driver (fs or s3, as PHOTO_STORAGE says) under their
 * own folder or prefix, `selfies`, apart from photos: no photo address or backup of photos reaches them.
 */
import { config } from '../config';
import { log } from '../logger';
import { singleton } from '../singleton';
import { fsPhotoStorage } from '../photos/storage-fs';
import { s3PhotoStorage } from '../photos/storage-s3';
import type { PhotoStorage } from '../photos/storage-types';

export function selfieStorage(): PhotoStorage {
  return singleton('selfie-storage', () => {
    const cfg = config();
    return cfg.photoStorage === 's3' ? s3PhotoStorage(cfg.s3, 'selfies') : fsPhotoStorage(cfg.dataDir, 'selfies');
  });
}

/** Deletes selfie bytes whose row no longer names them (committed); a store failing here is logged, never thrown. */
export async function removeSelfieBytes(keys: string[]): Promise<void> {
  const storage = selfieStorage();
  await Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((err: unknown) => log().error({ err, storageKey: key, storage: storage.kind }, '[verification] could not delete a selfie; it is unreachable but still stored')),
    ),
  );
}
