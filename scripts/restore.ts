// `npm run restore -- <archive.tar.gz> [--force]`: puts a `npm run backup` archive back into a
// fresh DATA_DIR (embedded database, photos on disk) and, with PHOTO_STORAGE=s3, the bucket.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { config } from '../lib/server/config';
import { createPhotoStorage } from '../lib/server/photos/storage';
import { isPhotoKey } from '../lib/server/photos/storage-keys';
import { FORMAT, loadEnvFiles, refuseOpenDatabase, run, tar, UsageError, VERSION, type Manifest } from './backup-archive';

const USAGE = `usage: npm run restore -- <archive.tar.gz> [--force]
  Restores a \`npm run backup\` archive into DATA_DIR (which must be empty) and the photo store
  (PHOTO_STORAGE; an s3 bucket must hold no photos). The server must be stopped.
  --force   replace the database and photos already in DATA_DIR, and write into a bucket that holds photos`;

function parse() {
  try {
    return parseArgs({ args: process.argv.slice(2), options: { force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } }, allowPositionals: true });
  } catch (error) {
    throw new UsageError((error as Error).message, true);
  }
}

/** What is in a folder besides the development JWT secret, which loading the configuration writes. */
const contentsOf = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name !== 'jwt-secret') : []);

async function readManifest(staging: string, archive: string): Promise<Manifest> {
  const file = path.join(staging, 'manifest.json');
  if (!existsSync(file)) throw new UsageError(`${archive} is not a Nikah Scholars backup (it has no manifest.json)`);
  const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
  if (manifest.format !== FORMAT) throw new UsageError(`${archive} is not a Nikah Scholars backup`);
  if (manifest.version !== VERSION) throw new UsageError(`${archive} is backup format version ${manifest.version}; this version restores version ${VERSION}`);
  return manifest;
}

async function main() {
  const { values, positionals } = parse();
  if (values.help) {
    console.info(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new UsageError('give exactly one archive path', true);
  const archive = path.resolve(positionals[0]);
  if (!existsSync(archive)) throw new UsageError(`${archive} does not exist`);
  const force = values.force === true;

  loadEnvFiles();
  const cfg = config();
  const storage = createPhotoStorage(cfg);
  const staging = mkdtempSync(path.join(tmpdir(), 'ns-restore-'));
  try {
    await tar(['-xzf', archive, '-C', staging]).catch(() => {
      throw new UsageError(`${archive} is not a readable .tar.gz archive`);
    });
    const manifest = await readManifest(staging, archive);
    const pgdata = path.join(cfg.dataDir, 'pgdata');
    const photoFolder = path.join(cfg.dataDir, 'photos');

    // Every refusal comes before anything is written.
    const keys = existsSync(path.join(staging, 'photos')) ? readdirSync(path.join(staging, 'photos')).filter(isPhotoKey) : [];
    if (keys.length !== manifest.photos) throw new UsageError(`the archive lists ${manifest.photos} photo(s) but holds ${keys.length}: it is incomplete`);
    if (manifest.database === 'embedded') {
      if (cfg.databaseUrl) {
        throw new UsageError('this backup holds an embedded database but DATABASE_URL is set: unset it to restore into DATA_DIR (PostgreSQL is restored with pg_restore, README, Backups)');
      }
      if (!existsSync(path.join(staging, 'database.tar'))) throw new UsageError(`${archive} has no database.tar although its manifest says it should`);
      refuseOpenDatabase(pgdata);
      if (contentsOf(cfg.dataDir).length > 0 && !force) {
        throw new UsageError(`DATA_DIR ${cfg.dataDir} is not empty: restore into a fresh folder, or pass --force to replace its database and photos`);
      }
    }
    if (storage.kind === 'fs' && contentsOf(photoFolder).length > 0 && !force) {
      throw new UsageError(`${photoFolder} already holds photos: restore into a fresh DATA_DIR, or pass --force to replace them`);
    }
    await storage.verify();
    if (storage.kind === 's3' && !force) {
      for await (const key of storage.list()) {
        throw new UsageError(`the bucket already holds photos (${key} and maybe more): use an empty bucket, or pass --force to write into it`);
      }
    }

    if (manifest.database === 'embedded') {
      rmSync(pgdata, { recursive: true, force: true });
      const dump = await readFile(path.join(staging, 'database.tar'));
      const db = await PGlite.create(pgdata, { loadDataDir: new Blob([new Uint8Array(dump)], { type: 'application/x-tar' }) });
      await db.close();
    }
    if (storage.kind === 'fs' && force) rmSync(photoFolder, { recursive: true, force: true });
    for (const key of keys) await storage.put(key, await readFile(path.join(staging, 'photos', key)));

    console.info(`Restored ${manifest.database === 'embedded' ? `the embedded database into ${pgdata} and ` : ''}${keys.length} photo(s) into ${storage.kind} storage (backup of ${manifest.createdAt})`);
    if (manifest.database === 'external') console.info('This archive holds no database: restore PostgreSQL with pg_restore (README, Backups).');
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

run(main, USAGE);
