import { startApp, type TestApp } from '../support/app-server';
import { registerMember } from '../support/factories';
import { client, type Client } from '../support/http-client';

const ADMIN = { ADMIN_EMAIL: 'admin.guardian@example.test', ADMIN_PASSWORD: 'guardian-admin-pass-1' };
let app: TestApp;
let api: Client;
let adminToken: string;

type OutboxRow = { to: string; kind: string; status: string; attempts: number; lastError: string | null };
/** Mail is written in the same transaction as its event: the outbox is the truth, not the inbox. */
const outboxRows = async (): Promise<OutboxRow[]> => (await api.get('/api/admin/outbox', adminToken)).body;

beforeAll(async () => {
  app = await startApp({ OUTBOX_RETRY_BASE_SECONDS: '1', ...ADMIN });
  api = client(app.url);
  adminToken = (await api.post('/api/auth/login', { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD })).body.token;
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
    const before = (await outboxRows()).filter((m) => m.kind === 'guardian_registration').length;
    await registerMember(api, { gender: 'male' });
    expect((await outboxRows()).filter((m) => m.kind === 'guardian_registration').length).toBe(before);
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
    const guardian = sister.payload.guardianEmail as string;
    let row: OutboxRow | undefined;
    while (!row?.lastError) {
      await new Promise((r) => setTimeout(r, 50));
      row = (await outboxRows()).find((m) => m.to === guardian);
    }
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(app.mail.mails.some((m) => m.to.includes(guardian))).toBe(false);
    app.mail.setFailing(false);
    const mail = await app.mail.waitFor(sister.payload.guardianEmail as string, undefined, 15_000);
    expect(mail.subject).toContain(sister.payload.firstName as string);
  }, 60_000);
});

describe('outbox connections to the relay', () => {
  const invitation = async () => {
    const sister = await registerMember(api, { gender: 'female' });
    await app.mail.waitFor(sister.payload.guardianEmail as string);
    return sister.payload.guardianEmail as string;
  };

  it('sends mail after mail over open connections rather than one connection each', async () => {
    const [connections, mails] = [app.mail.connections(), app.mail.mails.length];
    for (let i = 0; i < 4; i += 1) await invitation();
    const received = app.mail.mails.length - mails;
    expect(received).toBeGreaterThanOrEqual(4);
    // A registration queues her guardian's invitation and her own mail together: they may go side by side.
    expect(app.mail.connections() - connections).toBeLessThan(received / 2);
  });

  it('opens a new connection when the relay has closed the one it kept, and the mail goes at the first attempt', async () => {
    await invitation();
    app.mail.dropConnections();
    const before = app.mail.connections();
    const guardian = await invitation();
    expect(app.mail.connections()).toBeGreaterThan(before);
    expect((await outboxRows()).find((m) => m.to === guardian)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });
});

