import type { UserRow } from '@/models';
import type { Tx } from '../db';
import { enqueueMail } from '../mail/outbox';
import { guardianMatchRequestMail } from '../mail/templates/guardian-match-request';
import { currentLink, mintLinks } from './links';
import { alertsGuardian, type MatchRequestKind } from './rules';

export interface MatchRequestEvent {
  kind: MatchRequestKind;
  ward: UserRow;
  requester: Pick<UserRow, 'firstName' | 'age' | 'university' | 'status' | 'isAdmin'>;
}

/**
 * Writes the guardian's alert to the outbox inside the caller's transaction, so the event and its
 * notice exist together or not at all. Resolves true when a mail was queued; the caller nudges
 * the outbox after its transaction commits.
 */
export async function notifyGuardian(tx: Tx, event: MatchRequestEvent): Promise<boolean> {
  const { ward } = event;
  const link = await currentLink(tx, ward.id);
  if (!link || !alertsGuardian(ward, event.requester, link)) return false;
  await enqueueMail(tx, await guardianMatchRequestMail(event.kind, ward, link.email, event.requester, await mintLinks(tx, link.id), link.status === 'confirmed'));
  return true;
}
