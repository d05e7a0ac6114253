import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import type { SessionEndSanction } from '@/lib/shared/socket-events';
import { sanctions, type SanctionRow, type UserRow } from '@/models';
import { recordAudit } from '../admin/audit';
import { revokeSessions } from '../auth/revoke-sessions';
import type { Tx } from '../db';
import { AppError } from '../errors';
import { enqueueMail } from '../mail/outbox';
import { enqueuePush } from '../push/enqueue-push';
import { sanctionMail } from '../mail/templates/moderation';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SanctionInput {
  actorId: string;
  member: UserRow;
  kind: 'warn' | 'suspend' | 'ban';
  reason: string;
  days?: number;
  reportIds?: string[];
  at: Date;
}

/**
 * Records a warning, suspension or ban in the caller's transaction, emails the member the
 * reason, and for a suspension or ban ends every session. The caller disconnects the sockets
 * (realtime/emit endSessionSockets) and nudges the outbox once it has committed.
 */
export async function applySanction(tx: Tx, input: SanctionInput): Promise<SanctionRow> {
  const { actorId, member, kind, reason, at } = input;
  if (member.id === actorId) throw new AppError('invalid_input', MSG_MODERATION.cannotSanctionSelf);
  if (member.isAdmin) throw new AppError('invalid_input', MSG_MODERATION.cannotSanctionAdmin);
  const days = kind === 'suspend' ? input.days : undefined;
  if (kind === 'suspend' && !days) throw new AppError('invalid_input', MSG_MODERATION.daysRequired);
  const endsAt = days ? new Date(at.getTime() + days * DAY_MS) : null;
  const [sanction] = await tx
    .insert(sanctions)
    .values({ userId: member.id, kind, reason, days: days ?? null, endsAt, reportIds: input.reportIds ?? [], createdBy: actorId, createdAt: at })
    .returning();
  await enqueueMail(tx, await sanctionMail(kind, member, reason, endsAt));
  await enqueuePush(tx, member.id, { kind: 'moderation', outcome: kind });
  if (kind !== 'warn') await revokeSessions(tx, member.id);
  await recordAudit(tx, { actorId, action: `moderation.${kind}`, reason, targetUserId: member.id, after: sanctionRecord(sanction) });
  return sanction;
}

/** A sanction as the audit log keeps it. */
export function sanctionRecord(sanction: SanctionRow) {
  return {
    sanctionId: sanction.id,
    kind: sanction.kind,
    days: sanction.days,
    endsAt: sanction.endsAt?.toISOString() ?? null,
    reportIds: sanction.reportIds,
    liftedAt: sanction.liftedAt?.toISOString() ?? null,
  };
}

/** A suspension or ban as the member's signed-out tabs are told it (realtime/emit endSessionSockets). */
export function sessionEndSanction(sanction: SanctionRow): SessionEndSanction {
  return { kind: sanction.kind === 'ban' ? 'ban' : 'suspend', endsAt: sanction.endsAt?.toISOString() ?? null };
}
