import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { singleton } from './singleton';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

export const logLevelSchema = z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/**
 * Which proxies' X-Forwarded-For entries to believe: none (the socket's address is the client), the
 * nearest `hops` of them, or those at the listed addresses. A string is the reason the value is refused.
 */
export type TrustProxy = { hops: number } | { addresses: string[] };

export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return { hops: 0 };
  if (value === 'true') return { hops: 1 };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value.split(',').map((part) => normalizeAddress(part.trim()));
  const bad = addresses.find((address) => isIP(address) === 0);
  if (bad !== undefined) {
    return `TRUST_PROXY must be a number of proxy hops (true means 1), false, or a comma list of the proxies' IP addresses; "${bad.slice(0, 60)}" is none of these`;
  }
  return { addresses };
}

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) and `10.0.0.1` are one address. */
export const normalizeAddress = (address: string) => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '').toLowerCase();

const PREDICTABLE_SECRET = (name: string) =>
  `${name} is too predictable (too few different characters, or a repeated pattern): use a random value such as the output of \`openssl rand -hex 32\``;

/**
 * A secret that derives keys must not be guessable from its shape: at least 8 different
 * characters, 2.5 bits of Shannon entropy per character and no unit repeated end to end. Random
 * hex (about 3.5 bits) or base64 (about 4.5) of the required length pass (none of a million
 * random 32-character hex strings failed); `aaaa...`,
 * `abab...` or a phrase said over and over never do.
 */
export function isUnpredictableSecret(secret: string): boolean {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  const length = [...secret].length;
  const bitsPerChar = [...counts.values()].reduce((bits, n) => bits - (n / length) * Math.log2(n / length), 0);
  return counts.size >= 8 && bitsPerChar >= 2.5 && !/^([\s\S]+?)\1+$/.test(secret);
}

