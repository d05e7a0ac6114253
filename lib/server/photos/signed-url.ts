import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '../config';
import { now } from '../clock';

/** A photo address is valid for at least this long after it is issued... */
export const PHOTO_URL_TTL_SECONDS = 10 * 60;
/**
 * ...and expiries are rounded up to this step, so the same viewer gets the same address for a
 * while and the browser cache can do its job (an address lives 10 to 15 minutes).
 */
const EXPIRY_STEP_SECONDS = 5 * 60;

export interface PhotoUrlClaims {
  photoId: string;
  viewerId: string;
  expiresAt: number;
}

/**
 * The signing key is derived from the JWT secret, so a session token can never pass as one.
 * `kind` keeps photo and selfie addresses apart: each has its own key and its own path.
 */
export function photoUrlSigner(secret: string, kind: 'photo' | 'selfie' = 'photo') {
  const key = createHmac('sha256', secret).update(kind === 'photo' ? 'nikah-scholars/photo-url/v1' : 'nikah-scholars/selfie-url/v1').digest();
  const base = kind === 'photo' ? '/api/photos/file' : '/api/admin/verifications';
  const suffix = kind === 'photo' ? '' : '/selfie';
  const signature = (photoId: string, viewerId: string, expiresAt: number) =>
    createHmac('sha256', key).update(`${photoId}\n${viewerId}\n${expiresAt}`).digest('base64url');

  return {
    sign(photoId: string, viewerId: string, nowMs: number = now().getTime()): string {
      const earliest = Math.floor(nowMs / 1000) + PHOTO_URL_TTL_SECONDS;
      const expiresAt = Math.ceil(earliest / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
      const query = new URLSearchParams({ viewer: viewerId, exp: String(expiresAt), sig: signature(photoId, viewerId, expiresAt) });
      return `${base}/${photoId}${suffix}?${query}`;
    },

    /** The claims of an untampered, unexpired address, else undefined. */
    verify(photoId: string, query: URLSearchParams, nowMs: number = now().getTime()): PhotoUrlClaims | undefined {
      const viewerId = query.get('viewer') ?? '';
      const expiresAt = Number(query.get('exp'));
      const given = Buffer.from(query.get('sig') ?? '');
      const nowSeconds = Math.floor(nowMs / 1000);
      if (!viewerId || !Number.isInteger(expiresAt) || expiresAt <= nowSeconds) return undefined;
      if (expiresAt > nowSeconds + PHOTO_URL_TTL_SECONDS + EXPIRY_STEP_SECONDS) return undefined;
      const expected = Buffer.from(signature(photoId, viewerId, expiresAt));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      return { photoId, viewerId, expiresAt };
    },
  };
}

export const photoUrls = () => photoUrlSigner(config().jwtSecret);
/** Selfies: signed for the admin reviewing them, served only by the admin route. */
export const selfieUrls = () => photoUrlSigner(config().jwtSecret, 'selfie');
