/**
 * Writes the database dump the upgrade test restores (tests/integration/migrations-upgrade.test.ts):
 * `npx tsx scripts/db-fixture-dump.ts [name]` → tests/fixtures/db/<name>.sql (default
 * `release-<today>`). Run it on main at each release and commit the file: every dump kept is a
 * database the migrations added later must still upgrade.
 *
 * It makes a database of its own on PostgreSQL (dropped afterwards), migrates it with the app's
 * own start-up code, seeds at least one row in every table (and refuses to dump while one is
 * empty: a table added since needs a row below), and writes `pg_dump`'s plain SQL with one INSERT
 * per row, minus psql's meta-commands, so that PGlite and any PostgreSQL client can replay it.
 *
 * Env: FIXTURE_ADMIN_URL (postgres://postgres@127.0.0.1:5432/test: only used to create and drop
 * the database), FIXTURE_PG_DUMP (pg_dump).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../lib/server/db';
import { createDatabase } from '../tests/support/test-database';

const ADMIN_URL = process.env.FIXTURE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_DUMP = process.env.FIXTURE_PG_DUMP ?? 'pg_dump';
const OUT_DIR = path.join('tests', 'fixtures', 'db');

/** Fixed ids and times, so that a dump made twice from the same migrations is the same file. */
const SEED = `
insert into users (id, email, password_hash, first_name, last_name, age, gender, university, status, description, looking_for, hear, is_admin, suspended, created_at, updated_at, chaperone_mode, chaperone_since, profile_text_pending_since, city, city_key, country, willing_to_relocate, marital_status, has_children, languages, prayer, seeking_age_min, seeking_age_max, seeking_status, last_active_at, university_verified_at, university_verified_email, university_institution, photo_verified_at, reviews_women_verifications, email_verified_at) values
  ('00000000-0000-4000-8000-000000000001', 'admin@fixture.test', '$2b$04$fixture.hash.of.the.admin.not.a.real.password.hash0', 'Ada', 'Admin', 40, 'female', '', 'graduate', '', '', '', true, false, '2026-11-01 09:00:00+00', '2026-11-01 09:00:00+00', 'alerts', null, null, null, null, null, null, null, null, '{}', null, null, null, null, '2026-11-24 09:00:00+00', null, null, null, null, true, '2026-11-01 09:00:00+00'),
  ('00000000-0000-4000-8000-000000000002', 'aisha@fixture.test', '$2b$04$fixture.hash.of.aisha.not.a.real.password.hash.000', 'Aisha', 'Rahman', 24, 'female', 'University of Leeds', 'student', 'I study medicine.', 'Someone kind.', 'A friend', false, false, '2026-11-02 09:00:00+00', '2026-11-20 09:00:00+00', 'summary', '2026-11-03 09:00:00+00', null, 'Leeds', 'leeds', 'GB', true, 'never_married', false, '{English,Urdu,العربية}', 'usually', 24, 32, 'graduate', '2026-11-24 08:59:00+00', '2026-11-04 09:00:00+00', 'aisha@leeds.ac.uk', 'University of Leeds', '2026-11-05 09:00:00+00', false, '2026-11-02 09:10:00+00'),
  ('00000000-0000-4000-8000-000000000003', 'yusuf@fixture.test', '$2b$04$fixture.hash.of.yusuf.not.a.real.password.hash.000', 'Yusuf', 'Khan', 27, 'male', 'University of Manchester', 'graduate', 'I teach physics.', 'Someone patient.', '', false, false, '2026-11-02 10:00:00+00', '2026-11-02 10:00:00+00', 'alerts', null, '2026-11-02 10:00:00+00', 'Manchester', 'manchester', 'GB', false, 'divorced', true, '{English}', 'always', 20, 28, 'either', '2026-11-23 10:00:00+00', null, null, null, null, false, null),
  ('00000000-0000-4000-8000-000000000004', 'omar@fixture.test', '$2b$04$fixture.hash.of.omar.not.a.real.password.hash.0000', 'Omar', 'Ali', 30, 'male', '', 'graduate', '', '', '', false, true, '2026-11-02 11:00:00+00', '2026-11-10 11:00:00+00', 'alerts', null, null, null, null, null, null, null, null, '{}', null, null, null, null, '2026-11-10 11:00:00+00', null, null, null, null, false, '2026-11-02 11:00:00+00');
insert into subscriptions (id, user_id, provider, provider_subscription_id, status, trial_ends_at, current_period_ends_at, cancelled_at, created_at, updated_at) values
  ('00000000-0000-4000-8001-000000000002', '00000000-0000-4000-8000-000000000002', 'paypal', 'I-FIXTURE0002', 'ACTIVE', '2026-12-02 09:00:00+00', '2026-12-02 09:00:00+00', null, '2026-11-02 09:05:00+00', '2026-11-02 09:05:00+00'),
  ('00000000-0000-4000-8001-000000000003', '00000000-0000-4000-8000-000000000003', 'paypal', 'I-FIXTURE0003', 'CANCELLED', null, '2026-12-02 10:00:00+00', '2026-11-15 10:00:00+00', '2026-11-02 10:05:00+00', '2026-11-15 10:00:00+00');
insert into sessions (id, user_id, created_at, expires_at, revoked_at, last_seen_at) values
  ('00000000-0000-4000-8002-000000000002', '00000000-0000-4000-8000-000000000002', '2026-11-20 09:00:00+00', '2026-12-20 09:00:00+00', null, '2026-11-24 09:00:00+00'),
  ('00000000-0000-4000-8002-000000000003', '00000000-0000-4000-8000-000000000003', '2026-11-20 10:00:00+00', '2026-12-20 10:00:00+00', '2026-11-21 10:00:00+00', '2026-11-21 10:00:00+00');
insert into admin_mfa (user_id, secret, pending_secret, enabled_at, last_time_step, updated_at) values
  ('00000000-0000-4000-8000-000000000001', 'v1:fixture-encrypted-secret', null, '2026-11-01 09:10:00+00', 59000000, '2026-11-01 09:10:00+00');
insert into mfa_recovery_codes (id, user_id, code_hash, used_at) values
  ('00000000-0000-4000-8003-000000000001', '00000000-0000-4000-8000-000000000001', 'fixture-code-hash-1', null),
  ('00000000-0000-4000-8003-000000000002', '00000000-0000-4000-8000-000000000001', 'fixture-code-hash-2', '2026-11-05 09:00:00+00');
insert into password_tokens (id, user_id, token_hash, purpose, expires_at, used_at, created_at) values
  ('00000000-0000-4000-8004-000000000001', '00000000-0000-4000-8000-000000000003', 'fixture-token-hash-reset', 'reset', '2026-11-21 11:00:00+00', null, '2026-11-21 10:00:00+00');
insert into password_reset_requests (id, email, created_at) values
  ('00000000-0000-4000-8005-000000000001', 'yusuf@fixture.test', '2026-11-21 10:00:00+00');
insert into conversations (id, user_a, user_b, started_by, last_seq, last_message_id, last_message_at, last_message_preview, created_at) values
  ('00000000-0000-4000-8006-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000003', 2, '00000000-0000-4000-8007-000000000002', '2026-11-22 12:05:00+00', 'Wa alaikum salam', '2026-11-22 12:00:00+00');
insert into messages (id, conversation_id, seq, sender_id, receiver_id, client_id, content, created_at, delivered_at, read_at, removed_at, original_content, read_privately) values
  ('00000000-0000-4000-8007-000000000001', '00000000-0000-4000-8006-000000000001', 1, '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'fixture-client-1', 'Assalamu alaikum, call me on 07700 900002', '2026-11-22 12:00:00+00', '2026-11-22 12:00:01+00', '2026-11-22 12:04:00+00', null, null, true),
  ('00000000-0000-4000-8007-000000000002', '00000000-0000-4000-8006-000000000001', 2, '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000003', 'fixture-client-2', 'Wa alaikum salam', '2026-11-22 12:05:00+00', null, null, null, 'Wa alaikum salam!', false);
insert into message_flags (message_id, sender_id, kinds, created_at, reviewed_at, reviewed_by) values
  ('00000000-0000-4000-8007-000000000001', '00000000-0000-4000-8000-000000000003', '{phone}', '2026-11-22 12:00:00+00', '2026-11-23 09:00:00+00', '00000000-0000-4000-8000-000000000001');
insert into member_presence (user_id, last_disconnected_at, missed_email_at, email_covered_until) values
  ('00000000-0000-4000-8000-000000000003', '2026-11-22 12:06:00+00', '2026-11-22 13:06:00+00', '2026-11-23 13:06:00+00');
insert into app_nodes (id, heartbeat_at) values ('fixture-node', '2026-11-24 09:00:00+00');
insert into member_sockets (node_id, socket_id, user_id, connected_at) values
  ('fixture-node', 'fixture-socket-1', '00000000-0000-4000-8000-000000000002', '2026-11-24 08:59:00+00');
insert into blocks (blocker_id, blocked_id, created_at) values
  ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000004', '2026-11-12 09:00:00+00');
insert into photos (id, user_id, storage_key, content_type, width, height, bytes, created_at, reviewed_at, reviewed_by) values
  ('00000000-0000-4000-8008-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8008-000000000001.webp', 'image/webp', 600, 800, 48213, '2026-11-03 09:00:00+00', '2026-11-03 10:00:00+00', '00000000-0000-4000-8000-000000000001');
insert into photo_requests (id, requester_id, target_user_id, status, created_at, responded_at, withdrawn_at) values
  ('00000000-0000-4000-8009-000000000001', '00000000-0000-4000-8000-000000000003', '00000000-0000-4000-8000-000000000002', 'accepted', '2026-11-22 13:00:00+00', '2026-11-22 14:00:00+00', null);
insert into reports (id, source, reporter_id, contact_email, target_user_id, message_id, photo_id, reason, details, status, action, action_reason, closed_by, closed_at, created_at, target_snapshot, target_deleted_at) values
  ('00000000-0000-4000-800a-000000000001', 'member', '00000000-0000-4000-8000-000000000002', null, '00000000-0000-4000-8000-000000000004', null, null, 'harassment', 'He kept writing.', 'closed', 'suspend', 'Harassment', '00000000-0000-4000-8000-000000000001', '2026-11-10 11:00:00+00', '2026-11-10 10:00:00+00', null, null),
  ('00000000-0000-4000-800a-000000000002', 'contact', null, 'visitor@fixture.test', null, '00000000-0000-4000-8007-000000000001', '00000000-0000-4000-8008-000000000001', 'other', 'A concern.', 'open', null, null, null, null, '2026-11-23 10:00:00+00', null, null),
  ('00000000-0000-4000-800a-000000000003', 'member', '00000000-0000-4000-8000-000000000002', null, null, null, null, 'fake_profile', 'Not who he said.', 'open', null, null, null, null, '2026-11-20 10:00:00+00', '{"firstName": "Bilal", "lastName": "Gone", "words": []}', '2026-11-21 10:00:00+00');
insert into sanctions (id, user_id, kind, reason, days, ends_at, report_ids, created_by, created_at, lifted_at, lifted_by, lift_reason) values
  ('00000000-0000-4000-800b-000000000001', '00000000-0000-4000-8000-000000000004', 'suspend', 'Harassment', 30, '2026-12-10 11:00:00+00', '{00000000-0000-4000-800a-000000000001}', '00000000-0000-4000-8000-000000000001', '2026-11-10 11:00:00+00', null, null, null);
insert into appeals (id, sanction_id, user_id, text, status, created_at, decided_by, decided_at, decision_reason) values
  ('00000000-0000-4000-800c-000000000001', '00000000-0000-4000-800b-000000000001', '00000000-0000-4000-8000-000000000004', 'I am sorry.', 'upheld', '2026-11-11 09:00:00+00', '00000000-0000-4000-8000-000000000001', '2026-11-12 09:00:00+00', 'The suspension stands.');
insert into audit_log (id, actor_id, action, target_user_id, before, after, created_at, reason) values
  ('00000000-0000-4000-800d-000000000001', '00000000-0000-4000-8000-000000000001', 'moderation.sanction', '00000000-0000-4000-8000-000000000004', '{"suspended": false}', '{"suspended": true}', '2026-11-10 11:00:00+00', 'Harassment');
insert into guardian_links (id, user_id, email, phone, status, created_at, responded_at, reminded_at) values
  ('00000000-0000-4000-800e-000000000001', '00000000-0000-4000-8000-000000000002', 'old-wali@fixture.test', '', 'replaced', '2026-11-02 09:00:00+00', null, '2026-11-05 09:00:00+00'),
  ('00000000-0000-4000-800e-000000000002', '00000000-0000-4000-8000-000000000002', 'wali@fixture.test', '+44 7700 900001', 'confirmed', '2026-11-06 09:00:00+00', '2026-11-06 18:00:00+00', null);
insert into guardian_tokens (token_hash, link_id, created_at) values
  ('fixture-guardian-token-hash', '00000000-0000-4000-800e-000000000002', '2026-11-06 09:00:00+00');
insert into guardian_opt_outs (email, created_at) values ('stop-all@fixture.test', '2026-11-07 09:00:00+00');
insert into guardian_ward_opt_outs (email, user_id, created_at) values
  ('old-wali@fixture.test', '00000000-0000-4000-8000-000000000002', '2026-11-07 09:00:00+00');
insert into guardian_digests (user_id, week_start, conversations, created_at) values
  ('00000000-0000-4000-8000-000000000002', '2026-11-16 00:00:00+00', 1, '2026-11-23 08:00:00+00');
insert into outbox (id, kind, to_address, subject, text_body, html_body, status, attempts, next_attempt_at, last_error, created_at, sent_at, user_id, headers) values
  ('00000000-0000-4000-800f-000000000001', 'guardian.invite', 'wali@fixture.test', 'Aisha named you as her guardian', 'text', '<p>html</p>', 'sent', 1, '2026-11-06 09:00:00+00', null, '2026-11-06 09:00:00+00', '2026-11-06 09:00:05+00', '00000000-0000-4000-8000-000000000002', '{"List-Unsubscribe": "<https://example.test/u>"}'),
  ('00000000-0000-4000-800f-000000000002', 'password.reset', 'yusuf@fixture.test', 'Reset your password', 'text', '<p>html</p>', 'failed', 5, '2026-11-21 12:00:00+00', 'connection refused', '2026-11-21 10:00:00+00', null, null, null);
insert into rate_limits (key, count, reset_at) values ('login:ip:127.0.0.1', 3, '2026-11-24 10:00:00+00');
insert into paypal_webhook_events (event_id, event_type, received_at) values ('WH-FIXTURE-1', 'BILLING.SUBSCRIPTION.ACTIVATED', '2026-11-02 09:06:00+00');
insert into paypal_sim_credentials (id, client_id, client_secret, created_at) values ('simulator', 'fixture-client-id', 'fixture-client-secret-0123456789', '2026-11-01 09:00:00+00');
insert into paypal_sim_catalog (id, kind, request_id, body, created_at) values
  ('PROD-FIXTURE', 'product', 'fixture-request-product', '{"name":"Membership"}', '2026-11-01 09:00:00+00'),
  ('P-FIXTURE', 'plan', null, '{"product_id":"PROD-FIXTURE"}', '2026-11-01 09:00:00+00');
insert into paypal_sim_subscriptions (id, request_id, plan_id, custom_id, subscriber_email, status, status_change_note, return_url, cancel_url, approval_token, start_time, next_billing_time, regular_cycles_completed, failed_payments_count, last_failed_payment_at, created_at, updated_at) values
  ('I-FIXTURE0002', 'fixture-request-sub', 'P-FIXTURE', '00000000-0000-4000-8000-000000000002', 'aisha@fixture.test', 'ACTIVE', null, 'https://example.test/return', 'https://example.test/cancel', 'fixture-approval', '2026-11-02 09:05:00+00', '2026-12-02 09:05:00+00', 0, 0, null, '2026-11-02 09:05:00+00', '2026-11-02 09:05:00+00');
insert into paypal_sim_tokens (access_token, expires_at) values ('fixture-access-token', '2026-11-02 18:00:00+00');
insert into account_settings (user_id, read_receipts, missed_message_emails, push_messages, push_photo_requests, push_moderation, updated_at) values
  ('00000000-0000-4000-8000-000000000002', false, true, true, false, true, '2026-11-21 09:00:00+00'),
  ('00000000-0000-4000-8000-000000000003', true, false, true, true, true, '2026-11-21 10:00:00+00');
insert into banned_email_hashes (hash, created_at) values ('fixture-hmac-of-a-banned-address', '2026-11-18 09:00:00+00');
insert into compatibility_answers (user_id, question_id, answer, accepted, importance, updated_at) values
  ('00000000-0000-4000-8000-000000000002', 1, 2, '{1,2}', 'very', '2026-11-19 09:00:00+00'),
  ('00000000-0000-4000-8000-000000000003', 1, 1, '{1,2,3}', 'somewhat', '2026-11-19 10:00:00+00');
insert into compatibility_vectors (user_id, answered, asked, ans, q1, q2, q3, q4, acc1, acc2, acc3, acc4) values
  ('00000000-0000-4000-8000-000000000002', 1, B'1000', B'0000', B'1000', B'0000', B'0000', B'0000', B'1000', B'1000', B'0000', B'0000');
insert into email_links (id, user_id, purpose, email, token_hash, session_id, expires_at, used_at, created_at) values
  ('00000000-0000-4000-8010-000000000001', '00000000-0000-4000-8000-000000000003', 'verify', 'yusuf@fixture.test', 'fixture-email-link-hash-verify', null, '2026-11-04 10:00:00+00', null, '2026-11-02 10:00:00+00'),
  ('00000000-0000-4000-8010-000000000002', '00000000-0000-4000-8000-000000000002', 'change', 'aisha.new@fixture.test', 'fixture-email-link-hash-change', '00000000-0000-4000-8002-000000000002', '2026-11-22 09:00:00+00', '2026-11-21 12:00:00+00', '2026-11-21 09:00:00+00');
insert into job_leases (name, holder, until) values ('prune', 'fixture-node', '2026-11-24 10:00:00+00');
insert into jobs (id, name, payload, status, attempts, run_at, locked_until, last_error, created_at, finished_at) values
  ('00000000-0000-4000-8011-000000000001', 'selfie-expiry', '{"verificationId": "00000000-0000-4000-8013-000000000001"}', 'done', 1, '2026-11-06 09:00:00+00', null, null, '2026-11-06 09:00:00+00', '2026-11-06 09:00:05+00'),
  ('00000000-0000-4000-8011-000000000002', 'push', '{"subscriptionId": "00000000-0000-4000-8012-000000000001", "notice": {"kind": "message"}}', 'failed', 3, '2026-11-22 12:10:00+00', null, 'push service answered 500', '2026-11-22 12:00:00+00', '2026-11-22 12:10:00+00');
insert into payment_receipts (sale_id, user_id, subscription_id, amount, currency, paid_at) values
  ('SALE-FIXTURE-1', '00000000-0000-4000-8000-000000000003', 'I-FIXTURE0003', '14.99', 'GBP', '2026-11-02 10:05:00+00');
insert into push_subscriptions (id, user_id, session_id, endpoint, p256dh, auth, expires_at, created_at, updated_at) values
  ('00000000-0000-4000-8012-000000000001', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8002-000000000002', 'https://push.fixture.test/send/aisha-1', 'fixture-p256dh-key', 'fixture-auth', null, '2026-11-21 09:00:00+00', '2026-11-21 09:00:00+00');
insert into push_vapid_keys (id, public_key, private_key, created_at) values ('vapid', 'fixture-vapid-public-key', 'fixture-vapid-private-key', '2026-11-21 08:00:00+00');
insert into selfie_pose_offers (user_id, pose_id, offered_at) values ('00000000-0000-4000-8000-000000000003', 'right-hand-cheek', '2026-11-23 10:00:00+00');
insert into selfie_verifications (id, user_id, pose_id, storage_key, status, reason, decided_by, decided_at, bytes_deleted_at, created_at) values
  ('00000000-0000-4000-8013-000000000001', '00000000-0000-4000-8000-000000000002', 'left-thumb-up', null, 'approved', null, '00000000-0000-4000-8000-000000000001', '2026-11-05 09:00:00+00', '2026-11-05 09:00:00+00', '2026-11-04 18:00:00+00'),
  ('00000000-0000-4000-8013-000000000002', '00000000-0000-4000-8000-000000000003', 'right-hand-cheek', 'selfies/00000000-0000-4000-8013-000000000002.webp', 'pending', null, null, null, null, '2026-11-23 10:05:00+00');
insert into university_email_links (id, user_id, email, institution, token_hash, expires_at, used_at, created_at) values
  ('00000000-0000-4000-8014-000000000001', '00000000-0000-4000-8000-000000000002', 'aisha@leeds.ac.uk', 'University of Leeds', 'fixture-university-link-hash', '2026-11-05 09:00:00+00', '2026-11-04 09:00:00+00', '2026-11-03 09:00:00+00');
insert into paypal_sim_webhooks (transmission_id, signature, webhook_id, event, created_at) values
  ('fixture-transmission', 'fixture-signature', 'WH-SIM', '{"event_type":"BILLING.SUBSCRIPTION.ACTIVATED"}', '2026-11-02 09:06:00+00');
`;

