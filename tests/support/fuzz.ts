import fc from 'fast-check';
import type { Cast, Persona } from './personas';
import { rawRequest } from './raw-http';

/** Strings that have broken web apps before: NUL, lone surrogates, injections, encodings, sizes. */
const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0000@example.test',
  '\uD800',
  '\uDFFF\uD800',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '${7*7}{{7*7}}',
  '\u202Eevil',
  '\uFEFF',
  '🧕🏽👨‍👩‍👧',
  'x'.repeat(10_000),
  ' ',
  '',
  'null',
  '1e400',
  'NaN',
  '__proto__',
  '\r\nSet-Cookie: a=b',
  'A0000000-0000-4000-8000-00000000000A',
  '00000000-0000-0000-0000-000000000000',
];

const hostileString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.tuple(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 20 })).map(([a, b]) => a + b),
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(Number.MAX_SAFE_INTEGER + 2, -0, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 0.1),
);
const hostileLeaf = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
const { value: hostileValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileLeaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
}));

/** Raw texts no JSON endpoint should choke on. */
const RAW_BODIES = [
  '',
  '{',
  '[]',
  'null',
  '"text"',
  '12',
  '{"a":1e400}',
  `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
  `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"isAdmin":true}}}',
  '\uFEFF{}',
  '{"email":"\\u0000"}',
  '{"a":"\\ud800"}',
];

const HUGE = '__FUZZ_HUGE_NUMBER__';

/**
 * Hostile JSON bodies built around a valid `sample`: fields replaced by nasty values (so input
 * gets past the first check and reaches rules and the database), NUL spliced into text, numbers
 * no double holds, prototype keys, random JSON and text that is not JSON at all.
 */
export function hostileBodies(sample: Record<string, unknown>, count: number, seed: number): string[] {
  const keys = Object.keys(sample);
  const mutated = fc
    .tuple(fc.subarray(keys.length > 0 ? keys : ['field'], { minLength: 1 }), fc.array(hostileValue, { minLength: 3, maxLength: 3 }))
    .map(([chosen, values]) => JSON.stringify({ ...sample, ...Object.fromEntries(chosen.map((key, i) => [key, values[i % values.length]])) }));
  const withNul = fc
    .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ['field'])), fc.nat(20))
    .map(([key, at]) => {
      const text = typeof sample[key] === 'string' ? (sample[key] as string) : 'text';
      return JSON.stringify({ ...sample, [key]: `${text.slice(0, at)}\u0000${text.slice(at)}` });
    });
  const hugeNumber = fc
    .constantFrom(...(keys.length > 0 ? keys : ['field']))
    .map((key) => JSON.stringify({ ...sample, [key]: HUGE }).replace(`"${HUGE}"`, '1e400'));
  const extraKeys = fc.dictionary(hostileString, hostileValue, { minKeys: 1, maxKeys: 5 }).map((extra) => JSON.stringify({ ...sample, ...extra }));
  const anyJson = fc.jsonValue().map((value) => JSON.stringify(value));
  const notJson = fc.oneof(fc.constantFrom(...RAW_BODIES), fc.string({ unit: 'binary', maxLength: 200 }));
  const body = fc.oneof(
    { arbitrary: mutated, weight: 5 },
    { arbitrary: withNul, weight: 2 },
    { arbitrary: hugeNumber, weight: 1 },
    { arbitrary: extraKeys, weight: 1 },
    { arbitrary: anyJson, weight: 1 },
    { arbitrary: notJson, weight: 2 },
  );
  return fc.sample(body, { numRuns: count, seed });
}

