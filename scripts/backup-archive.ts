// What `npm run backup` and `npm run restore` share: the archive layout, the usage errors and tar.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { ConfigError } from '../lib/server/config';

/**
 * One .tar.gz holding:
 *   manifest.json   what is inside (format, version, when, which database, how many photos)
 *   database.tar    the embedded PGlite data directory (PGlite's own dump), when embedded
 *   photos/<key>    every stored photo, whichever driver held it
 */
export const FORMAT = 'nikah-scholars-backup';
export const VERSION = 1;

export interface Manifest {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  /** `embedded`: database.tar is inside; `external`: PostgreSQL, backed up with pg_dump instead. */
  database: 'embedded' | 'external';
  photoStorage: 'fs' | 's3';
  photos: number;
}

/** A mistake in how the script was called or configured: printed as one line, never a stack trace. */
export class UsageError extends Error {
  constructor(
    message: string,
    /** The arguments themselves were wrong: the usage is printed too. */
    readonly badArguments = false,
  ) {
    super(message);
  }
}

/** The server reads .env files before its configuration; so do the scripts, so both agree. */
export function loadEnvFiles(): void {
  nextEnv.loadEnvConfig(process.cwd(), process.env.NODE_ENV !== 'production', { info: () => undefined, error: () => undefined });
}

/** PGlite keeps this file while a process has the database open (and after a crash). */
export function refuseOpenDatabase(pgdata: string): void {
  if (existsSync(path.join(pgdata, 'postmaster.pid'))) {
    throw new UsageError(
      `the embedded database in ${pgdata} is open (postmaster.pid exists): stop the server first, it cannot be copied or replaced while in use. ` +
        'If the server crashed, start it once and stop it cleanly.',
    );
  }
}

export function tar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', (error) => reject(new UsageError(`cannot run tar: ${error.message}`)));
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new UsageError(`tar failed: ${stderr.trim() || `exit code ${code}`}`))));
  });
}

/** Runs a script's main: any failure is one line on stderr and exit code 1 (2 for bad arguments). */
export function run(main: () => Promise<void>, usage: string): void {
  main().catch((error: unknown) => {
    const known = error instanceof UsageError || error instanceof ConfigError;
    console.error(`error: ${known ? '' : `${(error as Error).name}: `}${(error as Error).message}`);
    if (error instanceof UsageError && error.badArguments) {
      console.error(usage);
      process.exit(2);
    }
    process.exit(1);
  });
}
