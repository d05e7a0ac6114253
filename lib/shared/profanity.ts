import naughtyWords from 'naughty-words';

/**
 * The profanity filter of SPEC.md section 5, the same in the browser and on the server (the
 * server's copy is the one that counts). Every language of the naughty-words list, matched as
 * whole words, case-insensitively, and replaced with one asterisk per character (spaces inside a
 * phrase stay). Scripts written without spaces (Chinese, Japanese, Thai) have no word boundaries
 * to look for, so their entries match anywhere.
 */

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{M}\\p{N}])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{M}\\p{N}])';
const END = '\u0000';

type Trie = Map<string, Trie>;

/** A boundary is needed only where an entry begins or ends with a letter of a spaced script. */
const needsBoundary = (char: string) => WORD_CHAR.test(char) && !UNSPACED_SCRIPT.test(char);

function escapeChar(char: string): string {
  return /[\\^$.*+?()[\]{}|/]/.test(char) ? `\\${char}` : char;
}

function insert(trie: Trie, entry: string): void {
  let node = trie;
  for (const char of entry) {
    if (!node.has(char)) node.set(char, new Map());
    node = node.get(char)!;
  }
  node.set(END, new Map());
}

/** A trie written as a regex, so the engine never tries thousands of alternatives one by one. */
function trieSource(node: Trie): string {
  const branches: string[] = [];
  let ends = false;
  for (const [char, child] of node) {
    if (char === END) {
      ends = true;
      continue;
    }
    const head = char === ' ' ? '\\s+' : escapeChar(char);
    branches.push(head + trieSource(child));
  }
  // Longer entries first; the word-end check after the whole trie backtracks into shorter ones,
  // so "asshole" masks the whole word and "ass" inside "assassin" never matches.
  if (ends) branches.push('');
  if (branches.length === 1) return branches[0];
  return `(?:${branches.join('|')})`;
}

function buildPattern(): RegExp {
  const entries = new Set<string>();
  for (const list of Object.values(naughtyWords as Record<string, string[]>)) {
    for (const raw of list) {
      const entry = raw.trim().toLowerCase().replace(/\s+/g, ' ');
      if (entry) entries.add(entry);
    }
  }
  // Four tries, by whether the entry's first and last characters need a word boundary.
  const tries = new Map<string, Trie>();
  for (const entry of entries) {
    const chars = Array.from(entry);
    const key = `${needsBoundary(chars[0]) ? 'L' : '-'}${needsBoundary(chars[chars.length - 1]) ? 'R' : '-'}`;
    if (!tries.has(key)) tries.set(key, new Map());
    insert(tries.get(key)!, entry);
  }
  const alternatives: string[] = [];
  for (const [key, trie] of tries) {
    const left = key[0] === 'L' ? NOT_AFTER_WORD : '';
    const right = key[1] === 'R' ? NOT_BEFORE_WORD : '';
    alternatives.push(`${left}${trieSource(trie)}${right}`);
  }
  return new RegExp(alternatives.map((a) => `(?:${a})`).join('|'), 'giu');
}

let pattern: RegExp | undefined;

function mask(match: string): string {
  return Array.from(match, (char) => (/\s/.test(char) ? char : '*')).join('');
}

export function filterProfanity(text: string): string {
  pattern ??= buildPattern();
  return text.replace(pattern, mask);
}

export function containsProfanity(text: string): boolean {
  pattern ??= buildPattern();
  pattern.lastIndex = 0;
  const found = pattern.test(text);
  pattern.lastIndex = 0;
  return found;
}
