import naughtyWords from 'naughty-words';
import { ADDED, DROPPED, FUNCTION_WORDS, LIST_LANGUAGE, OWN_LANGUAGE, PROTECTED_PHRASES } from './profanity-policy';

/**
 * The profanity filter of SPEC.md section 5, the same in the browser and on the server (the
 * server's copy is the one that counts). Every language of the naughty-words list, matched as
 * whole words, case-insensitively, and replaced with one asterisk per character (spaces inside a
 * phrase stay). Scripts written without spaces (Chinese, Japanese, Thai) have no word boundaries
 * to look for, so their entries match anywhere.
 *
 * Why not every entry everywhere: the lists of 28 languages overlap with ordinary words of the
 * others ("am" is Turkish, "fan" Swedish, "muna" Finnish, "کون" Persian but "who" in Urdu), so a
 * plain union starred "I am a big fan of Mufti Menk". Each entry therefore has a scope:
 * - everywhere: English entries, non-Latin entries outside the Arabic script (Cyrillic, CJK,
 *   Thai, Hangul), and foreign Latin-script entries of five letters or more ("Arschloch",
 *   "stronzo", "gilipollas"), so a foreign insult inside an English message is still caught.
 * - own language: foreign Latin-script entries of four letters or fewer (short strings collide
 *   across languages) and those OWN_LANGUAGE lists (words an English dictionary has, like
 *   "merde" or "satan"; Persian words that are everyday Urdu); they match only when the message
 *   reads as that language.
 * - own language or unknown: the other Arabic-script entries (Arabic and Persian lists); they
 *   match unless the Arabic-script text reads as a different language (Urdu, say).
 * Which language a message reads as is decided per script by counting its words that are common
 * function words of each language (FUNCTION_WORDS); the top count wins, ties keep all, and Latin
 * text without any reads as English, the app's language. That is one pass over the words and a
 * map look-up each, deterministic and cheap next to the regex itself.
 * profanity-policy.ts holds the reviewed list of dropped entries (ordinary words and common
 * names) and of own-language entries; tests/fixtures/profanity holds the corpora that prove it.
 */

