import { and, desc, eq, like } from 'drizzle-orm';
import { outbox, type UserRow } from '@/models';
import { getDb, type Tx } from '../db';
import { currentGuardianOf } from './status';

const LOG_LIMIT = 200;

/**
 * Her Guardian section: where her guardian stands, what she chose for them to receive, and every
 * email sent to a guardian of hers (date, kind, address, delivery), newest first, from the outbox.
 */
export async function ownGuardian(user: UserRow, tx?: Tx) {
  const db = tx ?? (await getDb());
  const [guardian, log] = await Promise.all([
    currentGuardianOf(db, user.id),
    db
      .select({ id: outbox.id, kind: outbox.kind, to: outbox.to, status: outbox.status, createdAt: outbox.createdAt, sentAt: outbox.sentAt })
      .from(outbox)
      .where(and(eq(outbox.userId, user.id), like(outbox.kind, 'guardian\\_%')))
      .orderBy(desc(outbox.createdAt))
      .limit(LOG_LIMIT),
  ]);
  return {
    status: guardian?.status ?? null,
    email: guardian?.email ?? '',
    chaperoneMode: user.chaperoneMode,
    log: log.map((m) => ({ id: m.id, kind: m.kind, to: m.to, state: m.status, at: (m.sentAt ?? m.createdAt).toISOString() })),
  };
}

export type OwnGuardian = Awaited<ReturnType<typeof ownGuardian>>;
