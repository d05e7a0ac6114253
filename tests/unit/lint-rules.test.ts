import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layering rules of ARCHITECTURE.md live in eslint.config.mjs; these fixtures break them on
 * purpose (the main lint run ignores the folder) to show that the rules really fire.
 */
const FIXTURES = path.join('tests', 'fixtures', 'lint');

function lint(file: string): Array<{ ruleId: string | null; line: number; message: string }> {
  const result = spawnSync(
    process.execPath,
    [path.join('node_modules', 'eslint', 'bin', 'eslint.js'), '--no-ignore', '--format', 'json', path.join(FIXTURES, file)],
    { encoding: 'utf8' },
  );
  const [report] = JSON.parse(result.stdout) as Array<{ messages: Array<{ ruleId: string | null; line: number; message: string }> }>;
  return report.messages;
}

describe('lint layering rules', () => {
  it('refuses an import cycle', () => {
    expect(lint('cycle-a.ts')).toContainEqual(expect.objectContaining({ ruleId: 'import-x/no-cycle', line: 1 }));
  }, 60_000);

  it('refuses a value import from lib/server in a component, and allows a type import', () => {
    const messages = lint(path.join('components', 'server-import.tsx'));
    expect(messages).toEqual([expect.objectContaining({ ruleId: '@typescript-eslint/no-restricted-imports', line: 2 })]);
  }, 60_000);

  it("refuses sonner's toast outside lib/client/toast.ts, which loads it after the page is interactive, and allows its Toaster", () => {
    expect(lint(path.join('components', 'sonner-toast.ts'))).toEqual([expect.objectContaining({ ruleId: '@typescript-eslint/no-restricted-imports', line: 2 })]);
  }, 60_000);

  it('refuses a hand-cast global on the server: shared values go through singleton()', () => {
    expect(lint(path.join('lib', 'server', 'hand-cast-global.ts'))).toEqual([expect.objectContaining({ ruleId: 'no-restricted-globals', line: 1 })]);
  }, 60_000);

  it('refuses the real time in lib/server (new Date(), Date.now(), SQL now()), and allows a date built from a value', () => {
    const messages = lint(path.join('server', 'real-time.ts'));
    expect(messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['no-restricted-syntax', 3],
      ['no-restricted-syntax', 4],
      ['no-restricted-syntax', 5],
    ]);
  }, 60_000);

  it('refuses words written in the markup and dates formatted outside lib/shared/dates.ts, and allows a message reference', () => {
    const messages = lint(path.join('components', 'inline-texts.tsx'));
    const restricted = (text: RegExp) => messages.filter((m) => m.ruleId === 'no-restricted-syntax' && text.test(m.message)).map((m) => m.line);
    expect(restricted(/lib\/shared\/messages/)).toEqual([4, 4]);
    expect(restricted(/lib\/shared\/dates/)).toEqual([6, 7]);
    expect(messages).toHaveLength(4);
  }, 60_000);

  it('refuses any import from lib/server in lib/shared, a type import included, by alias or relative path', () => {
    const messages = lint(path.join('shared', 'server-type.ts'));
    expect(messages).toEqual([
      expect.objectContaining({ ruleId: '@typescript-eslint/no-restricted-imports', line: 1 }),
      expect.objectContaining({ ruleId: '@typescript-eslint/no-restricted-imports', line: 2 }),
    ]);
  }, 60_000);
});
