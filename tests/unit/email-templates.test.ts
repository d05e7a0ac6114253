import { EMAIL_SAMPLES } from '@/lib/server/mail/samples';

jest.mock('@/lib/server/config', () => ({ config: () => ({ appUrl: 'https://nikah.example', supportEmail: 'help@nikah.example' }) }));

describe('every email, with the preview’s sample data', () => {
  it.each(EMAIL_SAMPLES.map((sample) => [sample.name, sample.build] as const))('%s renders to HTML and to plain text without tags', async (_name, build) => {
    const mail = await build();
    expect(mail.subject).not.toBe('');
    expect(mail.html).toMatch(/^<!DOCTYPE html/);
    expect(mail.html).toContain('</html>');
    expect(mail.text).toMatch(/^Assalamu alaikum/);
    expect(mail.text).toMatch(/The Nikah Scholars (moderation )?team/);
    expect(mail.text).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(mail.text).not.toMatch(/&(amp|lt|gt|quot|#\d+);/);
    // The plain text says what the HTML says: every address linked in the HTML is written out in the text.
    for (const [, href] of mail.html.matchAll(/href="([^"]*)"/g)) expect(mail.text).toContain(href.replace(/&amp;/g, '&'));
  });

  it('covers every template module', () => {
    expect(EMAIL_SAMPLES.map((s) => s.name)).toEqual(expect.arrayContaining(['guardian-registration', 'guardian-photo-request', 'guardian-replaced', 'guardian-weekly-summary', 'guardian-weekly-copies', 'member-guardian-declined', 'missed-messages', 'password-welcome', 'moderation-suspend', 'moderation-appeal-upheld']));
  });
});