const MIN_PRODUCTION_BCRYPT_COST = 12;

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    LOG_LEVEL: logLevelSchema.default('info'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    APP_URL: optionalString.pipe(z.url({ message: 'APP_URL must be an absolute URL such as https://example.com' }).optional()),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
        .optional(),
    ),
    JWT_SECRET: optionalString.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').refine(isUnpredictableSecret, PREDICTABLE_SECRET('JWT_SECRET')).optional()),
    DATA_SECRET: optionalString.pipe(z.string().min(32, 'DATA_SECRET must be at least 32 characters').refine(isUnpredictableSecret, PREDICTABLE_SECRET('DATA_SECRET')).optional()),
    JWT_TTL: z.string().default('7d'),
    SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL').optional()),
    MAIL_FROM: z.string().default('Nikah Scholars <no-reply@nikahscholars.local>'),
    SUPPORT_EMAIL: z.string().default('support@nikahscholars.local'),
    PAYPAL_MODE: optionalString.pipe(z.enum(['simulator', 'sandbox', 'live'], { message: 'PAYPAL_MODE must be simulator, sandbox or live' }).optional()),
    PAYPAL_CLIENT_ID: optionalString,
    PAYPAL_CLIENT_SECRET: optionalString,
    PAYPAL_PLAN_ID: optionalString,
    PAYPAL_WEBHOOK_ID: optionalString,
    REDIS_URL: optionalString.pipe(z.string().regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// URL').optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email('ADMIN_EMAIL must be an email address').optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional()),
    ADMIN_MFA_REQUIRED: z.enum(['true', 'false', '1', '0', '']).optional().transform((v) => v === 'true' || v === '1'),
    REQUIRE_EMAIL_VERIFICATION: z
      .enum(['true', 'false', '1', '0', ''], { message: 'REQUIRE_EMAIL_VERIFICATION must be true or false' })
      .optional()
      .transform((v) => v === 'true' || v === '1'),
    ADMIN_PROMOTE_EXISTING: z
      .enum(['true', 'false', '1', '0', ''], { message: 'ADMIN_PROMOTE_EXISTING must be true or false' })
      .optional()
      .transform((v) => v === 'true' || v === '1'),
    TRUST_PROXY: z.string().optional().transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
    SESSION_IDLE_DAYS: positiveInt(30),
    IDLE_HIDE_DAYS: positiveInt(60),
    BCRYPT_COST: z.coerce.number().int().min(4, 'BCRYPT_COST must be at least 12').max(15).default(12),
    RATE_LOGIN_PER_EMAIL: positiveInt(5),
    RATE_LOGIN_PER_IP: positiveInt(30),
    RATE_LOGIN_WINDOW_SECONDS: positiveInt(15 * 60),
    RATE_LOGIN_ACCOUNT_CEILING: positiveInt(20),
    RATE_LOGIN_SLOW_SECONDS: positiveInt(10),
    RATE_REGISTER_PER_IP: positiveInt(10),
    RATE_REGISTER_WINDOW_SECONDS: positiveInt(60 * 60),
    RATE_MESSAGES_PER_MINUTE: positiveInt(30),
    RATE_MESSAGES_PER_DAY: positiveInt(500),
    NEW_CONTACTS_PER_DAY: positiveInt(20),
    RATE_UPLOADS_PER_HOUR: positiveInt(20),
    RATE_SUBSCRIBE_PER_HOUR: positiveInt(10),
    RATE_CONTACT_PER_IP: positiveInt(5),
    RATE_CONTACT_WINDOW_SECONDS: positiveInt(60 * 60),
    RATE_GUARDIAN_PER_IP: positiveInt(30),
    RATE_SET_PASSWORD_PER_IP: positiveInt(20),
    OUTBOX_POLL_MS: positiveInt(2000),
    OUTBOX_RETRY_BASE_SECONDS: positiveInt(30),
    WELCOME_LINK_TTL_SECONDS: positiveInt(72 * 3600),
    RESET_LINK_TTL_SECONDS: positiveInt(3600),
    MISSED_MESSAGE_EMAIL_MINUTES: positiveInt(15),
    MISSED_MESSAGE_SCAN_SECONDS: positiveInt(60),
    PRESENCE_HEARTBEAT_SECONDS: positiveInt(20),
    VAPID_PUBLIC_KEY: optionalString,
    VAPID_PRIVATE_KEY: optionalString,
    VAPID_SUBJECT: optionalString.pipe(z.string().regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// address').optional()),
    PUSH_ALLOWED_HOSTS: optionalString,
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'METRICS_TOKEN must be at least 16 characters (or unset to turn /api/metrics off)').optional()),
    SHUTDOWN_DRAIN_DELAY_MS: z.coerce.number().int().min(0, 'SHUTDOWN_DRAIN_DELAY_MS must be 0 or more').default(3000),
    SHUTDOWN_GRACE_MS: positiveInt(10_000),
    PHOTO_STORAGE: optionalString.pipe(z.enum(['fs', 's3'], { message: 'PHOTO_STORAGE must be fs or s3' }).default('fs')),
    S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http:// or https:// URL such as https://s3.example.com' }).optional()),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens')
        .optional(),
    ),
    S3_REGION: optionalString.pipe(z.string().default('us-east-1')),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false', '1', '0', ''], { message: 'S3_FORCE_PATH_STYLE must be true or false' })
      .optional()
      .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
  })
  .superRefine((env, ctx) => {
    if (env.PHOTO_STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'S3_BUCKET is required when PHOTO_STORAGE=s3' });
    }
    if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both, or neither to have a pair made once and kept in the database',
      });
    }
    if (!env.S3_ACCESS_KEY_ID !== !env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credential chain',
      });
    }
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'JWT_SECRET is required when NODE_ENV=production' });
    }
    // A quarter of a second of CPU per password is the point in production; a test deployment
    // (the PayPal simulator named by hand, no real members) may make registering and logging in cheap.
    if (env.BCRYPT_COST < MIN_PRODUCTION_BCRYPT_COST && env.PAYPAL_MODE !== 'simulator') {
      ctx.addIssue({ code: 'custom', path: ['BCRYPT_COST'], message: `BCRYPT_COST must be at least ${MIN_PRODUCTION_BCRYPT_COST} (lower only on a test deployment, with PAYPAL_MODE=simulator)` });
    }
    if (env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_PASSWORD is required with ADMIN_EMAIL' });
    }
    // In production the simulator would let anyone approve their own subscription: it runs only when asked for by name.
    if (env.NODE_ENV === 'production' && !env.PAYPAL_MODE && (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.PAYPAL_CLIENT_ID ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID'],
        message: `PayPal is not configured: set ${[!env.PAYPAL_CLIENT_ID && 'PAYPAL_CLIENT_ID', !env.PAYPAL_CLIENT_SECRET && 'PAYPAL_CLIENT_SECRET'].filter(Boolean).join(' and ')} (with PAYPAL_MODE=sandbox or live), or PAYPAL_MODE=simulator for a test deployment without real payments`,
      });
      return;
    }
    const mode = paypalModeOf(env);
    if (mode !== 'simulator' && (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET)) {
      ctx.addIssue({ code: 'custom', path: ['PAYPAL_CLIENT_ID'], message: `PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are required when PAYPAL_MODE=${mode}` });
    }
    if (mode === 'simulator' && (env.PAYPAL_CLIENT_ID || env.PAYPAL_CLIENT_SECRET)) {
      if (!env.PAYPAL_CLIENT_ID || !env.PAYPAL_CLIENT_SECRET) {
        ctx.addIssue({ code: 'custom', path: ['PAYPAL_CLIENT_SECRET'], message: 'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together: set both or neither (the simulator then makes its own)' });
      } else if (env.PAYPAL_CLIENT_SECRET.length < 24) {
        ctx.addIssue({ code: 'custom', path: ['PAYPAL_CLIENT_SECRET'], message: 'PAYPAL_CLIENT_SECRET must be at least 24 characters for the simulator: it guards who may approve and change subscriptions' });
      }
    }
  });

