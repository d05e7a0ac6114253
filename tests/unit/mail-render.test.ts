import type { ReactElement } from 'react';
import { render, toPlainText } from '@react-email/render';
import { EMAIL_SAMPLES } from '@/lib/server/mail/samples';
import { MAIL_TEXT_OPTIONS, type renderMail as RenderMail } from '@/lib/server/mail/render';

jest.mock('@/lib/server/config', () => ({ config: () => ({ appUrl: 'https://nikah.example', supportEmail: 'help@nikah.example' }) }));

/** Every element a template hands to renderMail, with what renderMail made of it. */
const rendered: { email: ReactElement; html: string; text: string }[] = [];
jest.mock('@/lib/server/mail/render', () => {
  const actual = jest.requireActual<{ renderMail: typeof RenderMail }>('@/lib/server/mail/render');
  return {
    ...actual,
    renderMail: async (email: ReactElement) => {
      const mail = await actual.renderMail(email);
      rendered.push({ email, ...mail });
      return mail;
    },
  };
});

describe('renderMail against React Email’s own render and toPlainText', () => {
  it.each(EMAIL_SAMPLES.map((sample) => [sample.name, sample.build] as const))('%s: the same HTML and the same plain text', async (_name, build) => {
    rendered.length = 0;
    await build();
    expect(rendered.length).toBeGreaterThan(0);
    for (const { email, html, text } of rendered) {
      const reference = await render(email);
      // React's streaming renderer marks its boundaries with comments no email client needs.
      expect(html).toBe(reference.replace(/<!--\/?\$?[a-z]*-->/g, ''));
      expect(text).toBe(toPlainText(reference, MAIL_TEXT_OPTIONS as Parameters<typeof toPlainText>[1]));
    }
  });
});