/** Percent-encodes every UTF-8 byte, so even lone surrogates survive into a URL. */
const encodeBytes = (text: string) => [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
const MALFORMED = ['%', '%zz', '%E0%A4%A', '%00', '1e400', '-1', '99999999999999999999', '%C0%AF', '%2e%2e%2f'];
const hostileQueryValue = fc.oneof(hostileString.map(encodeBytes), fc.constantFrom(...MALFORMED));

/** Hostile query strings over the names a route reads (and a few it does not). */
export function hostileQueries(names: string[], count: number, seed: number): string[] {
  const name = fc.constantFrom(...names, 'x', '__proto__', '%00');
  return fc.sample(fc.array(fc.tuple(name, hostileQueryValue), { minLength: 1, maxLength: 3 }), { numRuns: count, seed }).map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`);
}

/** Hostile path segments, for `[id]` routes. */
export function hostileSegments(count: number, seed: number): string[] {
  return fc.sample(hostileQueryValue.filter((segment) => segment.length > 0), { numRuns: count, seed });
}

export interface FuzzTarget {
  label: string;
  method: string;
  persona: Persona;
  /** A JSON endpoint: hostile bodies are built around this valid sample. */
  sample?: Record<string, unknown>;
  /** A GET-style endpoint: hostile query strings over these names, or a hostile `[id]` segment. */
  queryNames?: string[];
  path: string | ((segment: string) => string);
  contentType?: string;
}

/** A message text the fuzz run sends; it must never appear in a log line. */
export const FUZZ_MESSAGE_TEXT = 'Fuzz marker: salaam, see you after Jumuah';

/** Every endpoint under app/api that reads input, with a valid sample for the personas of `cast`. */
export function fuzzTargets(cast: Cast, png: string): FuzzTarget[] {
  const { member, otherMember } = cast.accounts;
  const id = '00000000-0000-4000-8000-000000000000';
  const registration = {
    firstName: 'Fuzz',
    lastName: 'Case',
    email: 'fuzz.case@example.test',
    password: 'correct horse battery',
    age: 24,
    gender: 'female',
    university: 'University of Leeds',
    status: 'student',
    description: 'About me.',
    lookingFor: 'Someone kind.',
    hear: 'A friend',
    agreeTerms: true,
    guardianEmail: 'fuzz.wali@example.test',
    guardianPhone: '+44 7700 900123',
  };
  const adminProfile = {
    firstName: 'Fuzz',
    lastName: 'Admin',
    email: 'fuzz.admin-made@example.test',
    age: 30,
    gender: 'Female',
    university: 'University of York',
    isStudent: false,
    isGraduate: true,
    description: 'd',
    lookingFor: 'l',
    guardianEmail: 'fuzz.wali2@example.test',
    guardianPhone: '+44 7700 900124',
    isAdmin: false,
    suspended: false,
    password: '',
  };
  const profile = { ...registration, email: undefined, password: undefined, agreeTerms: undefined, gender: 'male', guardianEmail: '', guardianPhone: '' };
  const json = (label: string, method: string, path: string, persona: Persona, sample: Record<string, unknown>): FuzzTarget => ({ label, method, path, persona, sample });
  return [
    json('login', 'POST', '/api/auth/login', 'visitor', { email: member.email, password: 'wrong password 123' }),
    json('register', 'POST', '/api/auth/register', 'visitor', registration),
    json('forgot-password', 'POST', '/api/auth/forgot-password', 'visitor', { email: member.email }),
    json('set-password', 'POST', '/api/auth/set-password', 'visitor', { token: 'abc', password: 'correct horse battery', confirmPassword: 'correct horse battery' }),
    json('subscribe', 'POST', '/api/auth/subscribe', 'unsubscribed', { paymentProcessor: 'paypal', paypalSubscriptionId: 'I-ABC123' }),
    json('confirm-subscription', 'POST', '/api/auth/confirm-paypal-subscription', 'unsubscribed', { subscriptionId: 'I-ABC123', baToken: 'BA-1', token: 'EC-1' }),
    json('own-profile', 'POST', '/api/users/profile', 'member', JSON.parse(JSON.stringify(profile))),
    json('send-message', 'POST', '/api/chats/messages', 'member', { receiverId: otherMember.userId, content: FUZZ_MESSAGE_TEXT, clientId: 'c1' }),
    json('read-message', 'POST', '/api/chats/messages/read', 'member', { messageId: id }),
    json('photo-request', 'POST', '/api/photos/request', 'otherMember', { targetUserId: member.userId }),
    json('respond-request', 'PUT', `/api/photos/requests/${id}/respond`, 'member', { status: 'accepted' }),
    json('photo-data-url', 'POST', '/api/photos', 'otherMember', { photo: png }),
    json('admin-create', 'POST', '/api/admin/profiles', 'admin', adminProfile),
    json('delete-account', 'DELETE', '/api/users/profile', 'member', { password: 'not the password 2026' }),
    json('admin-delete', 'DELETE', `/api/admin/profiles/${id}`, 'admin', { reason: 'Asked us by email to close it.' }),
    json('admin-update', 'PUT', `/api/admin/profiles/${cast.accounts.unsubscribed.userId}`, 'admin', { ...adminProfile, email: undefined, gender: 'Male', guardianEmail: '', guardianPhone: '' }),
    json('appeal', 'POST', '/api/appeals', 'visitor', { email: member.email, password: 'wrong password 123', text: 'I did not send that message, please look again.' }),
    json('moderation-action', 'POST', `/api/admin/reports/${id}/action`, 'admin', { action: 'suspend', reason: 'Insulting messages.', days: 7 }),
    json('moderation-remove-message', 'DELETE', `/api/admin/messages/${id}`, 'admin', { reason: 'Insulting.' }),
    json('moderation-flag-review', 'POST', `/api/admin/flagged-messages/${id}/review`, 'admin', { action: 'warn', reason: 'Asked for money.' }),
    json('moderation-reviewed', 'POST', '/api/admin/moderation/reviewed', 'admin', { photoIds: [id], profileIds: [id] }),
    json('appeal-decision', 'POST', `/api/admin/appeals/${id}/decision`, 'admin', { decision: 'lift', reason: 'A misunderstanding.' }),
    // A report that blocks would end the pair's chat for the other targets: the sample does not.
    json('report', 'POST', '/api/reports', 'otherMember', { targetUserId: member.userId, reason: 'other', details: FUZZ_MESSAGE_TEXT, block: false }),
    json('contact', 'POST', '/api/contact', 'visitor', { email: 'fuzz.concern@example.test', member: `${otherMember.userId}`, reason: 'scam', details: 'He asked me for money for a visa fee.' }),
    json('guardian-view', 'POST', '/api/guardian/view', 'visitor', { token: 'A'.repeat(43) }),
    json('guardian-respond', 'POST', '/api/guardian/respond', 'visitor', { token: 'A'.repeat(43), action: 'confirm' }),
    json('guardian-chaperone', 'PUT', '/api/guardian/chaperone', 'member', { mode: 'summary' }),
    json('paypal-webhook', 'POST', '/api/paypal/webhook', 'visitor', { id: 'WH-1', event_type: 'BILLING.SUBSCRIPTION.CANCELLED', resource: { id: 'I-ABC123' } }),
    { label: 'photo-upload', method: 'POST', path: '/api/photos/upload', persona: 'member', sample: { image: 'x' }, contentType: 'multipart/form-data; boundary=fuzz' },
    json('university-email', 'POST', '/api/verification/university-email', 'member', { email: 'fuzz.student@leeds.ac.uk' }),
    json('university-confirm', 'POST', '/api/verification/university-email/confirm', 'visitor', { token: 'A'.repeat(43) }),
    json('verification-decide', 'POST', `/api/admin/verifications/${id}/decide`, 'admin', { approve: false, reason: 'Your face is hidden.' }),
    json('women-reviewer', 'PUT', `/api/admin/verifications/reviewers/${id}`, 'admin', { reviewsWomen: false }),
    { label: 'selfie-upload', method: 'POST', path: '/api/verification/selfie', persona: 'member', sample: { photo: 'x', poseId: 'right-hand-cheek' }, contentType: 'multipart/form-data; boundary=fuzz' },
  ];
}

/** GET-style endpoints: hostile query strings and hostile `[id]` segments. */
export function fuzzUrlTargets(cast: Cast): FuzzTarget[] {
  const other = cast.accounts.otherMember.userId;
  return [
    { label: 'members?query', method: 'GET', path: '/api/users', persona: 'member', queryNames: ['limit', 'search', 'cursor'] },
    { label: 'admin-profiles?query', method: 'GET', path: '/api/admin/profiles', persona: 'admin', queryNames: ['offset'] },
    { label: 'chats?query', method: 'GET', path: '/api/chats', persona: 'member', queryNames: ['before', 'limit'] },
    { label: 'history?query', method: 'GET', path: `/api/chats/messages/${other}`, persona: 'member', queryNames: ['before', 'after', 'limit'] },
    { label: 'photo-file?query', method: 'GET', path: `/api/photos/file/${cast.resources.memberPhotoId}`, persona: 'visitor', queryNames: ['viewer', 'exp', 'sig'] },
    { label: 'guardian-unsubscribe?query', method: 'POST', path: '/api/guardian/unsubscribe', persona: 'visitor', queryNames: ['token'] },
    { label: 'profile/[id]', method: 'GET', path: (s) => `/api/users/profile/${s}`, persona: 'member' },
    { label: 'history/[userId]', method: 'GET', path: (s) => `/api/chats/messages/${s}`, persona: 'member' },
    { label: 'photo/[id]', method: 'DELETE', path: (s) => `/api/photos/${s}`, persona: 'otherMember' },
    { label: 'photo-file/[id]', method: 'GET', path: (s) => `/api/photos/file/${s}?viewer=a&exp=1&sig=b`, persona: 'visitor' },
    { label: 'photo-request/[id]', method: 'DELETE', path: (s) => `/api/photos/requests/${s}`, persona: 'otherMember' },
    { label: 'block/[id]', method: 'DELETE', path: (s) => `/api/users/${s}/block`, persona: 'otherMember' },
    { label: 'outbox/[id]/retry', method: 'POST', path: (s) => `/api/admin/outbox/${s}/retry`, persona: 'admin' },
    { label: 'admin-profile/[id]', method: 'PUT', path: (s) => `/api/admin/profiles/${s}`, persona: 'admin' },
    { label: 'admin-profile-delete/[id]', method: 'DELETE', path: (s) => `/api/admin/profiles/${s}`, persona: 'admin' },
    { label: 'moderation?query', method: 'GET', path: '/api/admin/reports', persona: 'admin', queryNames: ['status'] },
    { label: 'report/[id]', method: 'GET', path: (s) => `/api/admin/reports/${s}`, persona: 'admin' },
    { label: 'admin-message/[id]', method: 'GET', path: (s) => `/api/admin/messages/${s}`, persona: 'admin' },
    { label: 'member-moderation/[id]', method: 'GET', path: (s) => `/api/admin/members/${s}/moderation`, persona: 'admin' },
    { label: 'verifications?query', method: 'GET', path: '/api/admin/verifications', persona: 'admin', queryNames: ['status'] },
    { label: 'selfie-file/[id]', method: 'GET', path: (s) => `/api/admin/verifications/${s}/selfie?viewer=a&exp=1&sig=b`, persona: 'visitor' },
    { label: 'verification-decide/[id]', method: 'POST', path: (s) => `/api/admin/verifications/${s}/decide`, persona: 'admin' },
  ];
}

export interface FuzzFailure {
  label: string;
  status: number;
  request: string;
}

export interface FuzzReport {
  sent: number;
  perTarget: Record<string, number>;
  serverErrors: FuzzFailure[];
}

function multipartAround(raw: string): string {
  return `--fuzz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${raw}\r\n--fuzz--\r\n`;
}

/**
 * Sends `count` hostile requests to every target, a few at a time, and records every 5xx.
 * The same seed gives the same requests, so a failure can be replayed.
 */
export async function runFuzz(baseUrl: string, cast: Cast, targets: FuzzTarget[], count: number, seed: number, concurrency = 4): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, perTarget: {}, serverErrors: [] };
  const jobs: Array<{ label: string; method: string; path: string; body?: string; headers: Record<string, string> }> = [];
  targets.forEach((target, index) => {
    const token = cast.tokens[target.persona];
    const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
    const targetSeed = seed + index;
    if (target.sample) {
      for (const body of hostileBodies(target.sample, count, targetSeed)) {
        const multipart = target.contentType?.startsWith('multipart/');
        jobs.push({
          label: target.label,
          method: target.method,
          path: target.path as string,
          body: multipart ? multipartAround(body) : body,
          headers: { ...headers, 'Content-Type': target.contentType ?? 'application/json' },
        });
      }
    } else if (target.queryNames) {
      for (const query of hostileQueries(target.queryNames, count, targetSeed)) jobs.push({ label: target.label, method: target.method, path: `${target.path as string}${query}`, headers });
    } else {
      const build = target.path as (segment: string) => string;
      for (const segment of hostileSegments(count, targetSeed)) jobs.push({ label: target.label, method: target.method, path: build(segment), body: target.method === 'GET' ? undefined : '{}', headers: { ...headers, 'Content-Type': 'application/json' } });
    }
  });
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = jobs[next++];
      const reply = await rawRequest(baseUrl, job.method, job.path, { body: job.body, headers: job.headers });
      report.sent += 1;
      report.perTarget[job.label] = (report.perTarget[job.label] ?? 0) + 1;
      if (reply.status >= 500) report.serverErrors.push({ label: job.label, status: reply.status, request: `${job.method} ${job.path} ${(job.body ?? '').slice(0, 300)}` });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

/** Private values in the fuzz samples themselves. */
export const FUZZ_SAMPLE_SECRETS = ['fuzz.case@example.test', 'fuzz.wali@example.test', 'fuzz.wali2@example.test', '+44 7700 900123', '+44 7700 900124', FUZZ_MESSAGE_TEXT];

/** Unusual methods on a few routes: each must be a 405, never a 500. */
export const HOSTILE_METHODS = ['TRACE', 'PROPFIND', 'PURGE', 'LINK', 'MKCOL'];

/** What must never appear in the server's log: hashes, private details, tokens, stack traces. */
export function leaksIn(log: string, secrets: string[]): string[] {
  const found: string[] = [];
  if (/\$2[aby]\$\d{2}\$/.test(log)) found.push('a bcrypt hash');
  // Plain text from a crash, or a stack inside a JSON log line.
  if (/^\s{4}at |\\n\s{4}at /m.test(log)) found.push('a stack trace');
  for (const secret of secrets) if (secret && log.includes(secret)) found.push(`a private value (${secret.slice(0, 3)}…)`);
  return found;
}
