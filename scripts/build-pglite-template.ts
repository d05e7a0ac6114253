// After `next build`: an embedded database created and migrated once, for the server to start a
// new data folder from (lib/server/db.ts) instead of running initdb on its first start.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openPglite, PGLITE_TEMPLATE_FILE } from '../lib/server/db';

const client = await openPglite();
try {
  await migrate(drizzle(client), { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(process.env.NEXT_DIST_DIR || '.next', PGLITE_TEMPLATE_FILE);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  console.log(`embedded database template: ${file}, ${(dump.size / 1024 / 1024).toFixed(1)} MB`);
} finally {
  await client.close();
}
