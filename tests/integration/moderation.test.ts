import { MSG_AUTH } from '@/lib/shared/messages/auth';
import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { startApp, type TestApp } from '../support/app-server';
import { connectSocket, record, serverDisconnect, until } from '../support/chat-sockets';
import { createTestClock, type TestClock } from '../support/clock';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';
import { tinyPng } from '../support/personas';

const ADMIN = { email: 'moderator@example.test', password: 'moderator password 2026' };
const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let api: Client;
let adminToken: string;
let clock: TestClock;

beforeAll(async () => {
  clock = createTestClock();
  app = await startApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, RATE_MESSAGES_PER_MINUTE: '1000', NEW_CONTACTS_PER_DAY: '1000', ...clock.env });
  api = client(app.url);
  const login = await api.post('/api/auth/login', ADMIN);
  expect(login.status).toBe(200);
  adminToken = login.body.token;
});
afterAll(async () => {
  await app?.stop();
  clock?.remove();
});

type Member = Awaited<ReturnType<typeof subscribedMember>>;
const credentials = (m: Member) => ({ email: m.payload.email, password: m.payload.password });

async function report(reporter: Member, target: Member, extra: Record<string, unknown> = {}) {
  const reply = await api.post('/api/reports', { targetUserId: target.userId, reason: 'harassment', details: 'He insulted me.', block: false, ...extra }, reporter.token);
  expect(reply.status).toBe(201);
  return reply.body.id as string;
}

async function send(from: Member, to: Member, content: string) {
  const reply = await api.post('/api/chats/messages', { receiverId: to.userId, content }, from.token);
  expect(reply.status).toBe(201);
  return reply.body as { _id: string; conversationId: string };
}

const queue = async () => {
  const reply = await api.get('/api/admin/reports?status=open', adminToken);
  expect(reply.status).toBe(200);
  return reply.body;
};

const act = (reportId: string, body: Record<string, unknown>) => api.post(`/api/admin/reports/${reportId}/action`, body, adminToken);
const mailsTo = (email: string) => app.mail.mails.filter((m) => m.to.includes(email));

describe('the queue and its evidence', () => {
  it('groups open reports by member, newest group first, with counts; only admins see it and who reported', async () => {
    const [a, b, c, d] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' }), subscribedMember(api), subscribedMember(api)]);
    const first = await report(a, b);
    const second = await report(c, b, { reason: 'scam', details: 'Asked me for £200.' });
    const third = await report(a, d, { reason: 'fake_profile', details: '' });

    const open = await queue();
    const [dGroup, bGroup] = open.groups;
    expect(dGroup).toMatchObject({ key: d.userId, openCount: 1, member: { id: d.userId, email: d.payload.email } });
    expect(dGroup.reports.map((r: { id: string }) => r.id)).toEqual([third]);
    expect(bGroup).toMatchObject({ key: b.userId, openCount: 2 });
    expect(bGroup.reports.map((r: { id: string }) => r.id)).toEqual([second, first]);
    expect(bGroup.reports[0]).toMatchObject({ reason: 'scam', details: 'Asked me for £200.', reporter: { id: c.userId, email: c.payload.email } });

    for (const token of [b.token, a.token]) {
      const refused = await api.get('/api/admin/reports', token);
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain(c.payload.email);
    }
    expect((await api.get('/api/admin/reports')).status).toBe(401);
  });

  it('shows the reported message with the ten before it, the profile text and earlier reports and actions', async () => {
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    for (let i = 1; i <= 12; i += 1) await send(i % 2 ? a : b, i % 2 ? b : a, `message ${i}`);
    const bad = await send(a, b, 'You are worthless.');
    const earlier = await report(b, a, { reason: 'other', details: 'Rude.' });
    expect((await act(earlier, { action: 'warn', reason: 'Please be polite.' })).status).toBe(200);
    const reportId = await report(b, a, { messageId: bad._id, reason: 'inappropriate_message' });

    const evidence = await api.get(`/api/admin/reports/${reportId}`, adminToken);
    expect(evidence.status).toBe(200);
    const contents = evidence.body.conversation.messages.map((m: { content: string }) => m.content);
    expect(contents).toEqual([...Array.from({ length: 10 }, (_, i) => `message ${i + 3}`), 'You are worthless.']);
    expect(evidence.body.conversation.messages.at(-1)).toMatchObject({ id: bad._id, reported: true });
    expect(evidence.body.report).toMatchObject({ id: reportId, reason: 'inappropriate_message', reporter: { id: b.userId } });
    expect(evidence.body.member.profile.description).toBe(a.payload.description);
    expect(evidence.body.member.reports.map((r: { id: string }) => r.id)).toEqual([reportId, earlier]);
    expect(evidence.body.member.reports[1]).toMatchObject({ status: 'closed', action: 'warn', actionReason: 'Please be polite.' });
    expect(evidence.body.member.actions[0]).toMatchObject({ action: 'moderation.warn', reason: 'Please be polite.' });
  });
});

