import { MSG_LIMITS } from '@/lib/shared/messages';
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

/** New conversations and photo requests share one daily budget: both reach out to someone new. */
export function newContactLimit(userId: string): Limit {
  const { newContactsPerDay } = config().rateLimits;
  return { key: `new-contacts:${userId}`, max: newContactsPerDay, windowSeconds: DAY, message: (wait) => MSG_LIMITS.tooManyNewContacts(newContactsPerDay, wait) };
}

export function uploadLimit(userId: string): Limit {
  const { uploadsPerHour } = config().rateLimits;
  return { key: `uploads:${userId}`, max: uploadsPerHour, windowSeconds: HOUR, message: (wait) => MSG_LIMITS.tooManyUploads(uploadsPerHour, wait) };
}

export function subscribeLimit(userId: string): Limit {
  const { subscribePerHour } = config().rateLimits;
  return { key: `subscribe:${userId}`, max: subscribePerHour, windowSeconds: HOUR, message: (wait) => MSG_LIMITS.tooManySubscribeAttempts(subscribePerHour, wait) };
}
