import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { photoRequests, users } from '@/models';
import { getDb } from '../db';
import { presentPhotoRequest } from './present';
import { REQUEST_LIST_LIMIT } from './rules';

const requester = alias(users, 'requester');
const target = alias(users, 'target');

/** The member's sent or received photo requests, newest first, with both people named. */
export async function listPhotoRequests(userId: string, direction: 'sent' | 'received') {
  const db = await getDb();
  const mine = direction === 'sent' ? photoRequests.requesterId : photoRequests.targetUserId;
  const rows = await db
    .select({
      request: photoRequests,
      requester: { id: requester.id, firstName: requester.firstName, lastName: requester.lastName },
      target: { id: target.id, firstName: target.firstName, lastName: target.lastName },
    })
    .from(photoRequests)
    .innerJoin(requester, eq(requester.id, photoRequests.requesterId))
    .innerJoin(target, eq(target.id, photoRequests.targetUserId))
    .where(eq(mine, userId))
    .orderBy(desc(photoRequests.createdAt))
    .limit(REQUEST_LIST_LIMIT);
  return rows.map((row) => presentPhotoRequest(row.request, row.requester, row.target));
}
