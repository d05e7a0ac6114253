/**
 * Writes tests/fixtures/profanity/ordinary.txt: the hand-written messages of sentences.txt, then
 * every name of names.txt in several everyday sentence templates (a seeded shuffle, so the file is
 * the same on every run and a diff shows any change). Run with `npx tsx scripts/make-profanity-corpus.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(process.cwd(), 'tests/fixtures/profanity');
const TEMPLATES_PER_NAME = 4;

const templates = [
  'My name is {name} and I study medicine in Birmingham.',
  'Assalamu alaikum, I am {name}, nice to meet you.',
  '{name} is my cousin, she lives in Leicester.',
  '{name} is my cousin, he lives in Bradford.',
  'My best friend {name} is getting married in the summer InshaAllah.',
  'I met {name} at the Islamic society iftar last week.',
  'Please say salaam to {name} from me.',
  '{name} and I revised for the chemistry exam together.',
  'My mum said {name} is welcome for dinner on Friday.',
  'Did {name} send you the lecture notes?',
  'Our imam, Sheikh {name}, gave a beautiful khutbah today.',
  'My brother {name} plays football every Sunday.',
  'My sister {name} just finished her nursing degree, MashaAllah.',
  'I named my little cat after my grandmother {name}.',
  '{name} drove us to the masjid for Taraweeh.',
  'Happy birthday to my niece {name}, she turned five today!',
  'My teacher {name} taught me tajweed when I was young.',
  'We are having a small walima for {name} and her husband.',
  'Dr {name} is my supervisor for the dissertation.',
  'My flatmate {name} made the best shakshuka this morning.',
  '{name} from my class helped me with the statistics homework.',
  'My father and {name} went to the same school in Lahore.',
  'My aunt {name} lives in Istanbul near the Bosphorus.',
  'I am meeting {name} at the library after Asr.',
  'JazakAllah khair {name}, that was really kind of you.',
  'Please make dua for {name}, she has an operation tomorrow.',
  '{name} says hi and asks how your exams went.',
  'Our neighbour {name} brought us dates for Ramadan.',
  'My colleague {name} works on the cardiology ward.',
  'I was talking to {name} about Mufti Menk’s lecture.',
  '{name} and her mama are visiting us this weekend.',
  'My grandfather {name} was a hafiz, may Allah have mercy on him.',
  'Eid Mubarak from me, {name} and the whole family!',
  'I think {name} would be a great teacher one day.',
  'My cousin {name} is a big fan of cricket.',
];

/** Park–Miller: deterministic and good enough to spread names over templates. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

const sentences = readFileSync(path.join(dir, 'sentences.txt'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'));
const names = [...new Set(readFileSync(path.join(dir, 'names.txt'), 'utf8').split(/\s+/).filter(Boolean))];

const next = random(20261122);
const generated: string[] = [];
for (const name of names) {
  const chosen = new Set<number>();
  while (chosen.size < TEMPLATES_PER_NAME) chosen.add(Math.floor(next() * templates.length));
  for (const index of chosen) generated.push(templates[index].replace('{name}', name));
}

const lines = [...new Set([...sentences, ...generated])];
writeFileSync(path.join(dir, 'ordinary.txt'), `${lines.join('\n')}\n`);
console.log(`ordinary.txt: ${lines.length} lines (${sentences.length} written by hand, ${names.length} names)`);
