import { APP_NAME } from '@/lib/shared/constants';
import { config } from '../../config';
import { escapeHtml } from '../render';

/** A piece of a guardian email, written once and rendered as both plain text and escaped HTML. */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'link'; label: string; href: string }
  /** One member's message in a weekly copy: who and when, then the text as they wrote it. */
  | { kind: 'message'; meta: string; text: string };

export interface GuardianLinks {
  /** The guardian's page: confirm, decline or stop. */
  page: string;
  /** RFC 8058 one-click unsubscribe, answered by POST only. */
  oneClick: string;
}

export interface GuardianFrame {
  why: string;
  body: Block[];
  /** What this address is told from now on, and what never; absent when nothing more will be sent. */
  told?: string;
  links: GuardianLinks;
}

const p = (text: string): Block => ({ kind: 'p', text });

/**
 * Every guardian email has the same frame, so none can leave out who we are, why this address
 * received it, what the guardian is and is not told, and how to stop every email.
 */
export function renderGuardianEmail(frame: GuardianFrame): { text: string; html: string; headers: Record<string, string> } {
  const { appUrl, supportEmail } = config();
  const blocks: Block[] = [
    p('Assalamu alaikum,'),
    p(frame.why),
    ...frame.body,
    { kind: 'heading', text: `About ${APP_NAME}` },
    p(`${APP_NAME} (${appUrl}) is a matchmaking service for Muslim university students and graduates. Women name a guardian (wali), who is kept informed by email.`),
    ...(frame.told ? [p(frame.told)] : []),
    p('To stop every email from us to this address, open this page and choose "Stop all emails". Nothing more will be sent here, and she will be told so she can name someone else.'),
    { kind: 'link', label: 'Stop all emails', href: frame.links.page },
    p(`Questions or concerns: ${supportEmail}.`),
    p(`With respect,\nThe ${APP_NAME} team`),
  ];
  return {
    text: blocks.map(toText).join('\n\n'),
    html: `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(APP_NAME)}</title></head><body style="margin:0;background:#fafaf9"><div style="font-family:Georgia,serif;color:#1c1917;line-height:1.6;max-width:560px;margin:auto;padding:16px">${blocks.map(toHtml).join('')}</div></body></html>`,
    headers: { 'List-Unsubscribe': `<${frame.links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

function toText(block: Block): string {
  switch (block.kind) {
    case 'p':
      return block.text;
    case 'heading':
      return `${block.text}\n${'-'.repeat(Math.min(60, block.text.length))}`;
    case 'link':
      return `${block.label}: ${block.href}`;
    case 'message':
      return `${block.meta}\n${block.text
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n')}`;
  }
}

const paragraph = (text: string) => escapeHtml(text).replace(/\n/g, '<br>');

function toHtml(block: Block): string {
  switch (block.kind) {
    case 'p':
      // Our sentences are English (the page's direction); a name in Arabic inside one stays an embedded run.
      return `<p>${paragraph(block.text)}</p>`;
    case 'heading':
      return `<h2 style="font-size:18px;margin:24px 0 8px;color:#14532d">${escapeHtml(block.text)}</h2>`;
    case 'link':
      return `<p><a href="${escapeHtml(block.href)}" style="display:inline-block;background:#166534;color:#ffffff;padding:8px 16px;border-radius:8px;text-decoration:none">${escapeHtml(block.label)}</a><br><span style="font-size:13px;color:#57534e;word-break:break-all">${escapeHtml(block.href)}</span></p>`;
    case 'message':
      return `<div style="margin:8px 0;padding:8px 12px;border-left:3px solid #a8a29e;background:#ffffff"><div style="font-size:13px;color:#57534e">${escapeHtml(block.meta)}</div><div dir="auto" style="white-space:pre-wrap">${escapeHtml(block.text)}</div></div>`;
  }
}

export { p as paragraphBlock };
