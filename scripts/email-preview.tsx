// Writes every email the app sends, with sample data, as HTML and plain text to look at:
// `npm run email:preview [-- <directory>]` (default email-preview/).
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The templates read the public address and the support address from the configuration; a
// preview needs no secret of its own, so none is written to data/.
process.env.APP_URL ??= 'https://nikahscholars.example';
process.env.JWT_SECRET ??= randomBytes(32).toString('hex');

const { EMAIL_SAMPLES } = await import('../lib/server/mail/samples');

const dir = path.resolve(process.argv[2] ?? 'email-preview');
mkdirSync(dir, { recursive: true });
const index: string[] = [];
for (const { name, build } of EMAIL_SAMPLES) {
  const mail = await build();
  writeFileSync(path.join(dir, `${name}.html`), mail.html);
  writeFileSync(path.join(dir, `${name}.txt`), `Subject: ${mail.subject}\n\n${mail.text}\n`);
  index.push(`<li><a href="${name}.html">${name}</a> (<a href="${name}.txt">text</a>)</li>`);
}
writeFileSync(path.join(dir, 'index.html'), `<!doctype html><meta charset="utf-8"><title>Email preview</title><h1>Emails</h1><ul>${index.join('')}</ul>`);
console.log(`${EMAIL_SAMPLES.length} emails written to ${dir} (open ${path.join(dir, 'index.html')})`);
