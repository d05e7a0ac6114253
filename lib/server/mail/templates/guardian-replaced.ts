import { APP_NAME } from '@/lib/shared/constants';
import type { UserRow } from '@/models';
import type { Mail } from '../outbox';
import { renderGuardianEmail, type GuardianLinks } from './guardian-frame';
import { quoted, subjectName } from './member-words';

/**
 * Sent to the guardian a woman no longer names, so a change of guardian is never silent. It says
 * only that: not who replaced them, nor anything else about her.
 */
export function guardianReplacedMail(ward: Pick<UserRow, 'id' | 'firstName'>, to: string, links: GuardianLinks): Mail {
  const { text, html, headers } = renderGuardianEmail({
    why: `A member of ${APP_NAME} who wrote her first name as ${quoted(ward.firstName)} had named this email address as her guardian (wali). Her profile now names a different guardian, so this address will receive no more emails about her.`,
    body: [{ kind: 'p', text: `If you believe this change was not made by her, please write to us.` }],
    links,
  });
  return { kind: 'guardian_replaced', to, subject: `You are no longer named as ${subjectName(ward.firstName, 'a member')}'s guardian on ${APP_NAME}`, text, html, headers, userId: ward.id };
}
