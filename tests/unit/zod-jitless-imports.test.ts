import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The browser's zod must be configured jitless before the first schema is built, or the page's
 * nonce CSP reports zod's eval probe. Every browser-side module that builds schemas therefore
 * imports lib/schemas/jitless.ts before anything else.
 */
const BROWSER_DIRS = ['lib/schemas', 'lib/shared', 'lib/client', 'components', 'app'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'api' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

const buildsSchemas = (source: string) => /^import \{[^}]*\bz\b[^}]*\} from 'zod(\/mini)?';$/m.test(source);
const firstImport = (source: string) => source.split('\n').find((line) => line.startsWith('import '));

describe('zod runs jitless in the browser', () => {
  const files = BROWSER_DIRS.flatMap(sourceFiles).filter((file) => buildsSchemas(readFileSync(file, 'utf8')));

  it('finds the modules that build schemas', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s imports the jitless configuration first', (file) => {
    expect(firstImport(readFileSync(file, 'utf8'))).toMatch(/^import '(\.\/|@\/lib\/schemas\/)jitless';$/);
  });
});
