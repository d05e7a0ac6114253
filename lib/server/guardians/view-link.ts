import { MSG_GUARDIAN } from '@/lib/shared/messages/guardian';
import { now } from '../clock';
import { getDb } from '../db';
import { AppError } from '../errors';
import { consumeGuardianLookup } from './limit';
import { isOptedOut, linkByToken, tokenAge } from './links';

/**
 * What the guardian's page shows: her first name, where the guardian stands, whether this email
 * is recent enough to confirm or decline (links.ts), and whether the address stopped every
 * email. Nothing else about her.
 */
export async function viewGuardianLink(token: string, clientIp: string) {
  const db = await getDb();
  await consumeGuardianLookup(db, clientIp);
  const found = await linkByToken(db, token);
  if (!found) throw new AppError('not_found', MSG_GUARDIAN.linkInvalid);
  const age = tokenAge(found.tokenCreatedAt, now());
  if (age === 'expired') throw new AppError('not_found', MSG_GUARDIAN.linkExpired);
  return { wardFirstName: found.ward.firstName, status: found.link.status, canAnswer: age === 'fresh', stoppedAll: await isOptedOut(db, found.link.email) };
}

export type GuardianLinkView = Awaited<ReturnType<typeof viewGuardianLink>>;
