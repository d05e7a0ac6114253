// `npm run backup -- <archive.tar.gz>`: the embedded database and every stored photo in one file.
// The server must be stopped when the database is embedded (PGlite has one process at a time).
import { createWriteStream, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { config } from '../lib/server/config';
import { createPhotoStorage } from '../lib/server/photos/storage';
import { FORMAT, loadEnvFiles, refuseOpenDatabase, run, tar, UsageError, VERSION, type Manifest } from './backup-archive';

const USAGE = `usage: npm run backup -- <archive.tar.gz> [--force]
  Writes the embedded database (DATA_DIR/pgdata) and every stored photo (PHOTO_STORAGE) to one archive.
  Stop the server first when the database is embedded. With DATABASE_URL set, only the photos are
  written: back PostgreSQL up with pg_dump (README, Backups).
  --force   replace the archive if it exists`;

function parse() {
  try {
    return parseArgs({ args: process.argv.slice(2), options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message, true);
  }
}

async function main() {
  const { values, positionals } = parse();
  if (values.help) {
    console.info(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new UsageError('give exactly one archive path', true);
  const archive = path.resolve(positionals[0]);
  if (!/\.(tar\.gz|tgz)$/.test(archive)) throw new UsageError(`the archive name must end in .tar.gz: ${positionals[0]}`, true);
  if (!existsSync(path.dirname(archive))) throw new UsageError(`the folder ${path.dirname(archive)} does not exist`);
  if (existsSync(archive) && !values.force) throw new UsageError(`${archive} already exists: choose another name, or pass --force to replace it`);

  loadEnvFiles();
  const cfg = config();
  const storage = createPhotoStorage(cfg);
  const pgdata = path.join(cfg.dataDir, 'pgdata');
  if (!cfg.databaseUrl) {
    if (!existsSync(path.join(pgdata, 'PG_VERSION'))) throw new UsageError(`there is no embedded database in ${pgdata}: is DATA_DIR right?`);
    refuseOpenDatabase(pgdata);
  }
  await storage.verify();

  const staging = mkdtempSync(path.join(tmpdir(), 'ns-backup-'));
  try {
    if (!cfg.databaseUrl) {
      // PGlite's own dump of its data directory: what loadDataDir takes back on restore.
      const db = await PGlite.create(pgdata);
      try {
        const dump = await db.dumpDataDir('none');
        await writeFile(path.join(staging, 'database.tar'), Buffer.from(await dump.arrayBuffer()));
      } finally {
        await db.close();
      }
    }
    await mkdir(path.join(staging, 'photos'));
    let photos = 0;
    for await (const key of storage.list()) {
      const stored = await storage.get(key);
      // Deleted since it was listed: its row is gone too.
      if (!stored) continue;
      await pipeline(Readable.fromWeb(stored.body as NodeReadableStream<Uint8Array>), createWriteStream(path.join(staging, 'photos', key)));
      photos += 1;
    }
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: cfg.databaseUrl ? 'external' : 'embedded',
      photoStorage: storage.kind,
      photos,
    };
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    // Written beside the target and renamed, so a failed run never leaves half an archive under its name.
    const partial = `${archive}.part`;
    await tar(['-czf', partial, '-C', staging, '.']);
    await rename(partial, archive);
    console.info(`Backed up ${manifest.database === 'embedded' ? 'the embedded database and ' : ''}${photos} photo(s) from ${storage.kind} storage to ${archive}`);
    if (manifest.database === 'external') console.info('DATABASE_URL is set: the database is not in this archive; back it up with pg_dump (README, Backups).');
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

run(main, USAGE);
