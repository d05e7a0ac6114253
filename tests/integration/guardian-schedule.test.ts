import type { ParsedMail } from '../support/mime';
import { startApp, type TestApp } from '../support/app-server';
import { createTestClock, type TestClock } from '../support/clock';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';
import { subscribedMember } from '../support/paypal';

/**
 * What the guardian circle does by the clock: the weekly summary and copies, and the one
 * reminder to a pending guardian. The server's clock is moved, never slept on; the digests come
 * first because the messages they report are stored at the real time.
 */
const DAY = 86_400_000;
let app: TestApp;
let api: Client;
let clock: TestClock;

const tokenIn = (mail: ParsedMail) => /\/guardian\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
const invitationTo = (address: string) => app.mail.waitFor(address, (m) => /named you as her guardian/.test(m.subject));
const mailsTo = (address: string, subject: RegExp) => app.mail.mails.filter((m) => m.to.includes(address) && subject.test(m.subject));

async function womanWithConfirmedGuardian(firstName: string, mode: 'alerts' | 'summary' | 'copies') {
  // Subscribed: a conversation starts only with someone Find Matches lists.
  const sister = await subscribedMember(api, { gender: 'female', firstName });
  const wali = sister.payload.guardianEmail!;
  if (mode !== 'alerts') expect((await api.put('/api/guardian/chaperone', { mode }, sister.token)).status).toBe(200);
  expect((await api.post('/api/guardian/respond', { token: tokenIn(await invitationTo(wali)), action: 'confirm' })).body.status).toBe('confirmed');
  return { ...sister, wali };
}

beforeAll(async () => {
  clock = createTestClock();
  app = await startApp({ ...clock.env });
  api = client(app.url);
});
afterAll(async () => {
  await app?.stop();
  clock?.remove();
});

describe('weekly digests', () => {
  it('send a summary without text, and copies with the week’s messages escaped, once a week to a confirmed guardian', async () => {
    const summary = await womanWithConfirmedGuardian('Fatima', 'summary');
    const copies = await womanWithConfirmedGuardian('عائشة', 'copies');
    const alertsOnly = await womanWithConfirmedGuardian('Hind', 'alerts');
    // Copies chosen, but her guardian has not confirmed: nothing weekly is sent to them.
    const unconfirmed = await subscribedMember(api, { gender: 'female', firstName: 'Juwayriya' });
    await api.put('/api/guardian/chaperone', { mode: 'copies' }, unconfirmed.token);

    const brother = await subscribedMember(api, { firstName: '<script>alert(1)</script>', age: 27, university: 'جامعة القاهرة', status: 'student' });
    const send = (to: string, content: string, clientId: string) => api.post('/api/chats/messages', { receiverId: to, content, clientId }, brother.token);
    for (const woman of [summary, copies, alertsOnly, unconfirmed]) {
      expect((await send(woman.userId, 'Assalamu alaikum, <b>how are you?</b>', `${woman.userId}-1`)).status).toBe(201);
    }
    await send(copies.userId, 'هل تحبين القراءة؟ & <i>books</i>', 'c-2');
    const herReply = await api.post('/api/chats/messages', { receiverId: brother.userId, content: 'Wa alaikum assalam, yes <3', clientId: 'r-1' }, copies.token);
    expect(herReply.status).toBe(201);

    clock.advance(7 * DAY);
    const weekly = /week on Nikah Scholars/;
    const summaryMail = await app.mail.waitFor(summary.wali, (m) => weekly.test(m.subject), 20_000);
    const copiesMail = await app.mail.waitFor(copies.wali, (m) => weekly.test(m.subject), 20_000);

    expect(summaryMail.subject).toContain('1 conversation');
    expect(summaryMail.text).toContain('“<script>alert(1)</script>” (27, student, university “جامعة القاهرة”)');
    expect(summaryMail.text).toContain('1 message this week.');
    expect(summaryMail.text).not.toContain('how are you');
    expect(summaryMail.html).not.toContain('how are you');
    expect(summaryMail.html).not.toContain('<script>');
    expect(summaryMail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');

    expect(copiesMail.text).toContain('3 messages this week.');
    expect(copiesMail.text).toContain('> Assalamu alaikum, <b>how are you?</b>');
    expect(copiesMail.text).toContain('> هل تحبين القراءة؟ & <i>books</i>');
    expect(copiesMail.text).toContain('“عائشة”, ');
    expect(copiesMail.text).toContain('> Wa alaikum assalam, yes <3');
    expect(copiesMail.html).toContain('Assalamu alaikum, &lt;b&gt;how are you?&lt;/b&gt;');
    expect(copiesMail.html).toContain('هل تحبين القراءة؟ &amp; &lt;i&gt;books&lt;/i&gt;');
    expect(copiesMail.html).not.toMatch(/<(script|b|i)>/);
    expect(copiesMail.headers['list-unsubscribe']).toMatch(/\/api\/guardian\/unsubscribe\?token=/);

    // The guardian of the unconfirmed woman confirms now: her digest for the same week follows,
    // which proves the job has run since, and still nothing went to the alerts-only guardian.
    await api.post('/api/guardian/respond', { token: tokenIn(await invitationTo(unconfirmed.payload.guardianEmail!)), action: 'confirm' });
    await app.mail.waitFor(unconfirmed.payload.guardianEmail!, (m) => weekly.test(m.subject), 20_000);
    expect(mailsTo(alertsOnly.wali, weekly)).toHaveLength(0);
    expect(mailsTo(summary.wali, weekly)).toHaveLength(1);
    expect(mailsTo(copies.wali, weekly)).toHaveLength(1);

    const log = (await api.get('/api/guardian', copies.token)).body.log.map((m: { kind: string }) => m.kind);
    expect(log).toContain('guardian_weekly_copies');
  });
});

describe('a pending guardian', () => {
  it('is reminded once, three days after she named them', async () => {
    const first = await registerMember(api, { gender: 'female', firstName: 'Ramla' });
    const firstWali = first.payload.guardianEmail!;
    await invitationTo(firstWali);
    clock.advance(2 * DAY);
    const second = await registerMember(api, { gender: 'female', firstName: 'Sawda' });
    const secondWali = second.payload.guardianEmail!;
    await invitationTo(secondWali);

    clock.advance(DAY + 60_000);
    const reminder = await app.mail.waitFor(firstWali, (m) => m.subject.startsWith('Reminder:'), 20_000);
    expect(reminder.text).toContain('this is our only reminder');
    expect(tokenIn(reminder)).not.toBe(tokenIn(await invitationTo(firstWali)));

    // Two days later the second guardian's reminder is due: once it arrived, the first still had one.
    clock.advance(2 * DAY);
    await app.mail.waitFor(secondWali, (m) => m.subject.startsWith('Reminder:'), 20_000);
    expect(mailsTo(firstWali, /^Reminder:/)).toHaveLength(1);
    expect(mailsTo(secondWali, /^Reminder:/)).toHaveLength(1);
  });
});
