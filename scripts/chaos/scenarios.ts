/**
 * The six chaos scenarios of issue 14. Each one seeds its own members, runs load through HAProxy,
 * breaks something real (a node, the SMTP relay, PostgreSQL, Redis), and returns what it counted
 * and which of its criteria held. A scenario leaves the cluster whole for the next one.
 */
import { registration } from '../../tests/support/factories';
import type { Cluster } from '../cluster/cluster';
import { readiness } from '../cluster/cluster';
import { Ledger } from './ledger';
import { chatLoad, HttpLoad, pause, ReadinessWatch, type HttpRequest } from './load';
import { login, Member, mintTokens, seedPairs, type Seeded } from './members';
import type { ScenarioResult } from './report';
import { commands, ensureServicesUp, query, run } from './services';
import { Uploads } from './uploads';

export interface ChaosOptions {
  /** How long each load phase runs, in seconds (the CI pass keeps every scenario within a minute). */
  loadSeconds: number;
  smtpOutageSeconds: number;
  soakSeconds: number;
}

export interface Context {
  cluster: Cluster;
  options: ChaosOptions;
  say(line: string): void;
}

type Outcome = Omit<ScenarioResult, 'id' | 'title' | 'seconds'>;

const secondsSince = (at: number) => `${((Date.now() - at) / 1000).toFixed(1)} s`;
const kb = (value: number | undefined) => (value === undefined ? '?' : `${(value / 1024).toFixed(1)} MB`);

/** Pairs of members, logged in through HAProxy, each with a socket to `urlFor(index)` (HAProxy by default). */
async function chatters(ctx: Context, pairs: number, tag: string, ledger: Ledger, urlFor?: (index: number) => string): Promise<Member[]> {
  const { cluster } = ctx;
  const seeded = await seedPairs(cluster.databaseUrl, pairs, tag);
  const tokens: string[] = [];
  // A few logins at a time: each is a bcrypt comparison on a node.
  for (let i = 0; i < seeded.length; i += 4) tokens.push(...(await Promise.all(seeded.slice(i, i + 4).map((m) => login(cluster.url, m)))));
  const members = seeded.map((m, i) => new Member(m.id, tokens[i], seeded[i ^ 1].id, ledger, cluster.url));
  await Promise.all(members.map((m, i) => m.connect(urlFor?.(i) ?? cluster.url)));
  return members;
}

/** Reads a member makes while chatting: her account, her chats, a page of one conversation, her photos. */
function readMix(members: Member[]): (n: number) => HttpRequest {
  return (n) => {
    const member = members[n % members.length];
    const paths = ['/api/auth/me', '/api/chats', `/api/chats/messages/${member.partnerId}?limit=20`, '/api/photos'];
    return { path: paths[Math.floor(n / members.length) % paths.length], token: member.token };
  };
}

function photoFigure(uploads: Uploads, photos: Awaited<ReturnType<Uploads['verify']>>): [string, string] {
  return ['photo uploads: sent / acknowledged / served after', `${uploads.attempted} / ${photos.acknowledged} / ${photos.served}`];
}

function photoCriterion(photos: Awaited<ReturnType<Uploads['verify']>>) {
  return { name: '0 acknowledged photo uploads lost (each listed and served through HAProxy)', ok: photos.acknowledged > 0 && photos.missing === 0 };
}

function messageCriteria(tally: Awaited<ReturnType<Ledger['tally']>>) {
  return [
    { name: 'every message sent was acknowledged (retried with its clientId until it was)', ok: tally.unacknowledged === 0 && tally.sent > 0 },
    { name: '0 acknowledged messages lost (stored and delivered, live or by catch-up)', ok: tally.lost === 0 },
    { name: '0 messages duplicated', ok: tally.duplicated === 0 },
  ];
}

