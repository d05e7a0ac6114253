import { and, desc, eq, like } from 'drizzle-orm';
import { auditLog, photos, reports, sanctions, users } from '@/models';
import type { Tx } from '../db';
import { photoUrls } from '../photos/signed-url';
import { memberCards } from './member-cards';
import { iso, presentMember, presentReport } from './present';

const HISTORY = 20;

/**
 * What an admin needs to judge a member: the profile texts, the photos (signed for this admin),
 * the sanction in force, and earlier reports and moderation actions, each an indexed read with a
 * limit (users pk, photos_user_idx, reports_target_created_idx, audit_log_target_idx).
 */
export async function memberEvidence(db: Tx, memberId: string, adminId: string, at: Date) {
  const [[profile], photoRows, reportRows, actionRows, sanctionRows] = await Promise.all([
    db
      .select({ university: users.university, description: users.description, lookingFor: users.lookingFor, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, memberId))
      .limit(1),
    db.select().from(photos).where(eq(photos.userId, memberId)).orderBy(desc(photos.createdAt)).limit(HISTORY),
    db.select().from(reports).where(eq(reports.targetUserId, memberId)).orderBy(desc(reports.createdAt)).limit(HISTORY),
    db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, memberId), like(auditLog.action, 'moderation.%')))
      .orderBy(desc(auditLog.createdAt))
      .limit(HISTORY),
    db.select().from(sanctions).where(eq(sanctions.userId, memberId)).orderBy(desc(sanctions.createdAt)).limit(HISTORY),
  ]);
  if (!profile) return null;
  const people = await memberCards(db, [memberId, ...reportRows.flatMap((r) => [r.reporterId, r.closedBy]), ...actionRows.map((a) => a.actorId)], at);
  const signer = photoUrls();
  return {
    member: presentMember(people.get(memberId))!,
    profile: { ...profile, createdAt: profile.createdAt.toISOString() },
    photos: photoRows.map((p) => ({ id: p.id, url: signer.sign(p.id, adminId), createdAt: p.createdAt.toISOString() })),
    sanctions: sanctionRows.map((s) => ({
      id: s.id,
      kind: s.kind,
      reason: s.reason,
      createdAt: s.createdAt.toISOString(),
      endsAt: iso(s.endsAt),
      liftedAt: iso(s.liftedAt),
      inForce: s.kind !== 'warn' && !s.liftedAt && (!s.endsAt || s.endsAt > at),
    })),
    reports: reportRows.map((r) => presentReport(r, people)),
    actions: actionRows.map((a) => ({
      id: a.id,
      action: a.action,
      reason: a.reason,
      createdAt: a.createdAt.toISOString(),
      actor: presentMember(a.actorId ? people.get(a.actorId) : undefined),
    })),
  };
}

export type MemberEvidence = NonNullable<Awaited<ReturnType<typeof memberEvidence>>>;
