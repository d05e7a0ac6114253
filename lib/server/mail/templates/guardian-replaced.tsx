import { MSG_EMAIL_GUARDIAN } from '@/lib/shared/messages/email';
import type { UserRow } from '@/models';
import type { Mail } from '../outbox';
import { renderGuardianEmail, type GuardianLinks } from './guardian-frame';
import { Paragraph } from './layout';
import { quoted, subjectName } from './member-words';

/**
 * Sent to the guardian a woman no longer names, so a change of guardian is never silent. It says
 * only that: not who replaced them, nor anything else about her.
 */
export async function guardianReplacedMail(ward: Pick<UserRow, 'id' | 'firstName'>, to: string, links: GuardianLinks): Promise<Mail> {
  const { text, html, headers } = await renderGuardianEmail({
    why: MSG_EMAIL_GUARDIAN.replacedWhy(quoted(ward.firstName)),
    body: <Paragraph text={MSG_EMAIL_GUARDIAN.replacedNotHer} />,
    links,
  });
  return { kind: 'guardian_replaced', to, subject: MSG_EMAIL_GUARDIAN.replacedSubject(subjectName(ward.firstName, MSG_EMAIL_GUARDIAN.subjectAMemberLower)), text, html, headers, userId: ward.id };
}