function messageFigures(tally: Awaited<ReturnType<Ledger['tally']>>): Array<[string, string | number]> {
  return [
    ['delivered live / by catch-up', `${tally.deliveredLive} / ${tally.deliveredByCatchUp}`],
    ['sends retried (same clientId)', `${tally.retries}${Object.keys(tally.errorReplies).length ? ` (${Object.entries(tally.errorReplies).map(([k, n]) => `${k} ×${n}`).join(', ')})` : ''}`],
  ];
}

async function finish(members: Member[], ledger: Ledger, ctx: Context) {
  // The page's own catch-up after the load: anything not received live is fetched now.
  await Promise.all(members.map((m) => m.catchUp().catch(() => m.catchUp())));
  members.forEach((m) => m.close());
  return ledger.tally(ctx.cluster.databaseUrl);
}

/** Both nodes running and in HAProxy's rotation again, whatever the scenario did. */
export async function restoreNodes(cluster: Cluster): Promise<void> {
  for (const node of cluster.nodes) {
    if (!node.running()) await node.start();
    await cluster.waitForServer(node.name, 'UP', 60_000);
  }
}

/** 1. kill -9 one node mid-load. */
export async function killNode(ctx: Context): Promise<Outcome> {
  const { cluster, options } = ctx;
  const ledger = new Ledger('s1-');
  const members = await chatters(ctx, 10, 's1', ledger);
  const uploads = await new Uploads().prepare();
  const reads = readMix(members);
  // Reads, and every twentieth request a photo upload (a member at a time, well under the six allowed).
  const http = new HttpLoad(cluster.url, (n) => (n % 20 === 10 ? uploads.request(members[Math.floor(n / 20) % members.length]) : reads(n)), 20).start();
  const chat = chatLoad(members, ledger, { intervalMs: 400 });
  const victim = cluster.nodes[0];
  const rssBefore = victim.rssKb();
  await pause(options.loadSeconds * 350);

  const disconnectsBefore = members.map((m) => m.disconnects);
  const killedAt = Date.now();
  ctx.say(`kill -9 node ${victim.name} (pid ${victim.pid()})`);
  const exit = await victim.kill('SIGKILL');
  // Its clients are the ones that lost their socket; they must all be back (on the other node).
  await pause(500);
  const moved = members.filter((m, i) => m.disconnects > disconnectsBefore[i]);
  const reconnectDeadline = Date.now() + 30_000;
  while (moved.some((m) => !m.socket.connected) && Date.now() < reconnectDeadline) await pause(50);
  const reconnected = moved.filter((m) => m.socket.connected).length;
  const recoveryMs = moved.length ? Math.max(...moved.map((m) => m.lastConnectAt)) - killedAt : 0;
  await pause(options.loadSeconds * 650);

  await chat.stop();
  await http.stop();
  const tally = await finish(members, ledger, ctx);
  const photos = await uploads.verify(cluster.url);
  const restartedAt = Date.now();
  await victim.start();
  await cluster.waitForServer(victim.name, 'UP');
  return {
    counts: tally,
    figures: [
      ['killed', `node ${victim.name} (exit ${exit ?? 'signal'}, RSS before ${kb(rssBefore)})`],
      ['clients on the killed node', moved.length],
      ['reconnected through HAProxy', `${reconnected} (all within ${(recoveryMs / 1000).toFixed(1)} s of the kill)`],
      ...messageFigures(tally),
      ['HTTP requests / failures', `${http.requests} / ${http.failures} (${http.describeFailures()})`],
      photoFigure(uploads, photos),
      ['node restarted and back in HAProxy', `after ${secondsSince(restartedAt)}`],
    ],
    criteria: [
      { name: 'the killed node had clients, and all of them reconnected', ok: moved.length > 0 && reconnected === moved.length },
      photoCriterion(photos),
      ...messageCriteria(tally),
    ],
  };
}

