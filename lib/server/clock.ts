import { readFileSync } from 'node:fs';

/**
 * The server's notion of "now" for rules that depend on time (suspension ends, reminders,
 * digests, missed-message emails). `CLOCK_OFFSET_FILE` names a file holding milliseconds to add
 * to the real time: tests move a running server's clock forward by writing it, instead of
 * sleeping. Without the variable this is `new Date()`.
 */
export function now(): Date {
  const file = process.env.CLOCK_OFFSET_FILE;
  if (!file) return new Date();
  return new Date(Date.now() + readOffset(file));
}

function readOffset(file: string): number {
  try {
    const offset = Number(readFileSync(file, 'utf8').trim());
    return Number.isFinite(offset) ? offset : 0;
  } catch {
    return 0;
  }
}
