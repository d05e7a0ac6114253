import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '../config';

/**
 * Where photo files live: one folder under DATA_DIR on this node (never public/). Everything
 * else goes through these three calls, so object storage can replace the disk later.
 */
const KEY_PATTERN = /^[0-9a-f-]{36}\.webp$/;

function fileOf(key: string): string {
  // Keys are made here, but a row could have been edited by hand: never leave the folder.
  if (!KEY_PATTERN.test(key)) throw new Error(`invalid photo storage key: ${key}`);
  return path.join(config().dataDir, 'photos', key);
}

export const photoStorage = {
  newKey: () => `${randomUUID()}.webp`,

  async put(key: string, bytes: Buffer): Promise<void> {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, file);
  },

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  },

  async remove(key: string): Promise<void> {
    await rm(fileOf(key), { force: true });
  },
};
