import { plainTextSelectors } from '@react-email/render';
import { compile, type FormatCallback } from 'html-to-text';
import type { ReactElement } from 'react';
import type { renderToStaticMarkup as RenderToStaticMarkup } from 'react-dom/server';

const formatters: Record<string, FormatCallback> = {
  // A heading reads as one in plain text too: underlined, in the case it was written in.
  underlinedHeading(elem, walk, builder) {
    builder.openBlock({ leadingLineBreaks: 2 });
    walk(elem.children, builder);
    builder.closeBlock({ trailingLineBreaks: 2, blockTransform: (text) => `${text}\n${'-'.repeat(Math.min(60, text.length))}` });
  },
  // A button says what it does and where it goes: "Stop all emails: https://…".
  labelledLink(elem, walk, builder) {
    builder.openBlock({ leadingLineBreaks: 2 });
    walk(elem.children, builder);
    builder.addInline(`: ${(elem.attribs as { href?: string } | undefined)?.href ?? ''}`, { noWordTransform: true });
    builder.closeBlock({ trailingLineBreaks: 2 });
  },
};

/** Our plain-text rules, on top of React Email's own (`toPlainText`'s), which the unit test holds to. */
export const MAIL_TEXT_OPTIONS = {
  formatters,
  selectors: [
    { selector: 'h2', format: 'underlinedHeading' },
    { selector: 'a[data-text=labelled]', format: 'labelledLink' },
    // Who wrote and when, then their words directly under it.
    { selector: 'blockquote', options: { leadingLineBreaks: 1 } },
  ],
};

/**
 * The plain-text part, as React Email's `toPlainText` makes it (no wrapping, images and marked
 * parts skipped, links without brackets, then our rules), compiled once: `toPlainText` compiles
 * the rules again for every mail, which took three times as long as the conversion itself.
 */
const toPlainText = compile({ wordwrap: false, formatters, selectors: [...plainTextSelectors, ...MAIL_TEXT_OPTIONS.selectors] });

/**
 * Loaded by Node itself, as React Email's `render` loads it: Next also compiles the API route
 * files (which the server never serves through Next), and refuses react-dom/server in them.
 */
let reactDomServerModule: Promise<{ renderToStaticMarkup: typeof RenderToStaticMarkup }> | undefined;
const reactDomServer = () => (reactDomServerModule ??= import(/* turbopackIgnore: true */ /* webpackIgnore: true */ 'react-dom/server'));

/** What React Email's `render` puts before the markup: the doctype email clients expect. */
const XHTML_DOCTYPE = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * One email component, rendered once to HTML (React escapes every value put in it) and from that
 * HTML to the plain-text part, so the two can never say different things. React's static
 * renderer gives the markup of React Email's `render` without the comments of its streaming
 * renderer (no email component suspends); with the text rules compiled once, a mail takes a
 * quarter of the time (`npm run bench:mail`). A guardian's notice is rendered inside the
 * transaction of the message that asked for it.
 */
export async function renderMail(email: ReactElement): Promise<{ html: string; text: string }> {
  const { renderToStaticMarkup } = await reactDomServer();
  const html = `${XHTML_DOCTYPE}${renderToStaticMarkup(email)}`;
  return { html, text: toPlainText(html) };
}
