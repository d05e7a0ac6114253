import { eq } from 'drizzle-orm';
import { users, type UserRow } from '@/models';
import type { Tx } from '../db';

/**
 * Someone a chat can be held with: any existing, unsuspended account, members and admins alike
 * (admins message members, and members answer them).
 */
export async function findChatPartner(db: Tx, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return user && !user.suspended ? user : undefined;
}
