// `npm test`: build once, then unit, integration and end-to-end suites against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (command, args, env = {}) => {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is needed for the browser tests: apt-get install -y chromium (looked for ${chromium}).`);
  process.exit(1);
}

run('npm', ['run', 'typecheck']);
run('npm', ['run', 'lint']);
if (process.env.SKIP_BUILD !== '1') run('npm', ['run', 'build']);
run('npx', ['jest', '--selectProjects', 'unit', 'integration']);
run('npx', ['playwright', 'test']);