describe('profanity as moderators see it', () => {
  it('shows moderators the words a profane message was written with; members only ever get the starred text', async () => {
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    const rude = await send(a, b, 'you are an ass');
    const clean = await send(a, b, 'sorry');
    const reportId = await report(b, a, { messageId: rude._id, reason: 'inappropriate_message' });

    for (const member of [a, b]) {
      const history = (await api.get(`/api/chats/messages/${member === a ? b.userId : a.userId}`, member.token)).body as Record<string, unknown>[];
      expect(history.map((m) => m.content)).toEqual(['you are an ***', 'sorry']);
      expect(JSON.stringify(history)).not.toContain('you are an ass');
    }
    const evidence = await api.get(`/api/admin/reports/${reportId}`, adminToken);
    const shown = evidence.body.conversation.messages as { id: string; content: string; originalContent: string | null }[];
    expect(shown.find((m) => m.id === rude._id)).toMatchObject({ content: 'you are an ***', originalContent: 'you are an ass' });
    expect(shown.find((m) => m.id === clean._id)).toBeUndefined();
    expect((await api.get(`/api/admin/messages/${rude._id}`, adminToken)).body.conversation.messages.at(-1)).toMatchObject({ originalContent: 'you are an ass' });
  });
});

describe('actions on a report', () => {
  it('dismiss closes the member’s open reports and emails nobody; warn emails the reason and leaves access alone', async () => {
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    const one = await report(a, b);
    const two = await report(a, b, { reason: 'other' });
    const dismissed = await act(one, { action: 'dismiss', reason: 'Nothing against the rules.' });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.closedReportIds.sort()).toEqual([one, two].sort());
    expect((await act(two, { action: 'warn', reason: 'x' })).status).toBe(409);

    const closed = await api.get('/api/admin/reports?status=closed', adminToken);
    expect(closed.body.reports.find((r: { id: string }) => r.id === one)).toMatchObject({
      status: 'closed',
      action: 'dismiss',
      actionReason: 'Nothing against the rules.',
      closedBy: { email: ADMIN.email },
      member: { id: b.userId },
    });

    const three = await report(a, b, { reason: 'harassment' });
    expect((await act(three, { action: 'warn', reason: 'Please do not send insults.' })).status).toBe(200);
    const warning = await app.mail.waitFor(b.payload.email, (m) => /warning/i.test(m.subject));
    expect(warning.text).toContain('Please do not send insults.');
    // The dismissal came first and sent nothing: the warning is the only moderation mail she has.
    expect(mailsTo(b.payload.email).filter((m) => /moderat/i.test(m.text))).toHaveLength(1);
    expect((await api.get('/api/auth/me', b.token)).status).toBe(200);
  });

  it('suspend ends sessions at once, login answers 403 with the reason and end date, appeal is heard and upheld', async () => {
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    const socket = await connectSocket(app.url, b.token);
    const disconnected = serverDisconnect(socket, 3000);
    const reportId = await report(a, b);
    const reason = 'You sent abusive messages to another member.';
    const suspended = await act(reportId, { action: 'suspend', reason, days: 7 });
    expect(suspended.status).toBe(200);
    // The signed-out tab is told why and until when, to say so instead of a bare "signed out".
    expect((await disconnected.within()).ended).toEqual({ reason: 'suspended', sanction: { kind: 'suspend', endsAt: suspended.body.endsAt } });
    const endsAt = new Date(suspended.body.endsAt).getTime();
    expect(Math.abs(endsAt - (Date.now() + clock.offset() + 7 * DAY))).toBeLessThan(60_000);

    const session = await api.get('/api/auth/me', b.token);
    expect(session.status).toBe(403);
    expect(session.body.code).toBe('account_sanctioned');
    const sanction = { kind: 'suspend', endsAt: suspended.body.endsAt };
    expect(session.body.sanction).toEqual(sanction);
    // A tab that was not connected when she was suspended learns the same from its refused handshake.
    await expect(connectSocket(app.url, b.token)).rejects.toMatchObject({ data: { code: 'account_sanctioned', message: MSG_MODERATION.sanctionedSession, sanction } });

    const login = await api.post('/api/auth/login', credentials(b));
    expect(login.status).toBe(403);
    expect(login.body).toMatchObject({ code: 'account_sanctioned', sanction: { kind: 'suspend', reason, endsAt: suspended.body.endsAt, appeal: 'none' } });
    expect(login.body.message).toContain(reason);
    expect(login.body.message).toMatch(/suspended until \w+day \d+ \w+ \d{4} at \d\d:\d\d/);

    const mail = await app.mail.waitFor(b.payload.email, (m) => /suspended/i.test(m.subject));
    expect(mail.text).toContain(reason);
    expect(mail.text).toMatch(/appeal/i);

    const wrong = await api.post('/api/appeals', { ...credentials(b), password: 'not her password', text: 'I did nothing wrong, please look again.' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(MSG_AUTH.invalidCredentials);
    const appeal = await api.post('/api/appeals', { ...credentials(b), text: 'I did nothing wrong, please look again.' });
    expect(appeal.status).toBe(201);
    const again = await api.post('/api/appeals', { ...credentials(b), text: 'Please, I really did nothing wrong.' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MSG_MODERATION.appealAlready);
    expect((await api.post('/api/auth/login', credentials(b))).body.sanction.appeal).toBe('open');

    const listed = (await queue()).appeals.find((x: { member: { id: string } }) => x.member.id === b.userId);
    expect(listed).toMatchObject({ text: 'I did nothing wrong, please look again.', sanction: { kind: 'suspend', reason, days: 7 } });
    const decision = await api.post(`/api/admin/appeals/${listed.id}/decision`, { decision: 'uphold', reason: 'The messages were abusive.' }, adminToken);
    expect(decision.status).toBe(200);
    const outcome = await app.mail.waitFor(b.payload.email, (m) => /outcome of your appeal/i.test(m.subject));
    expect(outcome.text).toContain('The messages were abusive.');
    expect((await api.post('/api/auth/login', credentials(b))).body.sanction.appeal).toBe('decided');
    expect((await api.post(`/api/admin/appeals/${listed.id}/decision`, { decision: 'lift', reason: 'x' }, adminToken)).status).toBe(404);
  });

  it('ban is permanent until an appeal lifts it; lifting restores access at once and the report stops counting as upheld', async () => {
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    const reportId = await report(a, b, { reason: 'scam' });
    expect((await act(reportId, { action: 'ban', reason: 'You asked members for money.' })).status).toBe(200);
    const mail = await app.mail.waitFor(b.payload.email, (m) => /closed/i.test(m.subject));
    expect(mail.text).toContain('You asked members for money.');
    const login = await api.post('/api/auth/login', credentials(b));
    expect(login.status).toBe(403);
    expect(login.body.sanction).toMatchObject({ kind: 'ban', endsAt: null });
    expect(login.body.message).toBe(MSG_MODERATION.banned('You asked members for money.'));

    expect((await api.post('/api/appeals', { ...credentials(b), text: 'That was my brother using my phone, sorry.' })).status).toBe(201);
    const listed = (await queue()).appeals.find((x: { member: { id: string } }) => x.member.id === b.userId);
    expect((await api.post(`/api/admin/appeals/${listed.id}/decision`, { decision: 'lift', reason: 'We accept your explanation.' }, adminToken)).status).toBe(200);
    const outcome = await app.mail.waitFor(b.payload.email, (m) => /appeal was successful/i.test(m.subject));
    expect(outcome.text).toContain('We accept your explanation.');
    expect((await api.post('/api/auth/login', credentials(b))).status).toBe(200);

    const closed = await api.get('/api/admin/reports?status=closed', adminToken);
    expect(closed.body.reports.find((r: { id: string }) => r.id === reportId)).toMatchObject({ action: 'dismiss', actionReason: 'Lifted on appeal: We accept your explanation.' });
    const audit = (await api.get('/api/admin/audit', adminToken)).body.filter((e: { targetUserId: string }) => e.targetUserId === b.userId);
    expect(audit.map((e: { action: string }) => e.action)).toEqual(expect.arrayContaining(['moderation.ban', 'moderation.appeal.submit', 'moderation.appeal.lift']));
    const lift = audit.find((e: { action: string }) => e.action === 'moderation.appeal.lift');
    expect(lift).toMatchObject({ reason: 'We accept your explanation.', actorId: expect.any(String), before: { kind: 'ban', liftedAt: null }, after: { kind: 'ban' } });
    expect(lift.after.liftedAt).toEqual(expect.any(String));
  });

  it('removes a photo and its file and emails the owner; admins see photos through signed addresses', async () => {
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    const upload = await api.post('/api/photos', { photo: await tinyPng() }, b.token);
    expect(upload.status).toBe(201);
    const photoId = upload.body.photoId as string;
    const feed = (await queue()).photos.find((p: { id: string }) => p.id === photoId);
    expect(feed.owner.id).toBe(b.userId);
    expect((await fetch(`${app.url}${feed.url}`)).status).toBe(200);
    expect((await fetch(`${app.url}${upload.body.url}`)).status).toBe(200);

    const reportId = await report(a, b, { photoId, reason: 'inappropriate_photo' });
    expect((await api.get(`/api/admin/reports/${reportId}`, adminToken)).body.photo.id).toBe(photoId);
    expect((await api.call('DELETE', `/api/admin/photos/${photoId}`, { body: {}, token: adminToken })).status).toBe(400);
    const removed = await api.call('DELETE', `/api/admin/photos/${photoId}`, { body: { reason: 'Photos must show only you.' }, token: adminToken });
    expect(removed.status).toBe(200);
    expect((await api.get('/api/photos', b.token)).body).toEqual([]);
    expect((await fetch(`${app.url}${upload.body.url}`)).status).toBe(404);
    const mail = await app.mail.waitFor(b.payload.email, (m) => /photo/i.test(m.subject));
    expect(mail.text).toContain('Photos must show only you.');
    const evidence = await api.get(`/api/admin/reports/${reportId}`, adminToken);
    expect(evidence.body).toMatchObject({ photo: null, photoRemoved: true });
    expect((await api.call('DELETE', `/api/admin/photos/${photoId}`, { body: { reason: 'again' }, token: adminToken })).status).toBe(404);
  });

  it('removes a message for both members, live on their sockets, and emails the sender', async () => {
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    await send(a, b, 'Salam, how are you?');
    const bad = await send(a, b, 'Something abusive.');
    const socket = await connectSocket(app.url, b.token);
    const removedNotices = record(socket, 'messageRemoved');
    try {
      const removed = await api.call('DELETE', `/api/admin/messages/${bad._id}`, { body: { reason: 'Insults are not allowed.' }, token: adminToken });
      expect(removed.status).toBe(200);
      await until(() => removedNotices.length > 0, 5000, 'messageRemoved');
      expect(removedNotices[0]).toEqual({ messageId: bad._id, conversationId: bad.conversationId, content: MSG_MODERATION.messageRemoved });
    } finally {
      socket.close();
    }
    for (const [viewer, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const history = await api.get(`/api/chats/messages/${other.userId}`, viewer.token);
      expect(history.body.map((m: { content: string }) => m.content)).toEqual(['Salam, how are you?', MSG_MODERATION.messageRemoved]);
    }
    const mail = await app.mail.waitFor(a.payload.email, (m) => /message/i.test(m.subject));
    expect(mail.text).toContain('Insults are not allowed.');
    expect((await api.call('DELETE', `/api/admin/messages/${bad._id}`, { body: { reason: 'again' }, token: adminToken })).status).toBe(409);
    const audit = (await api.get('/api/admin/audit', adminToken)).body.find((e: { action: string; targetUserId: string }) => e.action === 'moderation.message.remove' && e.targetUserId === a.userId);
    expect(audit).toMatchObject({ reason: 'Insults are not allowed.', before: { content: 'Something abusive.' }, after: { content: MSG_MODERATION.messageRemoved } });
  });

  it('lists flagged messages until reviewed; reviewing can warn the sender', async () => {
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    const flagged = await send(a, b, 'Message me on WhatsApp, my number is 07700 900123');
    const listed = (await queue()).flaggedMessages.find((f: { messageId: string }) => f.messageId === flagged._id);
    expect(listed).toMatchObject({ sender: { id: a.userId }, receiver: { id: b.userId }, content: 'Message me on WhatsApp, my number is 07700 900123' });
    expect(listed.kinds).toEqual(expect.arrayContaining(['phone', 'off_platform']));
    const evidence = await api.get(`/api/admin/messages/${flagged._id}`, adminToken);
    expect(evidence.body).toMatchObject({ flag: { reviewedAt: null }, member: { member: { id: a.userId } } });
    expect(evidence.body.conversation.messages.at(-1)).toMatchObject({ id: flagged._id, reported: true });

    expect((await api.post(`/api/admin/flagged-messages/${flagged._id}/review`, { action: 'warn' }, adminToken)).body.message).toBe(MSG_MODERATION.reasonRequired);
    const reviewed = await api.post(`/api/admin/flagged-messages/${flagged._id}/review`, { action: 'warn', reason: 'Please keep contact details off the app.' }, adminToken);
    expect(reviewed.status).toBe(200);
    const warning = await app.mail.waitFor(a.payload.email, (m) => /warning/i.test(m.subject));
    expect(warning.text).toContain('Please keep contact details off the app.');
    expect((await queue()).flaggedMessages.some((f: { messageId: string }) => f.messageId === flagged._id)).toBe(false);
    expect((await api.post(`/api/admin/flagged-messages/${flagged._id}/review`, {}, adminToken)).status).toBe(404);
  });

  it('lists new profile texts until an admin marks them reviewed', async () => {
    const member = await registerMember(api);
    const listed = (await queue()).profileTexts.find((t: { id: string }) => t.id === member.userId);
    expect(listed).toMatchObject({ description: member.payload.description, lookingFor: member.payload.lookingFor });
    const reviewed = await api.post('/api/admin/moderation/reviewed', { profileIds: [member.userId] }, adminToken);
    expect(reviewed.body).toEqual({ photoIds: [], profileIds: [member.userId] });
    expect((await queue()).profileTexts.some((t: { id: string }) => t.id === member.userId)).toBe(false);
    const me = (await api.get('/api/users/profile', member.token)).body;
    const saved = await api.post('/api/users/profile', { ...me, description: 'A new text about me.' }, member.token);
    expect(saved.status).toBe(200);
    expect((await queue()).profileTexts.find((t: { id: string }) => t.id === member.userId)).toMatchObject({ description: 'A new text about me.' });
  });
});

describe('bad input', () => {
  it('answers 400 with a clear message', async () => {
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    const reportId = await report(a, b);
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'warn' }, MSG_MODERATION.reasonRequired],
      [{ action: 'warn', reason: '   ' }, MSG_MODERATION.reasonRequired],
      [{ action: 'suspend', reason: 'Abuse.' }, MSG_MODERATION.daysRequired],
      [{ action: 'suspend', reason: 'Abuse.', days: 0 }, MSG_MODERATION.daysRange],
      [{ action: 'suspend', reason: 'Abuse.', days: 366 }, MSG_MODERATION.daysRange],
      [{ action: 'suspend', reason: 'Abuse.', days: 2.5 }, MSG_MODERATION.daysRange],
      [{ action: 'delete', reason: 'Abuse.' }, MSG_MODERATION.chooseAction],
      [{ action: 'warn', reason: 'x'.repeat(1001) }, MSG_MODERATION.reasonTooLong],
    ];
    for (const [body, message] of cases) {
      const reply = await act(reportId, body);
      expect([reply.status, reply.body]).toEqual([400, { message, code: 'invalid_input' }]);
    }
    expect((await api.post('/api/admin/reports/not-an-id/action', { action: 'dismiss', reason: 'x' }, adminToken)).status).toBe(400);
    expect((await api.get('/api/admin/reports?status=maybe', adminToken)).body).toEqual({ message: MSG_MODERATION.statusInvalid, code: 'invalid_input' });
    expect((await api.post('/api/admin/moderation/reviewed', { photoIds: ['nope'] }, adminToken)).status).toBe(400);
    expect((await api.post('/api/admin/appeals/00000000-0000-4000-8000-000000000000/decision', { decision: 'maybe', reason: 'x' }, adminToken)).status).toBe(400);
    const shortAppeal = await api.post('/api/appeals', { ...credentials(a), text: 'Too short.' });
    expect(shortAppeal.body).toEqual({ message: MSG_MODERATION.appealTooShort, code: 'invalid_input' });
    const nothing = await api.post('/api/appeals', { ...credentials(a), text: 'I would like to appeal, but nothing happened.' });
    expect([nothing.status, nothing.body.message]).toEqual([409, MSG_MODERATION.appealNothing]);
  });
});

describe('a suspension that ends by itself', () => {
  it('lets the member back in once the clock passes the end date', async () => {
    const [a, b] = await Promise.all([subscribedMember(api), subscribedMember(api, { gender: 'female' })]);
    const reportId = await report(a, b);
    expect((await act(reportId, { action: 'suspend', reason: 'A cooling-off period.', days: 3 })).status).toBe(200);
    expect((await api.post('/api/auth/login', credentials(b))).status).toBe(403);
    clock.advance(3 * DAY - 60_000);
    expect((await api.post('/api/auth/login', credentials(b))).status).toBe(403);
    clock.advance(2 * 60_000);
    const back = await api.post('/api/auth/login', credentials(b));
    expect(back.status).toBe(200);
    expect((await api.get('/api/auth/me', back.body.token)).status).toBe(200);
  });
});
