import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A migration a database has applied is never run again, so editing it changes nothing there:
 * only fresh databases would get the edit. drizzle/applied.sha256 lists every migration on main
 * with its hash; each must be unchanged, and a new one can only come after them.
 */
const DRIZZLE = 'drizzle';
const listed = readFileSync(path.join(DRIZZLE, 'applied.sha256'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [hash, file] = line.trim().split(/\s+\*?/);
    return { hash, file };
  });
const files = readdirSync(DRIZZLE).filter((file) => file.endsWith('.sql')).sort();
const journal = JSON.parse(readFileSync(path.join(DRIZZLE, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number; tag: string; when: number }[] };
const sha256 = (file: string) => createHash('sha256').update(readFileSync(path.join(DRIZZLE, file))).digest('hex');

describe('migrations are append-only', () => {
  it('lists at least the migrations of the first release (0000-0006)', () => {
    expect(listed.map(({ file }) => file).slice(0, 7)).toEqual(files.slice(0, 7));
    expect(listed.length).toBeGreaterThanOrEqual(7);
  });

  it.each(listed)('$file is unchanged', ({ file, hash }) => {
    expect(existsSync(path.join(DRIZZLE, file))).toBe(true);
    expect(sha256(file)).toBe(hash);
  });

  it('adds new migrations only after the listed ones, each in the journal in the same order', () => {
    expect(files.slice(0, listed.length)).toEqual(listed.map(({ file }) => file));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
    // drizzle applies what is newer than the last migration a database recorded: a new entry dated earlier would never run there.
    const when = journal.entries.map((entry) => entry.when);
    expect(when).toEqual([...when].sort((a, b) => a - b));
    expect(new Set(when).size).toBe(when.length);
  });
});
