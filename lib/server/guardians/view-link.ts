import { MSG_GUARDIAN } from '@/lib/shared/messages';
import { getDb } from '../db';
import { AppError } from '../errors';
import { consumeGuardianLookup } from './limit';
import { linkByToken } from './links';

/** What the guardian's page shows: her first name and where the guardian stands. Nothing else about her. */
export async function viewGuardianLink(token: string, clientIp: string) {
  const db = await getDb();
  await consumeGuardianLookup(db, clientIp);
  const found = await linkByToken(db, token);
  if (!found) throw new AppError('not_found', MSG_GUARDIAN.linkInvalid);
  return { wardFirstName: found.ward.firstName, status: found.link.status };
}

export type GuardianLinkView = Awaited<ReturnType<typeof viewGuardianLink>>;
