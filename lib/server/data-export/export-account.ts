import { Readable } from 'node:stream';
import { EXPORTS_PER_DAY } from '@/lib/shared/constants';
import { MSG_DATA_EXPORT } from '@/lib/shared/messages/account';
import type { UserRow } from '@/models';
import { now } from '../clock';
import { getDb, type Db } from '../db';
import { log } from '../logger';
import { photoStorage } from '../photos/storage';
import { consume } from '../security/rate-limit';
import { coalesce, jsonArray, jsonDocument } from './json-stream';
import { exportReadme } from './readme';
import * as read from './sections';

const DAY_SECONDS = 24 * 3600;

const text = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`);
const fromPieces = (pieces: AsyncIterable<string>) => Readable.from(coalesce(pieces), { objectMode: false });

/** One stored photo's bytes, opened only when the zip reaches it. */
function photoStream(key: string): Readable {
  return Readable.from(
    (async function* () {
      const stored = await photoStorage().get(key);
      if (!stored) return;
      yield* stored.body as unknown as AsyncIterable<Uint8Array>;
    })(),
  );
}

/**
 * Builds the zip as the client reads it: yazl pulls one entry at a time, and each large file is
 * a generator reading a batch of rows at a time, so memory stays flat whatever her history.
 * The small files are read before the first byte, so a failing database is a clean error answer.
 */
async function buildZip(db: Db, user: UserRow): Promise<Readable> {
  const exportedAt = now();
  const stamp = { exportedAt: exportedAt.toISOString() };
  const [profile, conversations, requests, photoList, subscription, blocks, reportsMade, compatibility, audit] = await Promise.all([
    read.profile(db, user),
    read.conversationList(db, user.id),
    read.photoRequestList(db, user.id),
    read.photoList(db, user.id),
    read.subscriptionRecords(db, user.id),
    read.blockList(db, user.id),
    read.reportsMade(db, user.id),
    read.compatibility(db, user.id),
    read.auditEntries(db, user.id),
  ]);

  // Loaded when a member asks for her data, not with the server.
  const { ZipFile } = await import('yazl');
  const zip = new ZipFile();
  const mtime = exportedAt;
  zip.addBuffer(Buffer.from(exportReadme(stamp.exportedAt, compatibility !== undefined)), 'README.txt', { mtime });
  zip.addBuffer(text(profile), 'profile.json', { mtime });
  zip.addReadStream(
    fromPieces(
      jsonDocument(
        { ...stamp, conversations },
        {
          messages: () =>
            read.conversationMessages(
              db,
              user.id,
              conversations.map((c) => c.id),
            ),
        },
      ),
    ),
    'messages.json',
    { mtime },
  );
  zip.addBuffer(text(requests), 'photo-requests.json', { mtime });
  zip.addBuffer(text(photoList.map(({ storageKey: _key, ...photo }) => photo)), 'photos/photos.json', { mtime });
  for (const photo of photoList) {
    // Already compressed (WebP): stored as is.
    zip.addReadStreamLazy(photo.file, { mtime, compress: false }, (done) => done(null, photoStream(photo.storageKey)));
  }
  zip.addBuffer(text(subscription), 'subscription.json', { mtime });
  zip.addReadStream(fromPieces(jsonArray(read.guardianEmails(db, user.id))), 'guardian-emails.json', { mtime });
  zip.addBuffer(text(blocks), 'blocks.json', { mtime });
  zip.addBuffer(text(reportsMade), 'reports-made.json', { mtime });
  if (compatibility) zip.addBuffer(text(compatibility), 'compatibility.json', { mtime });
  zip.addBuffer(text(audit), 'audit.json', { mtime });
  zip.end();

  const output = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => {
    log().error({ err: error, userId: user.id }, '[export] the zip could not be finished');
    output.destroy(error as Error);
  });
  return output;
}

/**
 * GET /api/account/export: everything we hold about her as one zip, streamed (README.txt says
 * what each file is). Counted against her daily allowance before any work is done.
 */
export async function exportAccount(user: UserRow): Promise<Response> {
  const db = await getDb();
  await consume(db, {
    key: `export:${user.id}`,
    max: EXPORTS_PER_DAY,
    windowSeconds: DAY_SECONDS,
    message: (wait) => MSG_DATA_EXPORT.tooMany(EXPORTS_PER_DAY, wait),
  });
  const zip = await buildZip(db, user);
  log().info({ userId: user.id }, '[export] started');
  const day = now().toISOString().slice(0, 10);
  return new Response(Readable.toWeb(zip) as unknown as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="nikah-scholars-data-${day}.zip"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
