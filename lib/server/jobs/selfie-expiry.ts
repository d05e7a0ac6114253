import { expireSelfie } from '../verification/expire-selfie';
import type { Task } from './define';

/** A selfie's bytes are kept at most this long, decided or not. */
export const SELFIE_RETENTION_MS = 30 * 24 * 3600 * 1000;

export interface SelfieExpiryPayload {
  verificationId: string;
  /** The bytes' key, so they go even if the row went first (an account deleted without its store answering). */
  storageKey?: string;
}

/** Enqueued with each selfie, due 30 days later: deletes its bytes if a decision has not already. */
export const selfieExpiryTask: Task<SelfieExpiryPayload> = {
  name: 'selfie-expiry',
  maxAttempts: 8,
  retryBaseSeconds: 60,
  leaseSeconds: 120,
  run: (payload) => expireSelfie(payload.verificationId, payload.storageKey),
};
