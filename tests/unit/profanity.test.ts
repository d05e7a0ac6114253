import { containsProfanity, filterProfanity } from '@/lib/shared/profanity';

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

  it('filters a 2000-character message in well under a millisecond once built', () => {
    const text = 'the class met in Scunthorpe and the assassin said shit twice '.repeat(40).slice(0, 2000);
    filterProfanity(text);
    const started = performance.now();
    for (let i = 0; i < 200; i += 1) filterProfanity(text);
    const perMessage = (performance.now() - started) / 200;
    expect(perMessage).toBeLessThan(1);
    expect(filterProfanity(text)).not.toMatch(/\bshit\b/);
  });
});
