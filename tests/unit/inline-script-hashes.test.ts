import { createHash } from 'node:crypto';
import { inlineScriptHashes } from '@/lib/server/security/inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inline script hashes of a prerendered page', () => {
  it('hashes each inline script body exactly as written, once, in order', () => {
    const html = [
      '<html><head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script id="_R_">(self.x=self.x||[]).push(0)</script></head><body>',
      '<script>self.__next_f.push([1,"<p>سلام — \\u003c/script\\u003e"])</script>',
      '<script>(self.x=self.x||[]).push(0)</script>',
      '<SCRIPT type="application/ld+json">{"a":1}</SCRIPT>',
      '<script src="/_next/static/chunks/b.js"></script><script></script></body></html>',
    ].join('\n');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('(self.x=self.x||[]).push(0)'),
      sha256('self.__next_f.push([1,"<p>سلام — \\u003c/script\\u003e"])'),
      sha256('{"a":1}'),
    ]);
  });

  it('finds nothing to allow in a page without inline scripts', () => {
    expect(inlineScriptHashes('<p>no script</p><script src="/x.js"></script>')).toEqual([]);
  });
});
