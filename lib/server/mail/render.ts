const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);
}

/** One email, written once as paragraphs, sent as both plain text and escaped HTML. */
export function renderEmail(greeting: string, paragraphs: string[], signOff: string) {
  const text = [greeting, ...paragraphs, signOff].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Georgia,serif;color:#1c1917;line-height:1.6;max-width:560px;margin:auto">${[
    greeting,
    ...paragraphs,
    signOff,
  ]
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('')}</body></html>`;
  return { text, html };
}
