import { backoffSeconds } from '@/lib/server/mail/sender';
import { guardianDigestMail } from '@/lib/server/mail/templates/guardian-digest';
import { guardianInvitationMail } from '@/lib/server/mail/templates/guardian-registration';
import { missedMessagesMail } from '@/lib/server/mail/templates/missed-messages';

jest.mock('@/lib/server/config', () => ({ config: () => ({ appUrl: 'https://nikah.example', supportEmail: 'help@nikah.example' }) }));

const links = { page: 'https://nikah.example/guardian/t', oneClick: 'https://nikah.example/api/guardian/unsubscribe?token=t' };
const hostile = '<script>alert(1)</script> & "quotes" \'it\'s\'';

describe('email rendering', () => {
  it('escapes what a member wrote in the HTML and keeps it as written in the text', async () => {
    const { text, html } = await missedMessagesMail({ email: 'a@example.test', firstName: hostile }, [hostile], 1);
    expect(text).toContain(`Assalamu alaikum ${hostile},`);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
  });

  it('never makes a link of what a member wrote, in either part', async () => {
    const ward = { id: 'u1', firstName: 'https://evil.example', lastName: 'www.evil.example', age: 25, university: 'evil@evil.example', status: 'student' as const, chaperoneMode: 'alerts' as const };
    const { text, html } = await guardianInvitationMail('registration', ward, 'wali@example.com', links);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(new Set(hrefs)).toEqual(new Set([links.page, 'https://nikah.example']));
    expect(text).toContain('She wrote her name as “https://evil.example www.evil.example” and her university as “evil@evil.example”.');
    expect(text).not.toMatch(/\[https?:/);
  });

  it('keeps a member’s line breaks and right-to-left words inside the quote of her message', async () => {
    const week = { start: new Date('2026-01-05T00:00:00Z'), end: new Date('2026-01-12T00:00:00Z') };
    const conversation = { firstName: 'عمر', age: 30, university: 'جامعة القاهرة', status: 'graduate', messageCount: 1, messages: [{ from: 'عمر', at: new Date('2026-01-06T09:30:00Z'), text: 'سطر أول\n<b>second</b> line' }] };
    const { text, html } = await guardianDigestMail('copies', { id: 'u1', firstName: 'Maryam' }, 'wali@example.com', week, [conversation], links);
    expect(text).toContain('“عمر”, Tue 6 Jan, 09:30\n> سطر أول\n> <b>second</b> line');
    expect(html).toContain('&lt;b&gt;second&lt;/b&gt; line');
    expect(html).toMatch(/<blockquote dir="auto"/);
  });
});

describe('guardian emails show UK time', () => {
  it('gives the week and each message in UK time, and says so', async () => {
    // 8 to 15 June 2026 is British Summer Time: midnight UTC is 01:00 in the UK.
    const week = { start: new Date('2026-06-08T00:00:00Z'), end: new Date('2026-06-15T00:00:00Z') };
    const conversation = { firstName: 'Yusuf', age: 28, university: 'Leeds', status: 'student', messageCount: 1, messages: [{ from: 'Yusuf', at: new Date('2026-06-09T23:30:00Z'), text: 'Salam' }] };
    const mail = await guardianDigestMail('copies', { id: 'u1', firstName: 'Maryam' }, 'wali@example.com', week, [conversation], links);
    expect(mail.text).toContain('from Monday 8 June 2026 at 01:00 to Monday 15 June 2026 at 01:00 (UK time)');
    expect(mail.text).toContain('times are UK time');
    expect(mail.text).toContain('“Yusuf”, Wed 10 Jun, 00:30');
    expect(mail.subject).toBe("Maryam's week on Nikah Scholars: 1 conversation (Monday 8 June 2026)");
  });
});

describe('outbox retry backoff', () => {
  it('doubles from the base and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, 30))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20, 30)).toBe(3600);
  });
});
