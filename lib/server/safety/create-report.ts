import { and, eq } from 'drizzle-orm';
import type { ReportValues } from '@/lib/schemas/safety';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { messages, photos, reports, type UserRow } from '@/models';
import { now } from '../clock';
import { getDb, type Tx } from '../db';
import { AppError } from '../errors';
import { log } from '../logger';
import { reportLimit } from '../security/member-limits';
import { consume } from '../security/rate-limit';
import { applyBlock } from './apply-block';
import { findSafetyTarget } from './find-target';

/** The message must be one of the pair's own conversation, whichever of them sent it. */
async function assertMessageBetween(db: Tx, messageId: string, reporterId: string, targetId: string): Promise<void> {
  const [message] = await db
    .select({ senderId: messages.senderId, receiverId: messages.receiverId })
    .from(messages)
    .where(eq(messages.id, messageId))
    .limit(1);
  const between =
    message &&
    ((message.senderId === reporterId && message.receiverId === targetId) || (message.senderId === targetId && message.receiverId === reporterId));
  if (!between) throw new AppError('invalid_input', MSG_SAFETY.reportMessageNotFound);
}

async function assertPhotoOf(db: Tx, photoId: string, targetId: string): Promise<void> {
  const [photo] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.id, photoId), eq(photos.userId, targetId)))
    .limit(1);
  if (!photo) throw new AppError('invalid_input', MSG_SAFETY.reportPhotoNotFound);
}

/**
 * POST /api/reports: a member reports another member, one of their messages or one of their
 * photos, and (unless they untick it) blocks them in the same transaction. The report is seen
 * by admins only: nothing the reported member can call ever names the reporter.
 */
export async function createReport(reporter: UserRow, input: ReportValues): Promise<{ id: string }> {
  if (reporter.isAdmin) throw new AppError('forbidden', MSG_SAFETY.reportByAdmin);
  if (input.targetUserId === reporter.id) throw new AppError('invalid_input', MSG_SAFETY.reportSelf);
  const db = await getDb();
  const report = await db.transaction(async (tx) => {
    const target = await findSafetyTarget(tx, input.targetUserId);
    if (input.messageId) await assertMessageBetween(tx, input.messageId, reporter.id, target.id);
    if (input.photoId) await assertPhotoOf(tx, input.photoId, target.id);
    await consume(tx, reportLimit(reporter.id));
    const [saved] = await tx
      .insert(reports)
      .values({
        source: 'member',
        reporterId: reporter.id,
        targetUserId: target.id,
        messageId: input.messageId ?? null,
        photoId: input.photoId ?? null,
        reason: input.reason,
        details: input.details ?? '',
        createdAt: now(),
      })
      .returning({ id: reports.id });
    if (input.block) await applyBlock(tx, reporter.id, target.id);
    return saved;
  });
  log().info({ reportId: report.id, reason: input.reason }, '[safety] report received');
  return { id: report.id };
}
