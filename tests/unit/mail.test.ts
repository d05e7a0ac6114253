import { escapeHtml, renderEmail } from '@/lib/server/mail/render';
import { backoffSeconds } from '@/lib/server/mail/sender';

describe('email rendering', () => {
  it('escapes HTML in every paragraph and keeps the text version plain', () => {
    const { text, html } = renderEmail('Hello,', ['<script>alert(1)</script> & "quotes"'], 'Bye');
    expect(text).toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;');
    expect(escapeHtml("it's")).toBe('it&#39;s');
  });
});

describe('outbox retry backoff', () => {
  it('doubles from the base and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, 30))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20, 30)).toBe(3600);
  });
});
