import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { flagReviewSchema } from '@/lib/schemas/moderation';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { messageFlags, users } from '@/models';
import { recordAudit } from '../admin/audit';
import { now } from '../clock';
import { getDb } from '../db';
import { notFound } from '../errors';
import { nudgeJobs } from '../jobs/tasks';
import { nudgeOutbox } from '../mail/outbox';
import { endSessionSockets } from '../realtime/emit';
import { applySanction, sessionEndSanction } from './apply-sanction';

/** Marks a flagged message reviewed; with warn, suspend or ban, the sender is sanctioned in the same step. */
export async function reviewFlag(actorId: string, messageId: string, input: z.output<typeof flagReviewSchema>) {
  const db = await getDb();
  const at = now();
  const sanction = await db.transaction(async (tx) => {
    const [flag] = await tx
      .update(messageFlags)
      .set({ reviewedAt: at, reviewedBy: actorId })
      .where(and(eq(messageFlags.messageId, messageId), isNull(messageFlags.reviewedAt)))
      .returning();
    if (!flag) throw notFound(MSG_MODERATION.flagNotFound);
    await recordAudit(tx, {
      actorId,
      action: 'moderation.flag.review',
      reason: input.reason || undefined,
      targetUserId: flag.senderId,
      after: { messageId, kinds: flag.kinds, action: input.action },
    });
    if (input.action === 'dismiss') return undefined;
    const [sender] = await tx.select().from(users).where(eq(users.id, flag.senderId)).limit(1);
    return applySanction(tx, { actorId, member: sender, kind: input.action, reason: input.reason, days: input.days, at });
  });
  nudgeOutbox();
  nudgeJobs();
  if (sanction && sanction.kind !== 'warn') await endSessionSockets({ userId: sanction.userId }, 'suspended', sessionEndSanction(sanction));
  return { messageId, action: input.action, endsAt: sanction?.endsAt?.toISOString() ?? null };
}