const paypalModeOf = (env: { PAYPAL_MODE?: 'simulator' | 'sandbox' | 'live'; PAYPAL_CLIENT_ID?: string }) =>
  env.PAYPAL_MODE ?? (env.PAYPAL_CLIENT_ID ? 'sandbox' : 'simulator');

export type Config = ReturnType<typeof buildConfig>;

function buildConfig(env: z.output<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const paypalMode = paypalModeOf(env);
  const jwtSecret = env.JWT_SECRET ?? developmentSecret(dataDir);
  return {
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL,
    port: env.PORT,
    host: env.HOST,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    /**
     * The key of what the database keeps under a secret (admins' authenticator secrets, banned
     * addresses' hashes): JWT_SECRET unless set, so JWT_SECRET can be rotated, ending every
     * session, with DATA_SECRET set to its old value, and neither a ban nor a second factor is lost.
     */
    dataSecret: env.DATA_SECRET ?? jwtSecret,
    jwtTtl: env.JWT_TTL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL,
    paypal: {
      mode: paypalMode,
      /** In simulator mode, unset means the simulator's own random credentials (kept in its database). */
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      planId: env.PAYPAL_PLAN_ID,
      webhookId: env.PAYPAL_WEBHOOK_ID,
    },
    redisUrl: env.REDIS_URL,
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD } : undefined,
    adminMfaRequired: env.ADMIN_MFA_REQUIRED,
    /** Whether an unconfirmed login email stops her starting conversations and asking for photos (off by default). */
    requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
    trustProxy: env.TRUST_PROXY,
    /** Whether ADMIN_EMAIL may name an account someone registered: it is promoted and given ADMIN_PASSWORD. */
    adminPromoteExisting: env.ADMIN_PROMOTE_EXISTING,
    /** A session nobody has used for this long ends, whatever its expiry says. */
    sessionIdleDays: env.SESSION_IDLE_DAYS,
    /** Find Matches leaves out members inactive this long: they rest until they come back. */
    idleHideDays: env.IDLE_HIDE_DAYS,
    bcryptCost: env.BCRYPT_COST,
    rateLimits: {
      loginPerEmail: env.RATE_LOGIN_PER_EMAIL,
      loginPerIp: env.RATE_LOGIN_PER_IP,
      loginWindowSeconds: env.RATE_LOGIN_WINDOW_SECONDS,
      /** Past this many failures on one account (from any address), its logins are spaced, never locked. */
      loginAccountCeiling: env.RATE_LOGIN_ACCOUNT_CEILING,
      loginSlowSeconds: env.RATE_LOGIN_SLOW_SECONDS,
      registerPerIp: env.RATE_REGISTER_PER_IP,
      messagesPerMinute: env.RATE_MESSAGES_PER_MINUTE,
      messagesPerDay: env.RATE_MESSAGES_PER_DAY,
      /** New conversations and photo requests together. */
      newContactsPerDay: env.NEW_CONTACTS_PER_DAY,
      uploadsPerHour: env.RATE_UPLOADS_PER_HOUR,
      subscribePerHour: env.RATE_SUBSCRIBE_PER_HOUR,
      /** Looks and answers on guardian links per address in 15 minutes: tokens cannot be guessed in bulk. */
      guardianPerIp: env.RATE_GUARDIAN_PER_IP,
      /** Set-password link uses per address in a login window: made-up links cannot be tried in bulk. */
      setPasswordPerIp: env.RATE_SET_PASSWORD_PER_IP,
      registerWindowSeconds: env.RATE_REGISTER_WINDOW_SECONDS,
      /** Concerns sent through the public /contact form, per address. */
      contactPerIp: env.RATE_CONTACT_PER_IP,
      contactWindowSeconds: env.RATE_CONTACT_WINDOW_SECONDS,
    },
    outboxPollMs: env.OUTBOX_POLL_MS,
    outboxRetryBaseSeconds: env.OUTBOX_RETRY_BASE_SECONDS,
    passwordLinkTtlSeconds: { welcome: env.WELCOME_LINK_TTL_SECONDS, reset: env.RESET_LINK_TTL_SECONDS },
    missedMessages: {
      /** How long a member has had no socket before waiting messages are emailed. */
      afterMinutes: env.MISSED_MESSAGE_EMAIL_MINUTES,
      /** How often each node looks for members to email (the claim keeps it to one email). */
      scanSeconds: env.MISSED_MESSAGE_SCAN_SECONDS,
    },
    /** Each node stamps itself this often; three missed beats and the others sweep its sockets. */
    presenceHeartbeatSeconds: env.PRESENCE_HEARTBEAT_SECONDS,
    push: {
      /** Both or neither; neither means one pair made once per database (push/vapid-keys.ts). */
      vapidKeys: env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY } : undefined,
      vapidSubject: env.VAPID_SUBJECT ?? `mailto:${env.SUPPORT_EMAIL}`,
      /** The only hosts the server ever posts a push to (push/allowed-hosts.ts). */
      allowedHosts: parsePushHosts(env.PUSH_ALLOWED_HOSTS),
    },
    /** Unset: /api/metrics answers 404. */
    metricsToken: env.METRICS_TOKEN,
    shutdown: {
      /** How long a node that got SIGTERM keeps serving while readiness says `draining`, so the load balancer takes it out first. */
      drainDelayMs: env.SHUTDOWN_DRAIN_DELAY_MS,
      /** After the drain, how long in-flight requests get before their connections are cut. */
      graceMs: env.SHUTDOWN_GRACE_MS,
    },
    photoStorage: env.PHOTO_STORAGE,
    s3: {
      /** Unset means AWS itself; set for any S3-compatible store (MinIO, Ceph, R2, s3rver...). */
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      /** Unset means the SDK's default credential chain (environment, profile, instance role). */
      credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
      // Self-hosted stores rarely have a wildcard DNS name per bucket.
      forcePathStyle: env.S3_FORCE_PATH_STYLE ?? env.S3_ENDPOINT !== undefined,
    },
  };
}

