import { startApp, type TestApp } from '../support/app-server';
import { connectSocket } from '../support/chat-sockets';
import { createTestClock, type TestClock } from '../support/clock';
import { client, type Client } from '../support/http-client';
import { leave, MINUTE, missedIn, nthMissed, send, type Member } from '../support/missed-mail';
import type { ParsedMail } from '../support/mime';
import { subscribedMember } from '../support/paypal';

/**
 * The missed-message email through the real server, its background jobs and a real SMTP server,
 * with the server's clock moved by the test. Absence is never "waited for": each "not sent" is
 * read after a later email that the very same scan (or a later one) produced for someone else.
 * Two nodes sharing the work: missed-message-email-cluster.test.ts.
 */
jest.setTimeout(180_000);

describe('one app node', () => {
  const clock: TestClock = createTestClock();
  let app: TestApp;
  let api: Client;
  let idris: Member;
  let bilal: Member;
  const sister = (firstName: string) => subscribedMember(api, { gender: 'female', firstName });

  beforeAll(async () => {
    app = await startApp({ ...clock.env, MISSED_MESSAGE_SCAN_SECONDS: '1' });
    api = client(app.url);
    [idris, bilal] = await Promise.all([subscribedMember(api, { firstName: 'Idris' }), subscribedMember(api, { firstName: 'Bilal' })]);
  });
  afterAll(async () => {
    await app?.stop();
    clock.remove();
  });

  let amina: Member;
  let firstEmail: ParsedMail;

  it('is sent once the delay has passed, naming who wrote and how many, never the text', async () => {
    const maryam = await sister('Maryam');
    amina = await sister('Amina');
    await leave(app.url, maryam);
    await send(api, idris, maryam, 'salaam, how was the exam?');
    clock.advance(10 * MINUTE);
    await leave(app.url, amina);
    const words = ['pomegranate orchard in Konya', 'grandmother lentil soup recipe', 'khutbah about patience'];
    await send(api, idris, amina, words[0]);
    await send(api, bilal, amina, words[1]);
    await send(api, idris, amina, words[2]);

    // Maryam has been away 16 minutes, Amina 6: the scan that emails Maryam passes Amina over.
    clock.advance(6 * MINUTE);
    const maryamMail = await nthMissed([app], maryam);
    expect(maryamMail.text).toContain('Idris sent you a new message');
    expect(missedIn([app], amina)).toHaveLength(0);

    clock.advance(10 * MINUTE);
    firstEmail = await nthMissed([app], amina);
    expect(firstEmail.subject).toBe('You have 3 new messages on Nikah Scholars');
    expect(firstEmail.text).toContain('Assalamu alaikum Amina,');
    expect(firstEmail.text).toContain('Bilal and Idris sent you 3 new messages');
    expect(firstEmail.text).toContain(`${app.url}/chats`);
    expect(firstEmail.html).toContain(`${app.url}/chats`);
    expect(firstEmail.html).toContain('Bilal and Idris');
    for (const part of [firstEmail.subject, firstEmail.text, firstEmail.html]) {
      for (const word of ['pomegranate', 'Konya', 'lentil', 'khutbah', 'patience']) expect(part).not.toContain(word);
    }
  });

  it('is not sent again within 6 hours, and the next one tells only of what came after', async () => {
    await send(api, bilal, amina, 'one more thing about the nikah date');
    const witness = await sister('Hafsa');
    await leave(app.url, witness);
    await send(api, bilal, witness, 'assalamu alaikum');

    // An hour on: Hafsa is due and emailed; Amina, emailed an hour ago, is held back by the same scan.
    clock.advance(60 * MINUTE);
    await nthMissed([app], witness);
    expect(missedIn([app], amina)).toEqual([firstEmail]);

    clock.advance(5 * 60 * MINUTE + MINUTE);
    const second = await nthMissed([app], amina, 2);
    expect(second.subject).toBe('You have a new message on Nikah Scholars');
    expect(second.text).toContain('Bilal sent you a new message');
    expect(second.text).not.toContain('nikah date');
  });

  it('is never sent while she has a socket open, and is once she has left', async () => {
    const online = await sister('Zainab');
    const witness = await sister('Ruqayyah');
    // Not acknowledging keeps the message "sent": only the open socket can hold the email back.
    const socket = await connectSocket(app.url, online.token, { ack: false });
    await leave(app.url, witness);
    await send(api, idris, online, 'are you free to talk to my sister?');
    await send(api, idris, witness, 'salaam');

    clock.advance(16 * MINUTE);
    await nthMissed([app], witness);
    expect(missedIn([app], online)).toHaveLength(0);

    socket.close();
    // Her disconnect is written as the socket closes; keep moving the clock until the scan sees her gone.
    let mail: ParsedMail | undefined;
    for (let tries = 0; !mail && tries < 3; tries += 1) {
      clock.advance(16 * MINUTE);
      mail = await nthMissed([app], online, 1, 5000).catch(() => undefined);
    }
    expect(mail?.text).toContain('Idris sent you a new message');
  });

  it('is not sent to a member who turned it off with the profile save', async () => {
    const quiet = await sister('Sumayyah');
    const witness = await sister('Asiya');
    const profile = await api.get('/api/users/profile', quiet.token);
    expect(profile.body.missedMessageEmails).toBe(true);
    const { payload } = quiet;
    const fields = {
      firstName: payload.firstName,
      lastName: payload.lastName,
      age: payload.age,
      gender: payload.gender,
      university: payload.university,
      status: payload.status,
      description: payload.description,
      lookingFor: payload.lookingFor,
      guardianEmail: payload.guardianEmail,
      guardianPhone: payload.guardianPhone,
    };
    const saved = await api.post('/api/users/profile', { ...fields, missedMessageEmails: false }, quiet.token);
    expect(saved.status).toBe(200);
    expect(saved.body.missedMessageEmails).toBe(false);
    // A save without the field keeps the choice.
    expect((await api.post('/api/users/profile', fields, quiet.token)).body.missedMessageEmails).toBe(false);
    expect((await api.post('/api/users/profile', { ...fields, missedMessageEmails: 'no' }, quiet.token)).status).toBe(400);

    // The profile's field and Settings' Privacy choice are one record.
    expect((await api.get('/api/account/settings', quiet.token)).body.missedMessageEmails).toBe(false);

    await leave(app.url, quiet);
    await leave(app.url, witness);
    await send(api, bilal, quiet, 'salaam Sumayyah');
    await send(api, bilal, witness, 'salaam Asiya');
    clock.advance(16 * MINUTE);
    await nthMissed([app], witness);
    expect(missedIn([app], quiet)).toHaveLength(0);
  });

  it('follows her Privacy setting (PUT /api/account/settings): off sends nothing, on again sends', async () => {
    const quiet = await sister('Hafsa');
    const witness = await sister('Zainab');
    const off = await api.put('/api/account/settings', { missedMessageEmails: false }, quiet.token);
    expect(off.body.missedMessageEmails).toBe(false);
    expect((await api.get('/api/users/profile', quiet.token)).body.missedMessageEmails).toBe(false);

    await leave(app.url, quiet);
    await leave(app.url, witness);
    await send(api, idris, quiet, 'salaam Hafsa');
    await send(api, idris, witness, 'salaam Zainab');
    clock.advance(16 * MINUTE);
    await nthMissed([app], witness);
    expect(missedIn([app], quiet)).toHaveLength(0);

    // On again: what still waits (and came after no email of hers) is sent at the next scan.
    await api.put('/api/account/settings', { missedMessageEmails: true }, quiet.token);
    clock.advance(MINUTE);
    expect((await nthMissed([app], quiet)).text).toContain('Idris sent you a new message');
  });
});
