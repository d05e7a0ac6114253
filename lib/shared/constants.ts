/** Business constants from SPEC.md section 9, shared by the browser and the server. */
export const APP_NAME = 'Nikah Scholars';
export const PRICE_GBP = '14.99';
export const PRICE_LABEL = '£14.99';
export const TRIAL_DAYS = 30;
/** Data exports a member may download a day (issue 24). */
export const EXPORTS_PER_DAY = 3;
export const HERO_ROTATION_MS = 4000;
export const SIGNUP_STEPS = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE = 3;
export const AUTH_STORAGE_KEY = 'auth-storage';
export const AUTH_STORAGE_VERSION = 1;
/** Every browser cache key of member data starts with this, so logout can clear them all. */
export const CACHE_KEY_PREFIX = 'ns-cache:';
export const SOCKET_OPTIONS = {
  path: '/socket.io/',
  reconnection: true,
  reconnectionAttempts: Infinity,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
  timeout: 20000,
} as const;
/**
 * The "is typing…" cadence, shared by both ends. While the text changes the browser sends
 * `typing` at most every TYPING_REPEAT_MS, and `typing: false` after TYPING_IDLE_MS without a
 * keystroke; the server relays at most one per TYPING_RELAY_MIN_MS to each receiver (anything
 * faster costs no query); the partner's "is typing…" clears itself after TYPING_SHOWN_MS without
 * news, longer than the repeat, so it does not flicker while she types.
 */
export const TYPING_REPEAT_MS = 2500;
export const TYPING_IDLE_MS = 4000;
export const TYPING_RELAY_MIN_MS = 1000;
export const TYPING_SHOWN_MS = 6000;
export const MIN_AGE = 18;
export const MAX_AGE = 100;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Chat limits the browser needs without loading the schemas (and zod) that enforce them. */
export const MESSAGE_MAX_LENGTH = 2000;
export const HISTORY_PAGE_DEFAULT = 50;
export const HISTORY_PAGE_MAX = 100;
/**
 * The chat list counts a conversation's unread messages up to this many (issue 26): a backlog of
 * thousands then costs the query what a hundred does, and the badges say "99+" from here on.
 */
export const UNREAD_COUNT_CAP = 100;
/** Photo upload limits (DESIGN.md section 7): the server enforces them, the browser checks first so nothing is sent in vain. */
export const MAX_PHOTO_MB = 10;
export const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;
export const MAX_PHOTOS_PER_MEMBER = 6;
/**
 * The image types the server can decode and re-encode (lib/server/photos/reencode.ts): not HEIC,
 * which sharp's prebuilt libvips cannot decode (iPhones offer JPEG when sharing).
 */
export const PHOTO_TYPES = [
  { mime: 'image/jpeg', label: 'JPEG' },
  { mime: 'image/png', label: 'PNG' },
  { mime: 'image/webp', label: 'WebP' },
  { mime: 'image/gif', label: 'GIF' },
  { mime: 'image/avif', label: 'AVIF' },
  { mime: 'image/tiff', label: 'TIFF' },
] as const;

/** How often the admins' moderation queue and menu badge ask for new reports and appeals. */
export const MODERATION_REFRESH_MS = 10_000;
