import pino, { type Logger } from 'pino';
import { logLevelSchema } from './config';

/** Fields that may carry a secret or a person's details; they never reach a log line. */
const SENSITIVE_KEYS = [
  'password',
  'passwordHash',
  'currentPassword',
  'newPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'email',
  'guardianEmail',
  'guardianPhone',
  'phone',
  'content',
  'subject',
  'to',
  'authorization',
  'cookie',
  'params',
  'query',
];
const REDACT_PATHS = SENSITIVE_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);

/** Addresses and password hashes can hide in a third party's error text (SMTP, PayPal, drivers). */
const scrub = (text: string) =>
  text.replace(/\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}/g, '[hash]').replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[email]');

interface SerializedError {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  stack?: string;
  cause?: SerializedError;
}

/**
 * An error as it may be logged. Drizzle puts the query parameters (hashes, emails, message
 * text) in its message, and PostgreSQL's `detail` and many of its messages quote the values:
 * only the query text, the error's kind and where it happened are kept.
 */
export function serializeError(value: unknown, depth = 0): SerializedError | undefined {
  if (!(value instanceof Error)) return value === undefined ? undefined : { type: typeof value, message: '(not an Error)' };
  const fields = value as Error & { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; routine?: unknown; query?: unknown };
  const isDatabaseError = typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code);
  let message = scrub(value.message);
  if (typeof fields.query === 'string') message = `Failed query: ${fields.query}`;
  else if (isDatabaseError) message = message.split(':')[0];
  const text = (field: unknown) => (typeof field === 'string' ? field : undefined);
  const frames = value.stack?.split('\n').filter((line) => line.startsWith('    at ')) ?? [];
  return {
    type: value.name,
    message,
    code: text(fields.code),
    constraint: text(fields.constraint),
    table: text(fields.table),
    column: text(fields.column),
    routine: text(fields.routine),
    stack: frames.length > 0 ? [`${value.name}: ${message}`, ...frames].join('\n') : undefined,
    cause: depth < 3 ? serializeError(value.cause, depth + 1) : undefined,
  };
}

/**
 * Read straight from the environment (config() checks the same variable at start-up): logging
 * must work before the configuration is parsed, including to report that it is wrong.
 */
const levelFromEnv = () => logLevelSchema.catch('info').parse(process.env.LOG_LEVEL);

export function createLogger(destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: levelFromEnv(),
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
    },
    destination,
  );
}

/** How long one stalled write to stdout may be retried before its line is dropped. */
const STALLED_WRITE_LIMIT_MS = 1000;

/**
 * stdout as a destination that can never hold the process up. A reader that stops reading (a
 * supervisor that exited, a full pipe) made pino's synchronous writes retry EAGAIN forever, with
 * the event loop parked in Atomics.wait: a SIGTERM'd node stopped serving and never exited. A
 * write stalled for a second is given up (the line is lost, the node goes on), and a broken pipe
 * (EPIPE) is ignored rather than thrown at whatever was logging.
 */
export function stdoutDestination(fd = 1): pino.DestinationStream {
  let stalledSince: number | undefined;
  // Once a stall has been given up, later lines do not wait again until a write gets through.
  let givenUp = false;
  const destination = pino.destination({
    dest: fd,
    sync: true,
    // Lines waiting behind a stalled reader are dropped past this, instead of filling the memory.
    maxLength: 16 * 1024 * 1024,
    retryEAGAIN: () => {
      if (givenUp) return false;
      // Wall time on purpose: this bounds a real stall, whatever the app clock says.
      const at = performance.now();
      stalledSince ??= at;
      if (at - stalledSince < STALLED_WRITE_LIMIT_MS) return true;
      givenUp = true;
      return false;
    },
  });
  destination.on('error', () => undefined);
  // sonic-boom also reports a retry after a stall as a write of 0 bytes: only real progress ends a stall.
  destination.on('write', (bytes: number) => {
    if (bytes === 0) return;
    stalledSince = undefined;
    givenUp = false;
  });
  return destination;
}

let instance: Logger | undefined;

/** The one logger of the server: JSON lines on stdout, created on first use after .env is read. */
export function log(): Logger {
  return (instance ??= createLogger(stdoutDestination()));
}
