/**
 * `npm run chaos [-- --ci] [--scenarios 1,4] [--smtp-outage <s>] [--soak-seconds <s>] [--keep]`: starts the
 * cluster (scripts/cluster), runs the chosen scenarios against it and prints, for each one, what
 * was sent, acknowledged, stored, delivered, lost and duplicated. Exits 1 on any loss, duplicate
 * or failed criterion. Scenarios 3 and 4 stop and start the machine's PostgreSQL and Redis: run
 * it under `flock /tmp/ns-heavy.lock` where others share them.
 */
import { startCluster, type Cluster } from '../cluster/cluster';
import { passed, printScenario, printSummary, type ScenarioResult } from './report';
import { restoreNodes, SCENARIOS, type ChaosOptions } from './scenarios';
import { ensureServicesUp } from './services';

const USAGE = 'Usage: npm run chaos [-- --ci] [--scenarios 1,2,3,4,5,6] [--smtp-outage <seconds>] [--soak-seconds <seconds>] [--keep]';

function parseArgs(argv: string[]): { scenarios: number[]; options: ChaosOptions; keep: boolean } {
  let scenarios = [1, 2, 3, 4, 5, 6];
  let keep = false;
  const options: ChaosOptions = { loadSeconds: 20, smtpOutageSeconds: 60, soakSeconds: 300 };
  const seconds = (flag: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0 || n > 3600) throw new Error(`${flag} needs a number of seconds (1-3600). ${USAGE}`);
    return n;
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--ci') {
      // The CI short pass: the first three scenarios, each within a minute; a 30 s SMTP outage
      // still spans many retries (the cluster's retry base is then one second).
      scenarios = [1, 2, 3];
      options.smtpOutageSeconds = 30;
    } else if (arg === '--scenarios') {
      const list = (argv[++i] ?? '').split(',').map((s) => Number(s.trim()));
      if (!list.length || list.some((n) => !SCENARIOS[n])) throw new Error(`--scenarios takes numbers from 1 to 6, comma-separated. ${USAGE}`);
      scenarios = [...new Set(list)].sort();
    } else if (arg === '--smtp-outage') options.smtpOutageSeconds = seconds(arg, argv[++i]);
    else if (arg === '--soak-seconds') options.soakSeconds = seconds(arg, argv[++i]);
    // Node and HAProxy logs, and the cluster's database, are kept for a look afterwards.
    else if (arg === '--keep') keep = true;
    else throw new Error(`Unknown option ${arg}. ${USAGE}`);
  }
  return { scenarios, options, keep };
}

async function main(): Promise<number> {
  const started = Date.now();
  const { scenarios, options, keep } = parseArgs(process.argv.slice(2));
  const say = (line: string) => console.log(`[chaos ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${line}`);
  say(`scenarios ${scenarios.join(', ')}; starting the cluster`);
  // Mail queued during the outage is retried often enough to leave soon after the sink returns,
  // and its eight attempts span about twice the outage, so none gives up.
  const cluster: Cluster = await startCluster({ say, keep, outboxRetryBaseSeconds: Math.max(1, Math.ceil(options.smtpOutageSeconds / 60)) });
  // Interrupted or crashed mid-scenario, PostgreSQL or Redis may be down: bring them back and
  // stop the nodes and HAProxy before leaving.
  const abandon = (why: string, code: number) => {
    say(`${why}: restoring PostgreSQL and Redis, stopping the cluster`);
    void ensureServicesUp(cluster.databaseUrl, cluster.redisUrl, say)
      .catch((error: Error) => say(`WARNING: ${error.message}`))
      .then(() => cluster.stop())
      .finally(() => process.exit(code));
  };
  process.once('SIGINT', () => abandon('interrupted', 130));
  process.once('SIGTERM', () => abandon('interrupted', 130));
  process.once('uncaughtException', (error) => {
    console.error(error);
    abandon('crashed', 1);
  });
  say(`cluster up at ${cluster.url} (files in ${cluster.dir})`);
  const results: ScenarioResult[] = [];
  try {
    for (const id of scenarios) {
      const scenario = SCENARIOS[id];
      say(`scenario ${id}: ${scenario.title}`);
      const at = Date.now();
      let result: ScenarioResult;
      try {
        result = { id, title: scenario.title, ...(await scenario.run({ cluster, options, say })), seconds: (Date.now() - at) / 1000 };
      } catch (error) {
        result = { id, title: scenario.title, figures: [], criteria: [], error: error instanceof Error ? error.stack ?? error.message : String(error), seconds: (Date.now() - at) / 1000 };
      }
      printScenario(result);
      results.push(result);
      await ensureServicesUp(cluster.databaseUrl, cluster.redisUrl, say);
      await restoreNodes(cluster);
    }
  } finally {
    await ensureServicesUp(cluster.databaseUrl, cluster.redisUrl, say).catch((error: Error) => say(`WARNING: ${error.message}`));
    await cluster.stop();
  }
  printSummary(results, (Date.now() - started) / 1000);
  return results.every(passed) ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[chaos] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
