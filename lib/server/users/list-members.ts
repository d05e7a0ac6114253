import { and, desc, sql } from 'drizzle-orm';
import { photos, users, type UserRow } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { listableForSql } from '../safety/contactable';
import { encodeCursor, escapeLike, type MemberListQuery } from './list-query';
import { activityBucket } from './activity';
import { presentMemberCard } from './present-card';

/**
 * Find Matches: members who can answer (active subscription, not suspended or banned, not admins) of the
 * other gender, newest first, never the caller, nor anyone a block stands between (either way):
 * `listableForSql`, the same rule that lets a conversation or photo request start. The gender comes from the session, not the
 * query. Admins are outside the pool and see both genders. One query, walking
 * users_gender_created_idx and probing subscriptions_user_idx and sanctions_in_force_idx per candidate.
 */
export async function listMembers(viewer: UserRow, query: MemberListQuery) {
  const db = await getDb();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      age: users.age,
      gender: users.gender,
      university: users.university,
      status: users.status,
      description: users.description,
      lookingFor: users.lookingFor,
      createdAt: users.createdAt,
      city: users.city,
      country: users.country,
      willingToRelocate: users.willingToRelocate,
      maritalStatus: users.maritalStatus,
      hasChildren: users.hasChildren,
      languages: users.languages,
      prayer: users.prayer,
      seekingAgeMin: users.seekingAgeMin,
      seekingAgeMax: users.seekingAgeMax,
      seekingStatus: users.seekingStatus,
      lastActiveAt: users.lastActiveAt,
      hasPhotos: sql<boolean>`exists (select 1 from ${photos} where ${photos.userId} = ${users.id})`,
      cursorAt: sql<string>`${users.createdAt}::text`,
    })
    .from(users)
    .where(
      and(
        listableForSql(viewer, now()),
        query.search ? sql`lower(${users.firstName}) like ${`%${escapeLike(query.search)}%`} escape '\\'` : undefined,
        query.cursor ? sql`(${users.createdAt}, ${users.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);

  const at = now();
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    users: page.map((row) => presentMemberCard({ ...row, activity: activityBucket(row.lastActiveAt, at), compatibility: null })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}
