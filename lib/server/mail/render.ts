import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';

/** The parts of html-to-text's element and builder that the two formatters below use. */
interface Element {
  attribs: Record<string, string | undefined>;
  children: unknown[];
}
interface Builder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number; blockTransform?: (text: string) => string }): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
}
type Formatter = (elem: Element, walk: (nodes: unknown[], builder: Builder) => void, builder: Builder) => void;

const formatters: Record<string, Formatter> = {
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
    builder.addInline(`: ${elem.attribs.href ?? ''}`, { noWordTransform: true });
    builder.closeBlock({ trailingLineBreaks: 2 });
  },
};

const TEXT_OPTIONS = {
  formatters,
  selectors: [
    { selector: 'h2', format: 'underlinedHeading' },
    { selector: 'a[data-text=labelled]', format: 'labelledLink' },
    // Who wrote and when, then their words directly under it.
    { selector: 'blockquote', options: { leadingLineBreaks: 1 } },
  ],
};

/**
 * One email component, rendered once to HTML (React escapes every value put in it) and from that
 * HTML to the plain-text part, so the two can never say different things.
 */
export async function renderMail(email: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(email);
  return { html, text: toPlainText(html, TEXT_OPTIONS as Parameters<typeof toPlainText>[1]) };
}
