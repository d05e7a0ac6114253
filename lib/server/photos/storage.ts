/**
 * The photo store chosen by PHOTO_STORAGE: files under DATA_DIR on this node (fs, the default) or
 * objects in an S3-compatible bucket shared by every node (s3).
 */
import { config, type Config } from '../config';
import { singleton } from '../singleton';
import type { PhotoStorage } from './storage-types';
import { fsPhotoStorage } from './storage-fs';
import { s3PhotoStorage } from './storage-s3';

export function createPhotoStorage(cfg: Config): PhotoStorage {
  return cfg.photoStorage === 's3' ? s3PhotoStorage(cfg.s3) : fsPhotoStorage(cfg.dataDir);
}

export function photoStorage(): PhotoStorage {
  return singleton('photo-storage', () => createPhotoStorage(config()));
}