type Scope = 'everywhere' | 'own' | 'own-or-unknown';
type Script = 'latin' | 'arabic' | 'other';

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
// The prolonged-sound mark "ー" is a letter of no script, but it belongs to unspaced Japanese.
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\u30fc\uff70]/u;
const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;
const ARABIC = /\p{Script=Arabic}/u;
const NOT_AFTER_WORD = '(?<![\\p{L}\\p{M}\\p{N}])';
const NOT_BEFORE_WORD = '(?![\\p{L}\\p{M}\\p{N}])';
const BETWEEN_WORDS = /[^\p{L}\p{M}'’]+/u;
const SHORT_LATIN = 4;
const END = '\u0000';

type Trie = Map<string, Trie>;

const normalize = (entry: string) => entry.trim().toLowerCase().replace(/\s+/g, ' ');
const split = (list: string | undefined) => new Set((list ?? '').split('|').filter(Boolean).map(normalize));

/** Latin only when every letter is Latin: "卖b" is Chinese with a Latin letter in it. */
function scriptOf(text: string): Script {
  const letters = Array.from(text).filter((char) => LETTER.test(char));
  if (letters.length > 0 && letters.every((char) => LATIN.test(char))) return 'latin';
  if (letters.some((char) => ARABIC.test(char))) return 'arabic';
  return 'other';
}

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

/**
 * Four tries, by whether the entry's first and last characters need a word boundary; one check
 * after each trie, since one per entry makes V8 run the regex some thirty times slower. The first
 * character decides the left key, so only tries of the same left key compete at a position; the
 * one whose entries end at a boundary goes first, so "妈的b" wins over "妈的".
 */
function entriesPattern(entries: Iterable<string>): RegExp {
  const tries = new Map<string, Trie>();
  for (const entry of entries) {
    const chars = Array.from(entry);
    const key = `${needsBoundary(chars[0]) ? 'L' : '-'}${needsBoundary(chars[chars.length - 1]) ? 'R' : '-'}`;
    if (!tries.has(key)) tries.set(key, new Map());
    insert(tries.get(key)!, entry);
  }
  const alternatives: string[] = [];
  for (const key of ['LR', 'L-', '-R', '--']) {
    const trie = tries.get(key);
    if (!trie) continue;
    const left = key[0] === 'L' ? NOT_AFTER_WORD : '';
    const right = key[1] === 'R' ? NOT_BEFORE_WORD : '';
    alternatives.push(`${left}${trieSource(trie)}${right}`);
  }
  return new RegExp(alternatives.map((a) => `(?:${a})`).join('|'), 'giu');
}

export interface ScopedEntry {
  entry: string;
  language: string;
  scope: Scope;
}

/** Every entry kept from the lists, with the language it belongs to and where it applies. */
export function profanityEntries(): ScopedEntry[] {
  const kept = new Map<string, ScopedEntry>();
  const lists = Object.entries(naughtyWords as Record<string, string[]>);
  for (const [language, words] of Object.entries(ADDED)) lists.push([language, words.split('|')]);
  for (const [list, words] of lists) {
    const language = LIST_LANGUAGE[list] ?? list;
    const dropped = split(DROPPED[language]);
    const own = split(OWN_LANGUAGE[language]);
    for (const raw of words) {
      const entry = normalize(raw);
      if (!entry || dropped.has(entry)) continue;
      const script = scriptOf(entry);
      let scope: Scope = 'everywhere';
      if (own.has(entry)) scope = 'own';
      else if (language !== 'en' && script === 'latin' && !entry.includes(' ') && Array.from(entry).length <= SHORT_LATIN) scope = 'own';
      else if (language !== 'en' && script === 'arabic') scope = 'own-or-unknown';
      kept.set(`${entry}\u0000${language}`, { entry, language, scope });
    }
  }
  // An entry several lists share is as wide as its widest use: English "shit" makes the Danish
  // one redundant, while Spanish and Portuguese "puta" each apply in their own language.
  const everywhere = new Set([...kept.values()].filter(({ scope }) => scope === 'everywhere').map(({ entry }) => entry));
  return [...kept.values()].filter(({ entry, scope }) => scope === 'everywhere' || !everywhere.has(entry));
}

const functionWords = new Map<string, string[]>();
const languageScript = new Map<string, Script>();
for (const [language, words] of Object.entries(FUNCTION_WORDS)) {
  const list = words.split(' ');
  languageScript.set(language, scriptOf(list.join('')));
  for (const word of list) functionWords.set(word, [...(functionWords.get(word) ?? []), language]);
}

/** The languages each script of the text reads as: the top count of function words, ties kept. */
export function detectLanguages(text: string): Map<Script, Set<string>> {
  const counts = new Map<string, number>();
  for (const word of text.toLowerCase().split(BETWEEN_WORDS)) {
    for (const language of functionWords.get(word) ?? []) counts.set(language, (counts.get(language) ?? 0) + 1);
  }
  const best = new Map<Script, { count: number; languages: Set<string> }>();
  for (const [language, count] of counts) {
    const script = languageScript.get(language)!;
    const current = best.get(script);
    if (!current || count > current.count) best.set(script, { count, languages: new Set([language]) });
    else if (count === current.count) current.languages.add(language);
  }
  const detected = new Map([...best].map(([script, { languages }]) => [script, languages]));
  // The app is in English: Latin text without a single function word ("Typical paki.") is English.
  if (!detected.has('latin') && LATIN.test(text)) detected.set('latin', new Set(['en']));
  return detected;
}

interface Patterns {
  everywhere: RegExp;
  own: Map<string, RegExp>;
  ownOrUnknown: Map<string, { script: Script; pattern: RegExp }>;
  protectedPhrases: RegExp;
}

let patterns: Patterns | undefined;

function build(): Patterns {
  const groups = new Map<string, { scope: Scope; language: string; entries: string[] }>();
  for (const { entry, language, scope } of profanityEntries()) {
    const key = scope === 'everywhere' ? scope : `${scope}:${language}`;
    if (!groups.has(key)) groups.set(key, { scope, language, entries: [] });
    groups.get(key)!.entries.push(entry);
  }
  const result: Patterns = { everywhere: /$^/gu, own: new Map(), ownOrUnknown: new Map(), protectedPhrases: entriesPattern(PROTECTED_PHRASES) };
  for (const { scope, language, entries } of groups.values()) {
    if (scope === 'everywhere') result.everywhere = entriesPattern(entries);
    else if (scope === 'own') result.own.set(language, entriesPattern(entries));
    else result.ownOrUnknown.set(language, { script: scriptOf(entries.join('')), pattern: entriesPattern(entries) });
  }
  return result;
}

/** The patterns that apply to this text: everywhere, plus those its languages switch on. */
function applicable(text: string, all: Patterns): RegExp[] {
  const detected = detectLanguages(text);
  const result = [all.everywhere];
  for (const languages of detected.values()) {
    for (const language of languages) {
      const own = all.own.get(language);
      if (own) result.push(own);
    }
  }
  if (ARABIC.test(text)) {
    for (const [language, { script, pattern }] of all.ownOrUnknown) {
      const languages = detected.get(script);
      if (!languages || languages.has(language)) result.push(pattern);
    }
  }
  return result;
}

/** exec in a loop: matchAll copies the regex, recompiling a 50 kB pattern on every call. */
function matches(pattern: RegExp, text: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    found.push([match.index, match.index + match[0].length]);
    if (match[0].length === 0) pattern.lastIndex += 1;
  }
  return found;
}

/**
 * Where the text is to be masked: the matches of every applicable pattern, the earliest and then
 * longest first, without overlaps, none inside a protected phrase ("summa cum laude").
 */
function spans(text: string): Array<[number, number]> {
  patterns ??= build();
  const found: Array<[number, number]> = [];
  for (const pattern of applicable(text, patterns)) found.push(...matches(pattern, text));
  if (found.length === 0) return [];
  const protectedSpans = matches(patterns.protectedPhrases, text);
  const kept: Array<[number, number]> = [];
  found.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  let reached = 0;
  for (const [start, end] of found) {
    if (start < reached || protectedSpans.some(([from, to]) => start < to && end > from)) continue;
    kept.push([start, end]);
    reached = end;
  }
  return kept;
}

export function filterProfanity(text: string): string {
  const masked = spans(text);
  if (masked.length === 0) return text;
  let result = '';
  let position = 0;
  for (const [start, end] of masked) {
    result += text.slice(position, start) + Array.from(text.slice(start, end), (char) => (/\s/.test(char) ? char : '*')).join('');
    position = end;
  }
  return result + text.slice(position);
}

export function containsProfanity(text: string): boolean {
  return spans(text).length > 0;
}