/** psql's meta-commands (`\\restrict` since pg_dump 15.14) are not SQL: PGlite and node-postgres refuse them. */
function plainSql(dump: string): string {
  return dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
}

async function main() {
  const name = process.argv[2] ?? `release-${new Date().toISOString().slice(0, 10)}`;
  const target = await createDatabase(ADMIN_URL, 'fixture_dump');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ns-fixture-'));
  try {
    await (await openDatabase({ databaseUrl: target.url, dataDir })).close();
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      await client.query(SEED);
      const { rows } = await client.query<{ table_name: string }>(`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`);
      const empty: string[] = [];
      for (const { table_name: table } of rows) {
        const { rows: count } = await client.query(`select count(*)::int as n from public.${client.escapeIdentifier(table)}`);
        if (count[0].n === 0) empty.push(table);
      }
      if (empty.length) throw new Error(`no rows in ${empty.join(', ')}: add some to the seed of scripts/db-fixture-dump.ts`);
    } finally {
      await client.end();
    }
    const dump = execFileSync(PG_DUMP, ['--no-owner', '--no-privileges', '--column-inserts', '--dbname', target.url], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    const file = path.join(OUT_DIR, `${name}.sql`);
    writeFileSync(file, `-- Made by scripts/db-fixture-dump.ts; restored by tests/integration/migrations-upgrade.test.ts.\n${plainSql(dump)}`);
    console.log(`wrote ${file}`);
  } finally {
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
