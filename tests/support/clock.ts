import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TestClock {
  /**
   * Pass to `startApp(env)` so the server reads its time from this clock. Session tokens expire
   * on that clock too, so they are made to outlive the moves a test makes.
   */
  env: { CLOCK_OFFSET_FILE: string; JWT_TTL: string };
  /** Moves the server's clock forward (or back) by `ms` from where it is now. */
  advance(ms: number): void;
  /** The server's offset from real time, in milliseconds. */
  offset(): number;
  remove(): void;
}

/** A clock a test controls for a running server (lib/server/clock.ts): no sleeping. */
export function createTestClock(): TestClock {
  const dir = mkdtempSync(path.join(tmpdir(), 'ns-clock-'));
  const file = path.join(dir, 'offset');
  let offset = 0;
  writeFileSync(file, '0');
  return {
    env: { CLOCK_OFFSET_FILE: file, JWT_TTL: '3650d' },
    advance(ms) {
      offset += ms;
      writeFileSync(file, String(offset));
    },
    offset: () => offset,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