/**
 * The push services of Chrome (FCM), Firefox (Mozilla autopush), Edge (WNS, one host per region
 * under notify.windows.com) and Safari (Apple). `*.` matches any subdomain.
 */
export const DEFAULT_PUSH_HOSTS = ['fcm.googleapis.com', 'updates.push.services.mozilla.com', '*.notify.windows.com', 'web.push.apple.com', '*.push.apple.com'];

function parsePushHosts(raw: string | undefined): string[] {
  if (!raw) return DEFAULT_PUSH_HOSTS;
  return raw
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
}

/** Development only: one random secret per data directory, so tokens survive restarts. */
function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** The start-up warning for a production server that takes no real payments, or nothing. */
export function paypalStartupWarning(cfg: Config): string | undefined {
  if (!cfg.isProduction || cfg.paypal.mode !== 'simulator') return undefined;
  return '[paypal] WARNING: PAYPAL_MODE=simulator in production: NO REAL PAYMENTS are taken and memberships are approved on the built-in test page. Use only for test deployments.';
}

/** The start-up warning for passwords hashed below the production cost (a test deployment), or nothing. */
export function hashingStartupWarning(cfg: Config): string | undefined {
  if (cfg.bcryptCost >= MIN_PRODUCTION_BCRYPT_COST) return undefined;
  return `[auth] WARNING: BCRYPT_COST=${cfg.bcryptCost}: passwords are hashed below the production cost of ${MIN_PRODUCTION_BCRYPT_COST}. Use only for test deployments.`;
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid configuration: ${issue.path.join('.') || 'environment'}: ${issue.message}`);
  }
  return buildConfig(parsed.data);
}

/** The configuration, parsed once per process. */
export function config(): Config {
  return singleton('config', loadConfig);
}
