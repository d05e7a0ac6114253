/**
 * bench:users' floor: the same SQL as the app behind a bare node:http + pg server, in a process
 * of its own like the app's, each statement prepared once per connection like the app's.
 * Env: BARE_DATABASE_URL, BARE_VIEWER_ID, BARE_PORT; prints "ready".
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { SCENARIOS } from './users-sql';

const pool = new pg.Pool({ connectionString: process.env.BARE_DATABASE_URL, max: 10 });
const viewerId = process.env.BARE_VIEWER_ID;
const scenarios = Object.values(SCENARIOS).map((scenario, index) => ({ ...scenario, name: `bare_${index}` }));

const server = createServer(async (req, res) => {
  const scenario = scenarios.find((s) => s.query === (req.url ?? '/').slice(1)) ?? scenarios[0];
  // Named statements, as the app's lib/server/prepared.ts runs its lists: each connection plans once.
  const values: unknown[] = [viewerId];
  if ('candidates' in scenario) values.push((await pool.query({ name: `${scenario.name}_names`, text: scenario.candidates })).rows.map((row) => row.id));
  const { rows } = await pool.query({ name: scenario.name, text: scenario.sql, values });
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ users: rows.slice(0, 20) }));
});
server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
