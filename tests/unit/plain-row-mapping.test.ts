import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * `withPlainRowMapping` (lib/server/prepared.ts) replaces Drizzle's row mapping on the statements
 * built once, through fields Drizzle keeps inside its prepared queries: the same selects, mapped
 * both ways on an embedded database (in a node child: PGlite needs ESM imports jest's VM lacks),
 * must give the same rows, and the replacement must take where it is meant to, so a Drizzle
 * upgrade that moves those fields fails here rather than going quietly back to the slow mapping.
 */
type Answers = Record<string, { drizzle: unknown[]; plain: unknown[]; mappedHere: boolean }>;

let answers: Answers;
beforeAll(() => {
  const script = path.join(__dirname, '..', 'support', 'row-mapping-check.ts');
  const output = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8', cwd: path.join(__dirname, '..', '..') });
  answers = JSON.parse(output.trim().split('\n').pop()!) as Answers;
}, 60_000);

describe('the plain row mapping of built statements', () => {
  it.each(['flat', 'nested', 'innerJoin'])('maps a %s select exactly as Drizzle does: names, nesting, nulls, dates, JSON and mapWith', (name) => {
    const answer = answers[name]!;
    expect(answer.mappedHere).toBe(true);
    expect(answer.drizzle.length).toBeGreaterThan(0);
    expect(answer.plain).toEqual(answer.drizzle);
  });

  it('keeps the dates Dates and the values of `mapWith` mapped', () => {
    const [first] = answers.nested!.plain as Array<{ person: { joinedAt: unknown }; years: unknown; when: unknown; raw: unknown }>;
    expect(first!.person.joinedAt).toEqual({ date: '2026-11-01T10:00:00.000Z' });
    expect(first!.when).toEqual({ date: '2026-11-01T10:00:00.000Z' });
    expect(first!.years).toBe(25);
    expect(first!.raw).toBe('AISHA');
  });

  it('leaves an outer join, whose missing side Drizzle turns to null, to Drizzle', () => {
    const answer = answers.leftJoin!;
    expect(answer.mappedHere).toBe(false);
    expect(answer.plain).toEqual(answer.drizzle);
    expect((answer.plain as Array<{ note: unknown }>).map((row) => row.note)).toEqual([{ id: 1, personId: '00000000-0000-4000-8000-000000000001', body: 'hello' }, null]);
  });
});
