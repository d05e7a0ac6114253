import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { now } from '../clock';
import { getDb } from '../db';
import { notFound } from '../errors';
import { memberEvidence } from './member-evidence';

/** GET /api/admin/members/{id}/moderation: one member's profile, photos, sanctions, reports and actions. */
export async function memberModeration(adminId: string, memberId: string) {
  const evidence = await memberEvidence(await getDb(), memberId, adminId, now());
  if (!evidence) throw notFound(MSG_MODERATION.invalidId);
  return evidence;
}
