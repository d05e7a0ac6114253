import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * CI's PostgreSQL pass leaves out the integration files marked `// @ownDatabase …`
 * (tests/support/postgres-pass-filter.cjs). A mark on a file whose servers follow
 * TEST_DATABASE_URL would mean that file never runs on PostgreSQL, so each mark is checked
 * against what the file does; a file that always takes PostgreSQL without the mark only runs twice.
 */
const FOLDER = path.join('tests', 'integration');
const files = readdirSync(FOLDER)
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(FOLDER, file), 'utf8') }));
const markOf = (text: string) => /^\/\/ @ownDatabase (\w+)\n/.exec(text)?.[1];
const marked = files.filter(({ text }) => markOf(text) !== undefined);

/** `startApp(` calls and whether each names its own DATABASE_URL or DATA_DIR (up to the call's end). */
const serverStarts = (text: string) =>
  [...text.matchAll(/startApp\(([^)]*)\)/g)].map((match) => ({ call: match[0], own: /DATABASE_URL|DATA_DIR|shared|\.\.\.\w+Env/.test(match[1]) }));

describe('the @ownDatabase mark', () => {
  it('marks a dozen files or more, with a known kind on the first line', () => {
    expect(marked.length).toBeGreaterThanOrEqual(12);
    for (const { file, text } of marked) expect([file, markOf(text)]).toEqual([file, expect.stringMatching(/^(postgres|embedded|none)$/)]);
  });

  it.each(marked.filter(({ text }) => markOf(text) === 'postgres'))('$file takes PostgreSQL whatever the pass', ({ text }) => {
    expect(text).toMatch(/TEST_DATABASE_URL \?\? 'postgres:\/\/|startTwoNodes\(/);
    for (const start of serverStarts(text)) expect(start).toEqual({ call: start.call, own: true });
  });

  it.each(marked.filter(({ text }) => markOf(text) === 'embedded'))('$file keeps the embedded database whatever the pass', ({ text }) => {
    const starts = serverStarts(text);
    if (starts.length > 0) expect(text).toContain('delete process.env.TEST_DATABASE_URL');
    expect(text).not.toMatch(/createDatabase\(|startTwoNodes\(/);
  });

  it.each(marked.filter(({ text }) => markOf(text) === 'none'))('$file starts no app server and no database', ({ text }) => {
    expect(serverStarts(text)).toEqual([]);
    expect(text).not.toMatch(/createDatabase\(|startTwoNodes\(|PGlite/);
  });

  it('leaves unmarked every file with a server on the suite database', () => {
    const following = files.filter(({ text }) => markOf(text) === undefined && serverStarts(text).some((start) => !start.own));
    expect(following.length).toBeGreaterThan(20);
  });
});
