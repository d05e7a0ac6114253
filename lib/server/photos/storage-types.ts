/** A stored photo, ready to stream: the size is known before the first byte is sent. */
export interface StoredPhoto {
  size: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * Where photo bytes live. Services only ever call these; the driver is chosen by PHOTO_STORAGE.
 * `get` answers undefined for a key that is not there and `remove` is idempotent, so a retried
 * or repeated delete never fails.
 */
export interface PhotoStorage {
  readonly kind: 'fs' | 's3';
  newKey(): string;
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<StoredPhoto | undefined>;
  remove(key: string): Promise<void>;
  /** Every stored key, for backups and audits; anything else in the folder or bucket is skipped. */
  list(): AsyncIterable<string>;
  /** Fails with a clear message when the store cannot be used at all (missing bucket, no access). */
  verify(): Promise<void>;
}
