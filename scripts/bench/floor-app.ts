/**
 * The floor for page weights: a bare Next app of one page with one client component, built by
 * this project's Next (so the same framework runtime and chunking) into `.next-floor-app/`, a
 * folder the project's git, TypeScript and ESLint leave alone. Built once per Next version.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DIR = path.join(process.cwd(), '.next-floor-app');

const FILES: Record<string, string> = {
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/layout.jsx': `export const metadata = { title: 'Floor' };
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.jsx': `import { Counter } from './counter';
export default function Page() {
  return (
    <main>
      <h1>A bare page</h1>
      <Counter />
    </main>
  );
}
`,
  'app/counter.jsx': `'use client';
import { useState } from 'react';
export function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
`,
};

/** The floor app's build folder, building it first unless this Next version already did. */
export function floorBuild(): string {
  const nextVersion = (JSON.parse(readFileSync(path.join(process.cwd(), 'node_modules', 'next', 'package.json'), 'utf8')) as { version: string }).version;
  const stamp = path.join(DIR, 'built-with-next');
  const built = path.join(DIR, '.next');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === nextVersion && existsSync(path.join(built, 'server', 'app', 'index.html'))) return built;
  rmSync(DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(DIR, file)), { recursive: true });
    writeFileSync(path.join(DIR, file), text);
  }
  console.log(`Building the floor app with Next ${nextVersion} in ${DIR} ...`);
  execFileSync(path.join(process.cwd(), 'node_modules', '.bin', 'next'), ['build', DIR], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' },
  });
  writeFileSync(stamp, nextVersion);
  return built;
}
