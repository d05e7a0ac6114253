/**
 * Benchmark of rendering emails, not a test: `npm run bench:mail`.
 *
 * A guardian's notice of a match request is rendered inside the transaction of the first message
 * that made it, and the outbox renders every other mail. This prints the time per mail of
 * renderMail (React's static renderer, html-to-text compiled once) beside React Email's own
 * `render` and `toPlainText` on the same email: a guardian's weekly copies, built from the
 * layout's parts (its heading, paragraphs with links, quoted messages, a button and the aside).
 * Then every email of the preview's samples the app's way (building the element included).
 * Runs with NODE_ENV=production (React's production build, as the server runs it); the samples'
 * configuration gets a throwaway secret and the PayPal simulator when none is set.
 * Env: BENCH_ROUNDS (300).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { render, toPlainText } from '@react-email/render';
import { createElement, Fragment, type ReactElement } from 'react';
import { MAIL_TEXT_OPTIONS, renderMail } from '../lib/server/mail/render';
import { EMAIL_SAMPLES } from '../lib/server/mail/samples';
import { ButtonLink, EmailLayout, Paragraph, QuotedMessage, SectionHeading } from '../lib/server/mail/templates/layout';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);

const email: ReactElement = createElement(EmailLayout, {
  greeting: 'Assalamu alaikum,',
  signOff: 'With warm regards, The Nikah Scholars team',
  aside: createElement(
    Fragment,
    null,
    createElement(SectionHeading, { text: 'About Nikah Scholars' }),
    createElement(Paragraph, { text: 'Nikah Scholars helps Muslim students and graduates find a spouse: https://nikah.example', links: ['https://nikah.example'] }),
    createElement(ButtonLink, { label: 'Stop all emails', href: 'https://nikah.example/guardian/token' }),
  ),
  children: [
    createElement(Paragraph, { key: 'why', text: 'You are receiving this because Khadija named you as her guardian.' }),
    createElement(SectionHeading, { key: 'who', text: 'Yusuf, 28, University of Leeds' }),
    createElement(QuotedMessage, { key: 'a', meta: 'Yusuf, Tuesday 9 June, 19:05', text: 'Assalamu alaikum Khadija, I read that you studied law. What made you choose it?' }),
    createElement(QuotedMessage, { key: 'b', meta: 'Khadija, Tuesday 9 June, 20:40', text: 'Wa alaikum assalam. My father is a solicitor;\nI grew up with his books.' }),
    createElement(QuotedMessage, { key: 'c', meta: 'عمر, Friday 12 June, 13:00', text: 'السلام عليكم، كيف حالك؟' }),
  ],
});

async function perMail(run: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 30; i += 1) await run();
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) await run();
  return (performance.now() - started) / ROUNDS;
}

async function main() {
  process.env.JWT_SECRET ??= randomBytes(32).toString('hex');
  process.env.PAYPAL_MODE ??= 'simulator';
  const reactEmail = async () => {
    const html = await render(email);
    return { html, text: toPlainText(html, MAIL_TEXT_OPTIONS as Parameters<typeof toPlainText>[1]) };
  };
  const rows: Record<string, { 'ms per mail': number }> = {};
  // Twice each, alternating, so neither side alone pays for a busy moment.
  for (let pass = 1; pass <= 2; pass += 1) {
    rows[`renderMail, pass ${pass}`] = { 'ms per mail': Number((await perMail(() => renderMail(email))).toFixed(3)) };
    rows[`React Email render + toPlainText, pass ${pass}`] = { 'ms per mail': Number((await perMail(reactEmail)).toFixed(3)) };
  }
  console.log(`\nThe weekly copies email (HTML and plain text), ${ROUNDS} renders each after 30 to warm up:`);
  console.table(rows);

  const samples: Record<string, { 'ms per mail': number }> = {};
  for (const sample of EMAIL_SAMPLES) samples[sample.name] = { 'ms per mail': Number((await perMail(sample.build)).toFixed(3)) };
  console.log(`\nEvery email of the samples, the app's way (the template builds its element, then renderMail), ${ROUNDS} each:`);
  console.table(samples);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
