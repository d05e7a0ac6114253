import { readFileSync } from 'node:fs';
import path from 'node:path';
import naughtyWords from 'naughty-words';
import { containsProfanity, detectLanguages, filterProfanity, profanityEntries } from '@/lib/shared/profanity';
import { ADDED, DROPPED, FUNCTION_WORDS, LIST_LANGUAGE, OWN_LANGUAGE } from '@/lib/shared/profanity-policy';

const fixtures = path.join(__dirname, '../fixtures/profanity');
const lines = (file: string) =>
  readFileSync(path.join(fixtures, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
const stars = (text: string) => Array.from(text, (char) => (/\s/.test(char) ? char : '*')).join('');

describe('filterProfanity', () => {
  it('masks whole words with one asterisk per character', () => {
    expect(filterProfanity('you are an ass')).toBe('you are an ***');
    expect(filterProfanity('what an asshole.')).toBe('what an *******.');
  });

  it('ignores case', () => {
    expect(filterProfanity('ASS and Ass and aSs')).toBe('*** and *** and ***');
  });

  it.each(['Scunthorpe', 'classic', 'assassin', 'passage', 'Essex', 'title', 'analysis', 'cocktail', 'shell', 'therapist'])(
    'leaves %s alone',
    (word) => {
      expect(filterProfanity(`I read about ${word} today`)).toBe(`I read about ${word} today`);
    },
  );

  it('masks phrases, keeping their spaces, also with extra spaces between the words', () => {
    expect(filterProfanity('a blow job here')).toBe('a **** *** here');
    expect(filterProfanity('a blow   job here')).toBe('a ****   *** here');
  });

  it('masks words of other languages, including accented ones', () => {
    expect(filterProfanity('du Arschloch!')).toBe('du *********!');
    expect(filterProfanity('quelle merde')).toBe('quelle *****');
    expect(filterProfanity('qué gilipollas')).toBe('qué **********');
  });

  it('uses Unicode word boundaries, so letters with accents do not break words apart', () => {
    // An ASCII \b would stop at "ß" and "é"; these are letters like any other.
    expect(filterProfanity('So eine Scheiße!')).toBe('So eine *******!');
    expect(filterProfanity('merdeé')).toBe('merdeé');
  });

  it('matches scripts written without spaces anywhere in the text', () => {
    expect(filterProfanity('これはちんこです')).toBe('これは***です');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(filterProfanity('x 🖕 y')).toBe('x * y');
  });

  it('leaves clean text untouched and tells whether anything was found', () => {
    const clean = 'Assalamu alaikum, how was the class on Scunthorpe history?';
    expect(filterProfanity(clean)).toBe(clean);
    expect(containsProfanity(clean)).toBe(false);
    expect(containsProfanity('such shit')).toBe(true);
    expect(containsProfanity('such shit')).toBe(true);
  });

  it('leaves the sentence of issue 11 alone', () => {
    const text = 'I am a big fan of Mufti Menk. My mama says hi. My cousin Muna and Anita send their salaam.';
    expect(filterProfanity(text)).toBe(text);
  });

  it('matches a short or English-looking foreign entry only in a message of its own language', () => {
    expect(filterProfanity('I am here')).toBe('I am here');
    expect(filterProfanity('Senin am ne diyor bu')).toBe('Senin ** ne diyor bu');
    expect(filterProfanity('Saya suka makan nasi')).toBe('Saya suka makan nasi');
    expect(filterProfanity('Ty jesteś suka')).toBe('Ty jesteś ****');
  });

  it('keeps Persian entries out of Urdu, where they are everyday words', () => {
    expect(filterProfanity('یہ کون ہے؟ آپ کس شہر سے ہیں؟')).toBe('یہ کون ہے؟ آپ کس شہر سے ہیں؟');
    expect(filterProfanity('کون؟')).toBe('کون؟');
    expect(filterProfanity('این کون است')).toBe('این *** است');
  });

  it('leaves everyday phrases that contain an entry alone', () => {
    expect(filterProfanity('She graduated summa cum laude')).toBe('She graduated summa cum laude');
    expect(filterProfanity('cum laude, then cum')).toBe('cum laude, then ***');
  });
});

describe('detectLanguages', () => {
  it('reads each script by its commonest function words', () => {
    expect(detectLanguages('I am a big fan of football').get('latin')).toEqual(new Set(['en']));
    expect(detectLanguages('Saya suka makan di rumah dengan keluarga').get('latin')).toEqual(new Set(['ms']));
    expect(detectLanguages('Jag är ett fan av dig').get('latin')).toEqual(new Set(['sv']));
    expect(detectLanguages('میں لاہور سے ہوں اور آپ کہاں سے ہیں').get('arabic')).toEqual(new Set(['ur']));
    expect(detectLanguages('hello').get('arabic')).toBeUndefined();
  });
});

describe('the profanity corpora', () => {
  it('stars nothing in 2,000+ ordinary messages and every profanity of the profane corpus', () => {
    const ordinary = lines('ordinary.txt');
    expect(ordinary.length).toBeGreaterThanOrEqual(2000);
    const falsePositives = ordinary.filter((line) => filterProfanity(line) !== line).map((line) => `${line} -> ${filterProfanity(line)}`);

    const profane = lines('profane.txt');
    const misses = profane
      .map((line) => ({ input: line.replace(/[[\]]/g, ''), expected: line.replace(/\[([^\]]+)\]/g, (_, word: string) => stars(word)) }))
      .filter(({ input, expected }) => filterProfanity(input) !== expected)
      .map(({ input, expected }) => `${input} -> ${filterProfanity(input)} (expected ${expected})`);

    console.log(
      `profanity corpus: ${falsePositives.length} false positives over ${ordinary.length} ordinary messages, ` +
        `${misses.length} misses over ${profane.length} profane messages`,
    );
    expect(falsePositives).toEqual([]);
    expect(misses).toEqual([]);
  });

  it('stars every kept entry in a sentence of its own language', () => {
    const carrier = (language: string) => {
      const owned = FUNCTION_WORDS[language]?.split(' ').filter((word) => Object.entries(FUNCTION_WORDS).every(([other, words]) => other === language || !words.split(' ').includes(word)));
      return owned ? owned.slice(0, 3) : [];
    };
    const missed = profanityEntries()
      .map(({ entry, language }) => {
        const [a = '', b = '', c = ''] = carrier(language);
        const input = `${a} ${b} ${entry} ${c}`.trim();
        return { input, expected: `${a} ${b} ${stars(entry)} ${c}`.trim() };
      })
      .filter(({ input, expected }) => filterProfanity(input) !== expected)
      .map(({ input }) => `${input} -> ${filterProfanity(input)}`);
    expect(missed).toEqual([]);
  });

  it('names in the policy only entries its lists really have', () => {
    const lists = new Map<string, Set<string>>();
    const all = [...Object.entries(naughtyWords as Record<string, string[]>), ...Object.entries(ADDED).map(([language, words]) => [language, words.split('|')] as const)];
    for (const [list, words] of all) {
      const language = LIST_LANGUAGE[list] ?? list;
      lists.set(language, new Set([...(lists.get(language) ?? []), ...words.map((word) => word.trim().toLowerCase())]));
    }
    const unknown = [DROPPED, OWN_LANGUAGE].flatMap((policy) =>
      Object.entries(policy).flatMap(([language, entries]) =>
        entries.split('|').filter((entry) => !lists.get(language)?.has(entry.toLowerCase())).map((entry) => `${language}: ${entry}`),
      ),
    );
    expect(unknown).toEqual([]);
  });
});
