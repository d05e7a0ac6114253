import { eq } from 'drizzle-orm';
import type { ConcernData } from '@/lib/schemas/contact';
import { MSG_CONTACT } from '@/lib/shared/messages/contact';
import { reports, users } from '@/models';
import { config } from '../config';
import { getDb } from '../db';
import { log } from '../logger';
import { consume } from '../security/rate-limit';

/** A member's id inside whatever was pasted: a profile or chat link (`/chats?userId=…`) or the bare id. */
const MEMBER_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/**
 * A concern from the public /contact form, with or without an account: it becomes an open report
 * (source `contact`) in the moderation queue. When what was typed about the member holds a
 * member's id, the report names that member; the text itself is kept in the details for the
 * moderators either way. Counted per address before anything is stored.
 */
export async function submitConcern(input: ConcernData, sender: { clientIp: string; userId?: string }): Promise<{ id: string }> {
  const db = await getDb();
  const { contactPerIp, contactWindowSeconds } = config().rateLimits;
  await consume(db, { key: `contact:ip:${sender.clientIp}`, max: contactPerIp, windowSeconds: contactWindowSeconds, message: MSG_CONTACT.tooManyConcerns });

  const memberId = input.member.match(MEMBER_ID)?.[0].toLowerCase();
  const [target] = memberId ? await db.select({ id: users.id }).from(users).where(eq(users.id, memberId)).limit(1) : [];
  const details = input.member ? `Member concerned, as given: ${input.member}\n\n${input.details}` : input.details;
  const [report] = await db
    .insert(reports)
    .values({ source: 'contact', reporterId: sender.userId ?? null, contactEmail: input.email, targetUserId: target?.id ?? null, reason: input.reason, details })
    .returning({ id: reports.id });
  log().info({ reportId: report.id, reason: input.reason, namesMember: Boolean(target) }, '[contact] concern received');
  return { id: report.id };
}
