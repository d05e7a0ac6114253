import { APP_NAME } from '@/lib/shared/constants';
import type { UserRow } from '@/models';
import { config } from '../../config';
import type { Mail } from '../outbox';
import { renderEmail } from '../render';

export type PasswordLinkPurpose = 'welcome' | 'reset';

export function describeDuration(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds >= 3600) return plural(Math.round(seconds / 3600), 'hour');
  return plural(Math.max(1, Math.round(seconds / 60)), 'minute');
}

/** The one-time link that lets a member choose a password: after an admin made the account, or on request. */
export function setPasswordMail(purpose: PasswordLinkPurpose, user: Pick<UserRow, 'firstName' | 'email'>, link: string, validSeconds: number): Mail {
  const { supportEmail } = config();
  const opening =
    purpose === 'welcome'
      ? `An account has been created for you on ${APP_NAME}, the matchmaking service for Muslim university students and graduates. Choose your password with this link to sign in:`
      : `We received a request to set a new password for your ${APP_NAME} account. Choose a new password with this link:`;
  const { text, html } = renderEmail(
    `Assalamu alaikum ${user.firstName},`,
    [
      `${opening}\n${link}`,
      `The link works once and expires in ${describeDuration(validSeconds)}. Setting a password signs you out everywhere else.`,
      purpose === 'reset'
        ? `If you did not ask for this, you can ignore this email: your password stays as it is.`
        : `If you did not expect this, please tell us at ${supportEmail}.`,
    ],
    `With respect,\nThe ${APP_NAME} team`,
  );
  return {
    kind: `password_${purpose}`,
    to: user.email,
    subject: purpose === 'welcome' ? `Welcome to ${APP_NAME}: choose your password` : `Set a new password for ${APP_NAME}`,
    text,
    html,
  };
}
