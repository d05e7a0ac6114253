// `npm test`: build once, then unit, integration and end-to-end suites against the built app.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const run = (command, args, extra = {}) => {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...env, ...extra } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

/** Runs commands side by side, each one's output printed whole once it ends, so they don't interleave. */
const together = async (commands) => {
  const results = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => resolve({ label: `${command} ${args.join(' ')}`, status, output }));
        }),
    ),
  );
  for (const { label, output } of results) console.log(`\n$ ${label}\n${output}`);
  const failed = results.find((result) => result.status !== 0);
  if (failed) process.exit(failed.status ?? 1);
};

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is needed for the browser tests: apt-get install -y chromium (looked for ${chromium}).`);
  process.exit(1);
}

// Type checking and linting each keep one core busy; on two cores they take the time of the longer.
await together([
  ['npm', ['run', 'typecheck']],
  ['npm', ['run', 'lint']],
]);
if (process.env.SKIP_BUILD !== '1') run('npm', ['run', 'build']);
// Integration files spend most of their time waiting on the servers they start, so two workers
// overlap that waiting; each file has its own servers, databases and ports.
run('npx', ['jest', '--selectProjects', 'unit', 'integration', `--maxWorkers=${process.env.JEST_WORKERS ?? 2}`]);
run('npx', ['playwright', 'test']);
