import { APP_NAME } from '@/lib/shared/constants';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderEmail } from '../render';

/** Tells a woman that her guardian declined or stopped our emails, so she can name someone else. */
export function guardianStoppedMail(answer: 'declined' | 'unsubscribed', member: Pick<UserRow, 'firstName' | 'email'>, guardianEmail: string): Mail {
  const { appUrl, supportEmail } = config();
  const what =
    answer === 'declined'
      ? `The person at ${guardianEmail}, whom you named as your guardian (wali), told us that they are not your guardian.`
      : `Your guardian (wali) at ${guardianEmail} asked us to stop emailing them, so we will send nothing more to that address.`;
  const { text, html } = renderEmail(
    `Assalamu alaikum ${member.firstName},`,
    [what, `Please name another guardian on your profile: ${appUrl}/profile`, `If you have any question, write to us at ${supportEmail}.`],
    `With respect,\nThe ${APP_NAME} team`,
  );
  const subject = answer === 'declined' ? `Your guardian declined on ${APP_NAME}` : `Your guardian stopped our emails on ${APP_NAME}`;
  return { kind: `member_guardian_${answer}`, to: member.email, subject, text, html };
}
