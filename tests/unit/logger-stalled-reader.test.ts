import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * A reader that stops reading (a supervisor gone, a full pipe) must cost the server lost log
 * lines, never its event loop: pino's synchronous writes used to retry EAGAIN forever.
 */
describe('the log destination with a stalled reader', () => {
  it('gives up the lines and lets the process go on', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('tests', 'fixtures', 'logger', 'flood.ts')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // stdout is never read: the pipe fills after its first 64 KiB.
    child.stdout.pause();
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.stdout.destroy();
    expect(stderr).toContain('got through');
    expect(code).toBe(0);
  }, 20_000);
});
