// After `next build`: an embedded database created and migrated once, as a data directory, for the
// server to copy into a new data folder (lib/server/db.ts) instead of running initdb on its first start.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openPglite, PGLITE_TEMPLATE_DIR } from '../lib/server/db';

const dir = path.resolve(process.env.NEXT_DIST_DIR || '.next', PGLITE_TEMPLATE_DIR);
rmSync(dir, { recursive: true, force: true });
const client = await openPglite(dir);
try {
  await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), 'drizzle') });
} finally {
  // A clean shutdown: the copies start without recovering a write-ahead log.
  await client.close();
}
console.log(`embedded database template: ${path.relative(process.cwd(), dir)}`);
