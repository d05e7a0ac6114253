import { APP_NAME } from '@/lib/shared/constants';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderEmail } from '../render';

type Ward = Pick<UserRow, 'firstName' | 'lastName' | 'age' | 'university' | 'status' | 'guardianEmail'>;

/** Sent to a woman's guardian (wali) when she registers (DESIGN.md section 6). */
export function guardianRegistrationMail(ward: Ward): Mail {
  const { appUrl, supportEmail } = config();
  const name = `${ward.firstName} ${ward.lastName}`;
  const { text, html } = renderEmail(
    'Assalamu alaikum,',
    [
      `${name} (${ward.age}, ${ward.status} at ${ward.university}) has registered on ${APP_NAME}, a matchmaking service for Muslim university students and graduates, and has named this email address as her guardian (wali).`,
      `From now on we will email you whenever she receives a match request: when another member asks to see her photos, or when another member starts a new conversation with her. Each notice gives the member's first name, age, university and whether they are a student or a graduate. We never send you the content of her messages or any photos.`,
      `If you do not know ${ward.firstName}, or did not agree to be her guardian, please tell us at ${supportEmail} and we will look into it.`,
      `You can learn more about the service at ${appUrl}.`,
    ],
    `With respect,\nThe ${APP_NAME} team`,
  );
  return {
    kind: 'guardian_registration',
    to: ward.guardianEmail,
    subject: `${ward.firstName} has named you as her guardian on ${APP_NAME}`,
    text,
    html,
  };
}