/** 2. SMTP down while women register with their guardians' addresses. */
export async function smtpOutage(ctx: Context): Promise<Outcome> {
  const { cluster, options } = ctx;
  const guardians: string[] = [];
  let attempted = 0;
  const failures = new Map<string, number>();
  const register = async () => {
    attempted += 1;
    const payload = registration({ gender: 'female' });
    const response = await fetch(`${cluster.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    }).catch((error: Error) => error);
    if (!(response instanceof Error) && response.status === 201) {
      guardians.push(String(payload.guardianEmail).toLowerCase());
      return;
    }
    const kind = response instanceof Error ? 'network' : String(response.status);
    failures.set(kind, (failures.get(kind) ?? 0) + 1);
  };

  for (let i = 0; i < 3; i += 1) await register();
  const outageMs = options.smtpOutageSeconds * 1000;
  ctx.say(`SMTP sink stopped for ${options.smtpOutageSeconds} s`);
  await cluster.smtp.stop();
  const stoppedAt = Date.now();
  const every = Math.max(1000, outageMs / 30);
  try {
    while (Date.now() - stoppedAt < outageMs - every / 2) {
      const next = Date.now() + every;
      await register();
      await pause(Math.max(0, next - Date.now()));
    }
    await pause(Math.max(0, outageMs - (Date.now() - stoppedAt)));
  } finally {
    await cluster.smtp.start();
  }
  const returnedAt = Date.now();
  ctx.say('SMTP sink back; waiting for the outbox to drain');
  await register();

  // Drained when every guardian has a mail and no guardian mail is still waiting to be retried.
  const outboxRows = () =>
    query<{ status: string; attempts: number }>(cluster.databaseUrl, `select status, attempts from outbox where to_address = any($1::text[]) and kind like 'guardian%'`, [guardians]);
  const received = () => guardians.filter((g) => cluster.smtp.mails.some((m) => m.to.includes(g))).length;
  const drainLimitMs = Math.max(60_000, (options.smtpOutageSeconds / 60) * 64_000 + 60_000);
  let rows = await outboxRows();
  while (Date.now() - returnedAt < drainLimitMs) {
    rows = await outboxRows();
    if (received() === guardians.length && rows.every((r) => r.status !== 'pending')) break;
    await pause(250);
  }
  const drainedMs = Date.now() - returnedAt;

  const perGuardian = guardians.map((g) => cluster.smtp.mails.filter((m) => m.to.includes(g)));
  const delivered = perGuardian.filter((mails) => mails.length > 0).length;
  const duplicated = perGuardian.filter((mails) => mails.length > 1).length;
  const messageIds = new Set(perGuardian.flat().map((m) => m.messageId));
  const byStatus = (status: string) => rows.filter((r) => r.status === status).length;
  const counts = { sent: attempted, acknowledged: guardians.length, stored: rows.length, delivered, lost: guardians.length - delivered, duplicated };
  return {
    countsOf: 'registrations → guardian emails',
    counts,
    figures: [
      ['SMTP outage', `${options.smtpOutageSeconds} s (registrations every ${(every / 1000).toFixed(1)} s during it)`],
      ['registrations refused', [...failures].map(([k, n]) => `${k} ×${n}`).join(', ') || '0'],
      ['emails expected / received / duplicated', `${guardians.length} / ${delivered} / ${duplicated} (${messageIds.size} distinct Message-IDs)`],
      ['outbox rows sent / pending / failed', `${byStatus('sent')} / ${byStatus('pending')} / ${byStatus('failed')} (most attempts: ${Math.max(0, ...rows.map((r) => r.attempts))})`],
      ['drained after SMTP returned', `${(drainedMs / 1000).toFixed(1)} s`],
    ],
    criteria: [
      { name: 'every registration was accepted', ok: guardians.length === attempted },
      { name: '0 guardian emails lost', ok: delivered === guardians.length && byStatus('failed') === 0 },
      { name: 'every guardian email sent once, none twice', ok: duplicated === 0 && byStatus('sent') === guardians.length },
    ],
  };
}

/** 3. PostgreSQL restarted mid-load. */
export async function restartPostgres(ctx: Context): Promise<Outcome> {
  const { cluster, options } = ctx;
  const ledger = new Ledger('s3-');
  const members = await chatters(ctx, 10, 's3', ledger);
  const pids = cluster.nodes.map((n) => n.pid());
  const watch = new ReadinessWatch(cluster.nodes).start(200);
  const http = new HttpLoad(cluster.url, readMix(members), 10).start();
  const chat = chatLoad(members, ledger, { intervalMs: 400 });
  await pause(options.loadSeconds * 300);

  let stoppedAt = 0;
  let startedAt = 0;
  let readyAgainMs = NaN;
  try {
    ctx.say(`stopping PostgreSQL: ${commands.pgStop()}`);
    run(commands.pgStop());
    stoppedAt = Date.now();
    await pause(5000);
  } finally {
    ctx.say(`starting PostgreSQL: ${commands.pgStart()}`);
    run(commands.pgStart());
    startedAt = Date.now();
    await ensureServicesUp(cluster.databaseUrl, cluster.redisUrl, ctx.say);
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    const states = await Promise.all(cluster.nodes.map((n) => readiness(n.url).catch(() => ({ status: 0 }))));
    if (states.every((s) => s.status === 200)) {
      readyAgainMs = Date.now() - startedAt;
      break;
    }
    if (Date.now() > deadline) break;
    await pause(100);
  }
  await pause(options.loadSeconds * 400);
  await chat.stop();
  await http.stop();
  await watch.stop();
  const tally = await finish(members, ledger, ctx);
  const samePids = cluster.nodes.every((n, i) => n.running() && n.pid() === pids[i]);
  return {
    counts: tally,
    figures: [
      ['PostgreSQL down', `${((startedAt - stoppedAt) / 1000).toFixed(1)} s (stop → start command)`],
      ...cluster.nodes.map((n): [string, string] => [`/api/ready node ${n.name}`, watch.describe(n.name)]),
      ['nodes ready again', Number.isNaN(readyAgainMs) ? 'not within 60 s' : `${(readyAgainMs / 1000).toFixed(1)} s after PostgreSQL started`],
      ['nodes restarted', samePids ? 'none (same pids)' : 'YES'],
      ...messageFigures(tally),
      ['HTTP requests / failures', `${http.requests} / ${http.failures} (during the outage HAProxy has no ready node: ${http.describeFailures()})`],
    ],
    criteria: [
      ...cluster.nodes.map((n) => ({ name: `node ${n.name} answered /api/ready 503 during the outage`, ok: watch.notReadyCount(n.name) > 0 })),
      { name: 'both nodes ready again without a restart', ok: samePids && !Number.isNaN(readyAgainMs) },
      ...messageCriteria(tally),
    ],
  };
}

/** 4. Redis restarted: every pair has one member on each node. */
export async function restartRedis(ctx: Context): Promise<Outcome> {
  const { cluster, options } = ctx;
  const ledger = new Ledger('s4-');
  const [a, b] = cluster.nodes;
  // Straight to the nodes (not through HAProxy) so each pair is split across them for certain.
  const members = await chatters(ctx, 8, 's4', ledger, (i) => (i % 2 === 0 ? a.url : b.url));
  const lastLive = new Map<Member, number>();
  for (const m of members) m.socket.on('newMessage', (message: { receiverId: string }) => message.receiverId === m.id && lastLive.set(m, Date.now()));
  const chat = chatLoad(members, ledger, { intervalMs: 400 });
  await pause(options.loadSeconds * 250);
  const liveBefore = ledger.receivedVia.live.size;
  const disconnectsBefore = members.reduce((sum, m) => sum + m.disconnects, 0);

  let startedAt = 0;
  try {
    ctx.say(`stopping Redis: ${commands.redisStop()}`);
    run(commands.redisStop());
    await pause(5000);
  } finally {
    ctx.say(`starting Redis: ${commands.redisStart()}`);
    run(commands.redisStart());
    startedAt = Date.now();
    await ensureServicesUp(cluster.databaseUrl, cluster.redisUrl, ctx.say);
  }
  // Resumed when every member has again received a message live from her partner on the other node.
  const deadline = Date.now() + 60_000;
  while (members.some((m) => (lastLive.get(m) ?? 0) <= startedAt) && Date.now() < deadline) await pause(50);
  const resumed = members.every((m) => (lastLive.get(m) ?? 0) > startedAt);
  const resumedMs = resumed ? Math.max(...members.map((m) => lastLive.get(m)!)) - startedAt : NaN;
  await pause(options.loadSeconds * 250);
  await chat.stop();
  const disconnects = members.reduce((sum, m) => sum + m.disconnects, 0) - disconnectsBefore;
  const tally = await finish(members, ledger, ctx);
  await restoreNodes(cluster);
  return {
    counts: tally,
    figures: [
      ['sockets', `${members.length} (${members.length / 2} on each node, every pair split across them)`],
      ['delivered live before the outage', liveBefore],
      ['socket disconnects during the outage', disconnects],
      ['cross-node live delivery resumed', resumed ? `${(resumedMs / 1000).toFixed(1)} s after Redis started (for every member)` : 'NOT within 60 s'],
      ...messageFigures(tally),
    ],
    criteria: [
      { name: 'sockets stayed connected on each node', ok: disconnects === 0 },
      { name: 'cross-node live delivery resumed for every member', ok: resumed },
      ...messageCriteria(tally),
    ],
  };
}

/** 5. Rolling restart under HTTP and socket load. */
export async function rollingRestart(ctx: Context): Promise<Outcome> {
  const { cluster } = ctx;
  const ledger = new Ledger('s5-');
  const members = await chatters(ctx, 10, 's5', ledger);
  const reads = readMix(members);
  const uploads = await new Uploads().prepare();
  // Reads, every fifth request a message sent over HTTP (its own clientId, so a replay by HAProxy
  // stores it once) and every fortieth a photo upload.
  const http = new HttpLoad(
    cluster.url,
    (n) =>
      n % 40 === 17
        ? uploads.request(members[Math.floor(n / 40) % members.length])
        : n % 5 === 4
          ? { method: 'POST', path: '/api/chats/messages', token: members[n % members.length].token, body: { receiverId: members[n % members.length].partnerId, content: `over http ${n}`, clientId: `s5h-${n}` } }
          : reads(n),
    40,
  ).start();
  const chat = chatLoad(members, ledger, { intervalMs: 400 });
  await pause(3000);
  const steps: string[] = [];
  const exits: Array<number | null> = [];
  for (const node of cluster.nodes) {
    const at = Date.now();
    ctx.say(`SIGTERM node ${node.name} (pid ${node.pid()})`);
    exits.push(await node.kill('SIGTERM'));
    const exitedAfter = secondsSince(at);
    await node.start();
    const startedAfter = secondsSince(at);
    await cluster.waitForServer(node.name, 'UP');
    steps.push(`node ${node.name}: exited after ${exitedAfter} (code ${exits.at(-1)}), ready after ${startedAfter}, UP in HAProxy after ${secondsSince(at)}`);
  }
  await pause(3000);
  await chat.stop();
  await http.stop();
  const tally = await finish(members, ledger, ctx);
  const photos = await uploads.verify(cluster.url);
  const latency = http.latency();
  return {
    counts: tally,
    figures: [
      ...steps.map((s, i): [string, string] => [`restart ${i + 1}`, s]),
      ['HTTP requests / failures', `${http.requests} / ${http.failures} (${http.describeFailures()})`],
      ['HTTP latency p50 / p99', `${latency.p50.toFixed(1)} / ${latency.p99.toFixed(1)} ms`],
      photoFigure(uploads, photos),
      ['socket reconnects', members.reduce((sum, m) => sum + m.connects - 1, 0)],
      ...messageFigures(tally),
    ],
    criteria: [
      { name: '0 failed HTTP requests', ok: http.failures === 0 && http.requests > 0 },
      { name: 'each node exited 0 on SIGTERM', ok: exits.every((code) => code === 0) },
      photoCriterion(photos),
      ...messageCriteria(tally),
    ],
  };
}

/** 6. Soak: 1,000 sockets and 300 requests a second. */
export async function soak(ctx: Context): Promise<Outcome> {
  const { cluster, options } = ctx;
  const ledger = new Ledger('s6-');
  const seeded: Seeded[] = await seedPairs(cluster.databaseUrl, 500, 's6');
  const tokens = await mintTokens(cluster.databaseUrl, cluster.jwtSecret, seeded);
  const members = seeded.map((m, i) => new Member(m.id, tokens[i], seeded[i ^ 1].id, ledger, cluster.url));
  for (let i = 0; i < members.length; i += 100) await Promise.all(members.slice(i, i + 100).map((m) => m.connect(cluster.url)));
  ctx.say(`${members.length} sockets connected through HAProxy`);
  const connectErrorsBefore = members.reduce((sum, m) => sum + m.connectErrors, 0);
  const httpStarted = Date.now();
  const http = new HttpLoad(cluster.url, readMix(members.slice(0, 200)), 300).start();
  // Every member writes about once a minute: ~17 messages a second in all.
  const chat = chatLoad(members, ledger, { intervalMs: 60_000 });
  const warmUpMs = Math.min(60_000, (options.soakSeconds * 1000) / 4);
  await pause(warmUpMs);
  const rssWarm = cluster.nodes.map((n) => n.rssKb());
  ctx.say(`warm-up done (RSS ${rssWarm.map(kb).join(', ')}); soaking`);
  await pause(options.soakSeconds * 1000 - warmUpMs);
  const rssEnd = cluster.nodes.map((n) => n.rssKb());
  await http.stop();
  const httpSeconds = (Date.now() - httpStarted) / 1000;
  await chat.stop();
  const disconnects = members.reduce((sum, m) => sum + m.disconnects, 0);
  const connectErrors = members.reduce((sum, m) => sum + m.connectErrors, 0) - connectErrorsBefore;
  const tally = await finish(members, ledger, ctx);
  const growth = cluster.nodes.map((_, i) => (rssWarm[i] && rssEnd[i] ? (rssEnd[i]! - rssWarm[i]!) / rssWarm[i]! : NaN));
  const latency = http.latency();
  return {
    counts: tally,
    figures: [
      ['sockets', `${members.length} for ${options.soakSeconds} s (warm-up ${(warmUpMs / 1000).toFixed(0)} s)`],
      ['HTTP requests / failures', `${http.requests} / ${http.failures} (${(http.requests / httpSeconds).toFixed(0)} req/s; ${http.describeFailures()})`],
      ['HTTP latency p50 / p99', `${latency.p50.toFixed(1)} / ${latency.p99.toFixed(1)} ms`],
      ['socket disconnects / connect errors', `${disconnects} / ${connectErrors}`],
      ...messageFigures(tally),
      ...cluster.nodes.map((n, i): [string, string] => [`RSS node ${n.name}`, `${kb(rssWarm[i])} after warm-up → ${kb(rssEnd[i])} at the end (${(growth[i] * 100).toFixed(1)} %)`]),
    ],
    criteria: [
      { name: '0 HTTP errors', ok: http.failures === 0 },
      { name: '0 socket errors (disconnects, refused connections, unacknowledged sends)', ok: disconnects === 0 && connectErrors === 0 && tally.unacknowledged === 0 },
      ...messageCriteria(tally).slice(1),
      ...cluster.nodes.map((n, i) => ({ name: `RSS growth of node ${n.name} under 10 %`, ok: growth[i] < 0.1 })),
    ],
  };
}

export const SCENARIOS: Record<number, { title: string; run: (ctx: Context) => Promise<Outcome> }> = {
  1: { title: 'kill -9 one node mid-load', run: killNode },
  2: { title: 'SMTP down while guardians are emailed', run: smtpOutage },
  3: { title: 'PostgreSQL restarted mid-load', run: restartPostgres },
  4: { title: 'Redis restarted', run: restartRedis },
  5: { title: 'rolling restart (SIGTERM) under load', run: rollingRestart },
  6: { title: 'soak: 1,000 sockets, 300 req/s', run: soak },
};
