/**
 * Benchmark of the profanity filter, not a test: `npm run bench:profanity [-- <git revision>]`.
 *
 * filterProfanity runs on every message sent (up to 2000 characters), on the server and in the
 * browser. This prints the time per message for a few kinds of message beside two references:
 * a plain `text.toLowerCase()` pass (the floor of touching every character once) and, when a git
 * revision is given, the filter as it was at that revision (e.g. the union-of-all-lists version).
 * Also the one-off cost of building the patterns on first use.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

type Filter = (text: string) => string;

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2000);

const messages: Record<string, string> = {
  'short English (80 chars)': 'Assalamu alaikum! I am a big fan of Mufti Menk, my mama says hi to your family.',
  'English, clean (2000 chars)': 'My cousin Muna studies pharmacy in Leeds and Anita from her class is a big fan of the library. '.repeat(30).slice(0, 2000),
  'English, profane (2000 chars)': 'the class met in Scunthorpe and the assassin said shit twice, what a fucking day '.repeat(30).slice(0, 2000),
  'Roman Urdu (2000 chars)': 'Yaar kal exam hai aur main ne kuch nahi parha, tu bhi harami hai, dua karna mere liye. '.repeat(30).slice(0, 2000),
  'Urdu script (2000 chars)': 'یہ کون ہے؟ آپ کس شہر سے ہیں؟ میری امی آپ کو سلام کہہ رہی ہیں۔ '.repeat(40).slice(0, 2000),
  'Turkish (2000 chars)': 'Merhaba, nasılsın? Ben tıp fakültesinde okuyorum, sen bir orospu değilsin ama. '.repeat(30).slice(0, 2000),
  'Chinese (2000 chars)': '你好，我在大学学习医学，你他妈的在做什么？'.repeat(100).slice(0, 2000),
};

function perMessage(filter: Filter, text: string): number {
  for (let i = 0; i < 50; i += 1) filter(text);
  const started = performance.now();
  for (let i = 0; i < ROUNDS; i += 1) filter(text);
  return ((performance.now() - started) / ROUNDS) * 1000;
}

async function loadAt(revision: string): Promise<Filter> {
  const dir = path.join(process.cwd(), 'node_modules/.cache/bench-profanity', revision.replace(/[^\w.-]/g, '_'));
  mkdirSync(dir, { recursive: true });
  for (const file of ['profanity.ts', 'profanity-policy.ts']) {
    try {
      const source = execFileSync('git', ['show', `${revision}:lib/shared/${file}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      writeFileSync(path.join(dir, file), source);
    } catch {
      // Older revisions have no policy file; the filter of that time did not import one.
    }
  }
  const module = (await import(path.join(dir, 'profanity.ts'))) as { filterProfanity: Filter };
  return module.filterProfanity;
}

async function main() {
  const buildStarted = performance.now();
  const { filterProfanity } = await import('../lib/shared/profanity');
  filterProfanity('warm up');
  const buildMs = performance.now() - buildStarted;

  const revision = process.argv[2];
  const old = revision ? await loadAt(revision) : undefined;

  console.log(`profanity filter, ${ROUNDS} rounds per message, microseconds per message`);
  console.log(`first call (import + build patterns): ${buildMs.toFixed(1)} ms`);
  const header = ['message', 'toLowerCase', 'filterProfanity', ...(old ? [`at ${revision}`] : [])];
  console.log(header.join(' | '));
  for (const [name, text] of Object.entries(messages)) {
    const row = [name, perMessage((t) => t.toLowerCase(), text).toFixed(1), perMessage(filterProfanity, text).toFixed(1)];
    if (old) row.push(perMessage(old, text).toFixed(1));
    console.log(row.join(' | '));
  }
}

void main();
