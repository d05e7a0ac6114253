import { guardianMatchRequestMail } from '@/lib/server/mail/templates/guardian-match-request';

jest.mock('@/lib/server/config', () => ({ config: () => ({ appUrl: 'https://nikah.example', supportEmail: 'help@nikah.example' }) }));

const links = { page: 'https://nikah.example/guardian/t', oneClick: 'https://nikah.example/api/guardian/t/unsubscribe' };
const requester = { firstName: 'Yusuf', age: 27, university: 'Leeds', status: 'graduate' as const };
const ward = (chaperoneMode: 'alerts' | 'summary' | 'copies') => ({ id: 'u1', firstName: 'Maryam', chaperoneMode });

describe('a guardian alert says what fits his state', () => {
  it.each(['summary', 'copies'] as const)('never asks a confirmed guardian to confirm (%s)', async (mode) => {
    const mail = await guardianMatchRequestMail('new_conversation', ward(mode), 'wali@example.com', requester, links, true);
    expect(mail.text).not.toMatch(/once you confirm/i);
    expect(mail.text).not.toContain('Confirm or decline');
    expect(mail.text).toMatch(/once a week/);
  });

  it.each(['alerts', 'summary', 'copies'] as const)('tells an address not yet confirmed how to confirm, and what waits for it (%s)', async (mode) => {
    const mail = await guardianMatchRequestMail('photo_request', ward(mode), 'wali@example.com', requester, links, false);
    expect(mail.text).toContain('You have not yet told us whether you are her guardian.');
    expect(mail.text).toContain(links.page);
    if (mode !== 'alerts') expect(mail.text).toMatch(/once you confirm/);
  });
});
