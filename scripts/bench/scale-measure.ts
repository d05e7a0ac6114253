/**
 * One size of bench:scale, run by scripts/bench-scale.ts in a process of its own (the app's
 * database and configuration are one per process): `tsx scripts/bench/scale-measure.ts` with
 * DATABASE_URL naming a database bench-scale.ts seeded. It calls the app's own services, so the
 * SQL measured is the SQL the app runs. It answers one JSON line per line it reads: `{ op, runs }`
 * times that many calls of the operation (after a warm-up the first time), `{ explain: op }`
 * records the statements one call sends (node-postgres is the app's driver: every statement
 * passes `Client.prototype.query`) and runs each read again under EXPLAIN ANALYZE. The parent
 * keeps one such process per size and alternates between them, so both sizes see the same load
 * from whatever else the machine runs.
 */
import { createInterface } from 'node:readline';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { chatListQuerySchema, historyQuerySchema } from '@/lib/schemas/chat';
import { countUnread } from '@/lib/server/chats/count-unread';
import { listChats } from '@/lib/server/chats/list-chats';
import { listMessages } from '@/lib/server/chats/list-messages';
import { closeDatabase, getDb } from '@/lib/server/db';
import { listMembers } from '@/lib/server/users/list-members';
import { memberListQuerySchema } from '@/lib/server/users/list-query';
import { users } from '@/models';
import { SCENARIOS } from './users-sql';

/** What bench-scale.ts seeded: the viewer's chat partner with the long conversation, its length, the rare first name. */
export interface ScaleSeed {
  partnerEmail: string;
  longConversation: number;
  rareSearch: string;
}

export interface Explained {
  sql: string;
  plan: string[];
}

const WARM_UP = 5;

interface Statement {
  text: string;
  values: unknown[];
}
let recorded: Statement[] | undefined;

function statementOf([first, second]: unknown[]): Statement | undefined {
  if (typeof first === 'string') return { text: first, values: Array.isArray(second) ? second : [] };
  const config = first as { text?: string; values?: unknown[] } | undefined;
  return config?.text ? { text: config.text, values: Array.isArray(second) ? second : (config.values ?? []) } : undefined;
}

const clientProto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
const send = clientProto.query;
clientProto.query = function (this: pg.Client, ...args: unknown[]) {
  const statement = recorded && statementOf(args);
  if (statement) recorded!.push(statement);
  return send.apply(this, args);
};

const explainer = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });

async function explain(statement: Statement): Promise<string[]> {
  const { rows } = await explainer.query<{ 'QUERY PLAN': string }>(`explain (analyze, timing off, summary on) ${statement.text}`, statement.values);
  return rows.map((row) => row['QUERY PLAN']);
}

const warmed = new Set<string>();

async function time(label: string, operation: () => Promise<unknown>, runs: number): Promise<number[]> {
  if (!warmed.has(label)) for (let i = 0; i < WARM_UP; i += 1) await operation();
  warmed.add(label);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await operation();
    times.push(performance.now() - started);
  }
  return times;
}

async function explainAll(operation: () => Promise<unknown>): Promise<Explained[]> {
  recorded = [];
  await operation();
  const reads = recorded.filter((statement) => /^\s*(select|with)\b/i.test(statement.text));
  recorded = undefined;
  const explained = [];
  for (const statement of reads) explained.push({ sql: statement.text, plan: await explain(statement) });
  return explained;
}

const memberQuery = (search: string) => memberListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));

async function main() {
  const seed = JSON.parse(process.env.BENCH_SCALE_SEED!) as ScaleSeed;
  const db = await getDb();
  const [viewer] = await db.select().from(users).where(eq(users.email, 'bench1@example.test'));
  const [partner] = await db.select({ id: users.id }).from(users).where(eq(users.email, seed.partnerEmail));
  const chatIds = (await listChats(viewer, chatListQuerySchema.parse({}))).map((chat) => chat.id);
  const operations: Record<string, () => Promise<unknown>> = {
    'chat list (a busy member)': () => listChats(viewer, chatListQuerySchema.parse({})),
    'conversation, newest page': () => listMessages(viewer, partner.id, historyQuerySchema.parse({})),
    'conversation, an older page': () => listMessages(viewer, partner.id, historyQuerySchema.parse({ before: String(Math.floor(seed.longConversation / 2)) })),
    'Find Matches, no filter': () => listMembers(viewer, memberQuery(SCENARIOS['no filter'].query)),
    'Find Matches, 3 filters': () => listMembers(viewer, memberQuery(SCENARIOS['3 filters + mutual'].query)),
    'first-name search, rare term': () => listMembers(viewer, memberQuery(`search=${seed.rareSearch}`)),
    'unread count (the chat page)': () => countUnread(db, viewer.id, chatIds),
  };
  const answer = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);
  answer({ ready: Object.keys(operations) });
  for await (const line of createInterface({ input: process.stdin })) {
    const request = JSON.parse(line) as { op: string; runs: number } | { explain: string };
    if ('explain' in request) answer(await explainAll(operations[request.explain]));
    else answer(await time(request.op, operations[request.op], request.runs));
  }
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => Promise.all([closeDatabase(), explainer.end()]));
