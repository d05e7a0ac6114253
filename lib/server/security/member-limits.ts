import { MSG_ACCOUNT_EMAIL } from '@/lib/shared/messages/account';
import { MSG_LIMITS } from '@/lib/shared/messages/limits';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';
import { MSG_VERIFICATION } from '@/lib/shared/messages/verification';
import { config } from '../config';
import type { Limit } from './rate-limit';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Per-member budgets (OWASP API4): counted in the database, so they hold across nodes, and the
 * same for the HTTP and socket paths because the services that do the work apply them.
 */
export function messageLimits(userId: string): Limit[] {
  const { messagesPerMinute, messagesPerDay } = config().rateLimits;
  return [
    { key: `messages:minute:${userId}`, max: messagesPerMinute, windowSeconds: MINUTE, message: (wait) => MSG_LIMITS.tooManyMessagesMinute(messagesPerMinute, wait) },
    { key: `messages:day:${userId}`, max: messagesPerDay, windowSeconds: DAY, message: (wait) => MSG_LIMITS.tooManyMessagesDay(messagesPerDay, wait) },
  ];
}

/**
 * New conversations and photo requests share one daily budget: both reach out to someone new.
 * `reduced` (a recently upheld report, see safety/new-contact-limit.ts) halves it.
 */
export function newContactLimit(userId: string, reduced = false): Limit {
  const { newContactsPerDay } = config().rateLimits;
  const max = reduced ? reducedContactLimit(newContactsPerDay) : newContactsPerDay;
  const message = reduced ? (wait: string) => MSG_SAFETY.tooManyNewContactsReduced(max, wait) : (wait: string) => MSG_LIMITS.tooManyNewContacts(max, wait);
  return { key: `new-contacts:${userId}`, max, windowSeconds: DAY, message };
}

/** Half the daily budget, never below one: a warned member can still reach someone. */
export const reducedContactLimit = (perDay: number) => Math.max(1, Math.floor(perDay / 2));

export function uploadLimit(userId: string): Limit {
  const { uploadsPerHour } = config().rateLimits;
  return { key: `uploads:${userId}`, max: uploadsPerHour, windowSeconds: HOUR, message: (wait) => MSG_LIMITS.tooManyUploads(uploadsPerHour, wait) };
}

export function subscribeLimit(userId: string): Limit {
  const { subscribePerHour } = config().rateLimits;
  return { key: `subscribe:${userId}`, max: subscribePerHour, windowSeconds: HOUR, message: (wait) => MSG_LIMITS.tooManySubscribeAttempts(subscribePerHour, wait) };
}

/** Reports a member may send a day: plenty for real concerns, too few to flood the moderators. */
export const REPORTS_PER_DAY = 20;

export function reportLimit(userId: string): Limit {
  return { key: `reports:${userId}`, max: REPORTS_PER_DAY, windowSeconds: DAY, message: (wait) => MSG_SAFETY.tooManyReports(REPORTS_PER_DAY, wait) };
}

/** University verification emails a member may ask for in a day (issue 23: at most 5). */
export const UNIVERSITY_EMAILS_PER_DAY = 5;

export function universityEmailLimit(userId: string): Limit {
  return { key: `university-email:${userId}`, max: UNIVERSITY_EMAILS_PER_DAY, windowSeconds: DAY, message: (wait) => MSG_VERIFICATION.tooManyEmailRequests(UNIVERSITY_EMAILS_PER_DAY, wait) };
}

/** Selfies a member may send in a day: room for a few honest retries, too few to flood the moderators. */
export const SELFIES_PER_DAY = 5;

export function selfieLimit(userId: string): Limit {
  return { key: `selfies:${userId}`, max: SELFIES_PER_DAY, windowSeconds: DAY, message: (wait) => MSG_VERIFICATION.tooManySelfies(SELFIES_PER_DAY, wait) };
}

/** Verification links a member may ask to be sent again in an hour (issue 24): enough for a slow inbox, too few to spam her own address. */
export const VERIFY_RESENDS_PER_HOUR = 3;

export function verifyResendLimit(userId: string): Limit {
  return { key: `verify-resend:${userId}`, max: VERIFY_RESENDS_PER_HOUR, windowSeconds: HOUR, message: (wait) => MSG_ACCOUNT_EMAIL.tooManyResends(VERIFY_RESENDS_PER_HOUR, wait) };
}

/** Changes of email a member may ask for in a day: every request mails an address she names, and the old one. */
export const EMAIL_CHANGES_PER_DAY = 5;

export function emailChangeLimit(userId: string): Limit {
  return { key: `email-change:${userId}`, max: EMAIL_CHANGES_PER_DAY, windowSeconds: DAY, message: (wait) => MSG_ACCOUNT_EMAIL.tooManyChanges(EMAIL_CHANGES_PER_DAY, wait) };
}
