import { mkdir, open, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { checkedKey, isPhotoKey, newPhotoKey } from './storage-keys';
import type { PhotoStorage } from './storage-types';

/**
 * Photos as files in one folder under DATA_DIR on this node (never public/). `area` names the
 * folder: `photos`, or `selfies` for verification selfies, which are kept apart from photos.
 */
export function fsPhotoStorage(dataDir: string, area: 'photos' | 'selfies' = 'photos'): PhotoStorage {
  // Spelled out per area: a folder the bundler cannot see statically makes it trace the whole project.
  const folder = area === 'selfies' ? path.join(dataDir, 'selfies') : path.join(dataDir, 'photos');
  const fileOf = (key: string) => path.join(folder, checkedKey(key));
  return {
    kind: 'fs',
    newKey: newPhotoKey,

    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(folder, { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.part`;
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    },

    async get(key) {
      const file = fileOf(key);
      try {
        // One open file for both the size and the bytes: a delete in between cannot split them.
        const handle = await open(file, 'r');
        try {
          const { size } = await handle.stat();
          // The stream owns the handle from here and closes it at the end, on error or on cancel.
          return { size, body: Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array> };
        } catch (error) {
          await handle.close();
          throw error;
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async *list() {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      yield* names.filter(isPhotoKey).sort();
    },

    async verify() {
      await mkdir(folder, { recursive: true });
    },
  };
}
