import { log } from '../logger';
import { photoStorage } from './storage';

/**
 * Deletes stored bytes whose rows are already gone (committed). A store that fails here leaves an
 * unreachable object behind, never a broken request: no address can reach bytes without a row,
 * so the failure is logged for the operator instead of undoing a deletion the member asked for.
 */
export async function removeStoredPhotos(keys: string[]): Promise<void> {
  const storage = photoStorage();
  await Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((err: unknown) => log().error({ err, storageKey: key, storage: storage.kind }, '[photos] could not delete stored photo; it is unreachable but still stored')),
    ),
  );
}
