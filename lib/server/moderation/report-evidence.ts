import { eq } from 'drizzle-orm';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { messages, photos, reports } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { notFound } from '../errors';
import { photoUrls } from '../photos/signed-url';
import { memberCards } from './member-cards';
import { memberEvidence } from './member-evidence';
import { messageContext } from './message-context';
import { presentReport } from './present';

/**
 * GET /api/admin/reports/{id}: the report with who raised it, the reported message with the ten
 * before it, the reported photo (if it still exists), and the member's profile and history.
 */
export async function reportEvidence(adminId: string, reportId: string) {
  const db = await getDb();
  const at = now();
  const [report] = await db.select().from(reports).where(eq(reports.id, reportId)).limit(1);
  if (!report) throw notFound(MSG_MODERATION.reportNotFound);
  const [people, member, message, photo] = await Promise.all([
    memberCards(db, [report.reporterId, report.closedBy], at),
    report.targetUserId ? memberEvidence(db, report.targetUserId, adminId, at) : null,
    report.messageId ? db.select().from(messages).where(eq(messages.id, report.messageId)).limit(1) : [],
    report.photoId ? db.select().from(photos).where(eq(photos.id, report.photoId)).limit(1) : [],
  ]);
  return {
    report: presentReport(report, people),
    member,
    conversation: message[0] ? await messageContext(db, message[0], at) : null,
    photo: photo[0] ? { id: photo[0].id, url: photoUrls().sign(photo[0].id, adminId), createdAt: photo[0].createdAt.toISOString() } : null,
    photoRemoved: !!report.photoId && !photo[0],
  };
}

export type ReportEvidence = Awaited<ReturnType<typeof reportEvidence>>;
