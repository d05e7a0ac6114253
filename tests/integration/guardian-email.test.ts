import { startApp, type TestApp } from '../support/app-server';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';

let app: TestApp;
let api: Client;

beforeAll(async () => {
  app = await startApp({ OUTBOX_RETRY_BASE_SECONDS: '1' });
  api = client(app.url);
});
afterAll(() => app?.stop());

describe('guardian email at registration', () => {
  it("reaches the woman's guardian with who registered and what they will be told", async () => {
    const sister = await registerMember(api, { gender: 'female', firstName: 'Khadija', lastName: 'Ali', university: 'University of Manchester', age: 26 });
    const mail = await app.mail.waitFor(sister.payload.guardianEmail as string);
    expect(mail.subject).toContain('Khadija');
    expect(mail.text).toContain('Khadija Ali');
    expect(mail.text).toContain('University of Manchester');
    expect(mail.text).toContain('guardian');
    expect(mail.text).toMatch(/never send you the content of her messages or any photos/);
    expect(mail.text).toContain('support@');
    expect(mail.html).toContain('Khadija Ali');
  });

  it('is not sent for a man', async () => {
    const brother = await registerMember(api, { gender: 'male' });
    await new Promise((r) => setTimeout(r, 800));
    expect(app.mail.mails.some((m) => m.text.includes(brother.payload.email))).toBe(false);
    expect(app.mail.mails.every((m) => !m.to.includes(brother.payload.email))).toBe(true);
  });

  it('escapes what a member typed in the HTML version', async () => {
    const sister = await registerMember(api, { gender: 'female', firstName: '<b>Zainab</b>' });
    const mail = await app.mail.waitFor(sister.payload.guardianEmail as string);
    expect(mail.html).not.toContain('<b>Zainab</b>');
    expect(mail.html).toContain('&lt;b&gt;Zainab&lt;/b&gt;');
  });
});

describe('outbox when SMTP fails', () => {
  it('keeps the mail and retries until the relay accepts it', async () => {
    app.mail.setFailing(true);
    const sister = await registerMember(api, { gender: 'female' });
    await new Promise((r) => setTimeout(r, 1000));
    expect(app.mail.mails.some((m) => m.to.includes(sister.payload.guardianEmail as string))).toBe(false);
    app.mail.setFailing(false);
    const mail = await app.mail.waitFor(sister.payload.guardianEmail as string, undefined, 15_000);
    expect(mail.subject).toContain(sister.payload.firstName as string);
  }, 60_000);
});
