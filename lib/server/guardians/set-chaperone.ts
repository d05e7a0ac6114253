import { eq } from 'drizzle-orm';
import type { ChaperoneModeValue } from '@/lib/schemas/guardian';
import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { users, type UserRow } from '@/models';
import { getDb } from '../db';
import { AppError } from '../errors';
import { ownGuardian } from './own-guardian';
import { now } from '../clock';

const DISCLOSURE: Record<ChaperoneModeValue, number> = { alerts: 0, summary: 1, copies: 2 };

/**
 * Her choice of what her guardian receives. The time of the choice is kept: a digest never covers
 * messages written before the other member could see the chat header's notice.
 */
export async function setChaperoneMode(user: UserRow, mode: ChaperoneModeValue) {
  if (user.gender !== 'female') throw new AppError('invalid_input', MSG_GUARDIAN.chaperoneWomenOnly);
  if (mode === user.chaperoneMode) return ownGuardian(user);
  const db = await getDb();
  // Telling the guardian more starts afresh from now; telling less keeps the earlier start. The
  // database's time, as for the messages it is compared with.
  const discloses = DISCLOSURE[mode] > DISCLOSURE[user.chaperoneMode];
  const [updated] = await db
    .update(users)
    .set({ chaperoneMode: mode, ...(discloses ? { chaperoneSince: now() } : {}) })
    .where(eq(users.id, user.id))
    .returning();
  return ownGuardian(updated);
}
