import type { Persona } from '../../tests/support/personas';

/**
 * Who may call what: one row per endpoint. `auth` is the route's level; the status every other
 * persona gets follows from it (401 visitor, 402 member without a subscription, 403 suspended,
 * 403 non-admin on admin endpoints). `ok` is the answer for those allowed through: with the
 * given body it need not be a success, only proof that access control let the call in.
 * `ownedBy: 'member'` marks someone else's resource: everyone else allowed through gets
 * `notOwner`. Path placeholders: {memberId}, {photoId}, {requestId}, {nobody}.
 */
export interface AccessRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  auth: 'public' | 'user' | 'member' | 'admin';
  ok: number;
  body?: unknown;
  ownedBy?: 'member';
  notOwner?: number;
  /** Answers that differ for one persona for a reason of the endpoint's own (the row says why). */
  except?: Partial<Record<Persona, number>>;
  /** The call ends the caller's session: each cell signs in afresh, so the personas keep theirs. */
  endsSession?: true;
}

// Rows run in this order, and each row's personas in the order of PERSONAS with the owner last,
// so a successful delete happens once every other persona has been checked.
export const ACCESS_MATRIX: AccessRow[] = [
  { method: 'GET', path: '/api/health', auth: 'public', ok: 200 },
  { method: 'GET', path: '/api/ready', auth: 'public', ok: 200 },
  // Guarded by METRICS_TOKEN (set in personaAppEnv), not by a session: every persona's session token is refused.
  { method: 'GET', path: '/api/metrics', auth: 'public', ok: 401 },
  { method: 'GET', path: '/api/paypal/config', auth: 'public', ok: 200 },
  { method: 'POST', path: '/api/auth/login', auth: 'public', ok: 401, body: { email: 'nobody@example.test', password: 'not the password' } },
  { method: 'POST', path: '/api/auth/register', auth: 'public', ok: 400, body: {} },
  { method: 'POST', path: '/api/auth/forgot-password', auth: 'public', ok: 200, body: { email: 'nobody@example.test' } },
  // An empty body is refused before the per-address limit counts it, so every persona gets the same answer.
  { method: 'POST', path: '/api/contact', auth: 'public', ok: 400, body: {} },
  { method: 'POST', path: '/api/auth/set-password', auth: 'public', ok: 400, body: { token: 'not-a-link', password: 'correct horse battery' } },
  { method: 'POST', path: '/api/paypal/webhook', auth: 'public', ok: 400, body: {} },
  { method: 'GET', path: '/api/photos/file/{photoId}', auth: 'public', ok: 403 },
  { method: 'POST', path: '/api/auth/login/mfa', auth: 'public', ok: 401, body: { mfaToken: 'not-a-token', code: '123456' } },
  // Guardian links: public, authenticated by the emailed token, rate-limited per address. Unknown tokens are a 404, malformed ones a 400.
  { method: 'POST', path: '/api/guardian/view', auth: 'public', ok: 400, body: { token: 'not-a-token' } },
  { method: 'POST', path: '/api/guardian/respond', auth: 'public', ok: 404, body: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', action: 'confirm' } },
  { method: 'POST', path: '/api/guardian/unsubscribe?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', auth: 'public', ok: 404 },
  { method: 'GET', path: '/api/guardian', auth: 'user', ok: 200 },
  { method: 'PUT', path: '/api/guardian/chaperone', auth: 'user', ok: 400, body: {} },
  { method: 'GET', path: '/api/auth/me', auth: 'user', ok: 200 },
  { method: 'POST', path: '/api/auth/change-password', auth: 'user', ok: 400, body: { currentPassword: 'not the password', newPassword: 'a new long passphrase 2026' } },
  // The MFA routes let any session in; their services admit admins only, so they read as admin rows.
  { method: 'GET', path: '/api/auth/mfa', auth: 'admin', ok: 200 },
  { method: 'POST', path: '/api/auth/mfa/setup', auth: 'admin', ok: 200 },
  { method: 'POST', path: '/api/auth/mfa/enable', auth: 'admin', ok: 400, body: { code: '000000' } },
  { method: 'POST', path: '/api/auth/mfa/disable', auth: 'admin', ok: 400, body: { password: 'not the password', code: '000000' } },
  { method: 'POST', path: '/api/auth/subscribe', auth: 'user', ok: 400, body: {} },
  { method: 'POST', path: '/api/auth/confirm-paypal-subscription', auth: 'user', ok: 400, body: {} },
  { method: 'GET', path: '/api/subscription', auth: 'user', ok: 200 },
  { method: 'GET', path: '/api/users/profile', auth: 'user', ok: 200 },
  { method: 'POST', path: '/api/users/profile', auth: 'user', ok: 400, body: {} },
  // A wrong password: access control lets the call in, and nobody's account is deleted. An admin
  // is refused before the password is checked: admins never delete themselves here.
  { method: 'DELETE', path: '/api/users/profile', auth: 'user', ok: 400, body: { password: 'not the password 2026' }, except: { admin: 403 } },
  { method: 'GET', path: '/api/users', auth: 'member', ok: 200 },
  { method: 'GET', path: '/api/users/profile/{memberId}', auth: 'member', ok: 200 },
  { method: 'GET', path: '/api/chats', auth: 'member', ok: 200 },
  // The member's own id: nobody chats with themself.
  { method: 'GET', path: '/api/chats/messages/{memberId}', auth: 'member', ok: 200, except: { member: 400 } },
  { method: 'POST', path: '/api/chats/messages', auth: 'member', ok: 400, body: {} },
  { method: 'POST', path: '/api/chats/messages/read', auth: 'member', ok: 404, body: { messageId: '{nobody}' } },
  { method: 'GET', path: '/api/photos', auth: 'member', ok: 200 },
  { method: 'POST', path: '/api/photos', auth: 'member', ok: 400, body: {} },
  { method: 'POST', path: '/api/photos/upload', auth: 'member', ok: 400 },
  { method: 'POST', path: '/api/photos/request', auth: 'member', ok: 400, body: {} },
  { method: 'GET', path: '/api/photos/requests/received', auth: 'member', ok: 200 },
  { method: 'GET', path: '/api/photos/requests/sent', auth: 'member', ok: 200 },
  { method: 'PUT', path: '/api/photos/requests/{requestId}/respond', auth: 'member', ok: 200, body: { status: 'accepted' }, ownedBy: 'member', notOwner: 404 },
  { method: 'DELETE', path: '/api/photos/requests/{requestId}', auth: 'member', ok: 200, ownedBy: 'member', notOwner: 404 },
  { method: 'DELETE', path: '/api/photos/{photoId}', auth: 'member', ok: 200, ownedBy: 'member', notOwner: 404 },
  { method: 'POST', path: '/api/reports', auth: 'member', ok: 400, body: {} },
  { method: 'GET', path: '/api/users/blocked', auth: 'member', ok: 200 },
  // Admins do not block members: they have the moderation tools.
  { method: 'POST', path: '/api/users/{nobody}/block', auth: 'member', ok: 404, except: { admin: 403 } },
  { method: 'DELETE', path: '/api/users/{nobody}/block', auth: 'member', ok: 200 },
  { method: 'GET', path: '/api/admin/profiles', auth: 'admin', ok: 200 },
  { method: 'POST', path: '/api/admin/profiles', auth: 'admin', ok: 400, body: {} },
  { method: 'PUT', path: '/api/admin/profiles/{nobody}', auth: 'admin', ok: 400, body: {} },
  { method: 'DELETE', path: '/api/admin/profiles/{nobody}', auth: 'admin', ok: 404, body: { reason: 'Asked us by email to close it.' } },
  // Verified members (issue 23). The confirm link is public: its token is the credential, refused here before a lookup.
  { method: 'POST', path: '/api/verification/university-email', auth: 'member', ok: 400, body: {} },
  { method: 'POST', path: '/api/verification/university-email/confirm', auth: 'public', ok: 400, body: { token: 'not-a-token' } },
  { method: 'GET', path: '/api/verification/selfie/pose', auth: 'member', ok: 200 },
  { method: 'POST', path: '/api/verification/selfie', auth: 'member', ok: 400 },
  { method: 'GET', path: '/api/admin/verifications', auth: 'admin', ok: 200 },
  { method: 'POST', path: '/api/admin/verifications/{nobody}/decide', auth: 'admin', ok: 404, body: { approve: true } },
  // Like a photo file: an <img> sends no token; without a signature made for an admin every persona is refused.
  { method: 'GET', path: '/api/admin/verifications/{nobody}/selfie', auth: 'public', ok: 403 },
  { method: 'GET', path: '/api/admin/verifications/reviewers', auth: 'admin', ok: 200 },
  { method: 'PUT', path: '/api/admin/verifications/reviewers/{nobody}', auth: 'admin', ok: 404, body: { reviewsWomen: false } },
  { method: 'GET', path: '/api/admin/outbox', auth: 'admin', ok: 200 },
  { method: 'POST', path: '/api/admin/outbox/{nobody}/retry', auth: 'admin', ok: 404 },
  { method: 'GET', path: '/api/admin/audit', auth: 'admin', ok: 200 },
  { method: 'GET', path: '/api/admin/reports', auth: 'admin', ok: 200 },
  { method: 'GET', path: '/api/admin/reports?status=closed', auth: 'admin', ok: 200 },
  { method: 'GET', path: '/api/admin/reports/{nobody}', auth: 'admin', ok: 404 },
  { method: 'POST', path: '/api/admin/reports/{nobody}/action', auth: 'admin', ok: 404, body: { action: 'dismiss', reason: 'Nothing against the rules.' } },
  { method: 'DELETE', path: '/api/admin/photos/{nobody}', auth: 'admin', ok: 404, body: { reason: 'Not a photo of the member.' } },
  { method: 'GET', path: '/api/admin/messages/{nobody}', auth: 'admin', ok: 404 },
  { method: 'DELETE', path: '/api/admin/messages/{nobody}', auth: 'admin', ok: 404, body: { reason: 'Insulting.' } },
  { method: 'POST', path: '/api/admin/flagged-messages/{nobody}/review', auth: 'admin', ok: 404, body: {} },
  { method: 'POST', path: '/api/admin/moderation/reviewed', auth: 'admin', ok: 200, body: {} },
  { method: 'GET', path: '/api/admin/members/{memberId}/moderation', auth: 'admin', ok: 200 },
  { method: 'POST', path: '/api/admin/appeals/{nobody}/decision', auth: 'admin', ok: 404, body: { decision: 'uphold', reason: 'The messages were abusive.' } },
  // Appeals come from members who cannot sign in: their email and password authenticate them.
  { method: 'POST', path: '/api/appeals', auth: 'public', ok: 401, body: { email: 'nobody@example.test', password: 'not the password', text: 'I did not send those messages, please look again.' } },
  // Last: it ends the subscriptions of everyone allowed through; without one there is nothing to cancel.
  { method: 'POST', path: '/api/subscription/cancel', auth: 'user', ok: 200, except: { unsubscribed: 409, admin: 409 } },
  { method: 'POST', path: '/api/auth/logout', auth: 'user', ok: 200, endsSession: true },
  { method: 'POST', path: '/api/auth/logout-all', auth: 'user', ok: 200, endsSession: true },
];

/** The status `persona` must get for `row`. */
export function expectedStatus(row: AccessRow, persona: Persona): number {
  const exception = row.except?.[persona];
  if (exception !== undefined) return exception;
  if (row.auth === 'public') return row.ok;
  if (persona === 'visitor') return 401;
  if (persona === 'suspended') return 403;
  if (row.auth === 'admin') return persona === 'admin' ? row.ok : 403;
  if (row.auth === 'member' && persona === 'unsubscribed') return 402;
  if (row.ownedBy && persona !== row.ownedBy) return row.notOwner ?? 404;
  return row.ok;
}
