import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layering rules of ARCHITECTURE.md live in eslint.config.mjs; these fixtures break them on
 * purpose (the main lint run ignores the folder) to show that the rules really fire.
 */
const FIXTURES = path.join('tests', 'fixtures', 'lint');

function lint(file: string): Array<{ ruleId: string | null; line: number }> {
  const result = spawnSync(
    process.execPath,
    [path.join('node_modules', 'eslint', 'bin', 'eslint.js'), '--no-ignore', '--format', 'json', path.join(FIXTURES, file)],
    { encoding: 'utf8' },
  );
  const [report] = JSON.parse(result.stdout) as Array<{ messages: Array<{ ruleId: string | null; line: number }> }>;
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

  it('refuses any import from lib/server in lib/shared, a type import included, by alias or relative path', () => {
    const messages = lint(path.join('shared', 'server-type.ts'));
    expect(messages).toEqual([
      expect.objectContaining({ ruleId: '@typescript-eslint/no-restricted-imports', line: 1 }),
      expect.objectContaining({ ruleId: '@typescript-eslint/no-restricted-imports', line: 2 }),
    ]);
  }, 60_000);
});
