/**
 * `npm run cluster [-- --keep] [--port 8080]`: two app nodes behind HAProxy on this machine (see
 * cluster.ts and the README's "Running several nodes"); stays up until Ctrl-C.
 */
import { startCluster } from './cluster';

function parseArgs(argv: string[]): { keep: boolean; port?: number } {
  const options: { keep: boolean; port?: number } = { keep: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--keep') options.keep = true;
    else if (arg === '--port') {
      const port = Number(argv[++i]);
      if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error('--port needs a port number (1-65535)');
      options.port = port;
    } else throw new Error(`Unknown option ${arg}. Usage: npm run cluster [-- --keep] [--port <port>]`);
  }
  return options;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const say = (line: string) => console.log(`[cluster] ${line}`);
  const cluster = await startCluster({ ...options, say });
  const [a, b] = cluster.nodes;
  console.log(`
Cluster up: ${cluster.url}

  HAProxy    ${cluster.url}  (stats ${cluster.statsUrl}, config ops/haproxy.cfg)
  node a     ${a.url}  pid ${a.pid()}  log ${a.logFile}
  node b     ${b.url}  pid ${b.pid()}  log ${b.logFile}
  database   ${cluster.databaseUrl}${options.keep ? '  (kept)' : '  (dropped at exit)'}
  redis      ${cluster.redisUrl}
  s3         ${cluster.s3.endpoint}  bucket ${cluster.s3.bucket}  (s3rver, files in ${cluster.s3.directory})
  smtp sink  ${cluster.smtp.url}  (every message kept in memory)
  metrics    curl -H 'Authorization: Bearer ${cluster.metricsToken}' ${cluster.url}/api/metrics
  files      ${cluster.dir}${options.keep ? '  (kept)' : '  (removed at exit)'}

Ctrl-C stops everything.`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('\n[cluster] stopping ...');
    cluster.stop().then(
      () => {
        console.log(`[cluster] stopped (${cluster.smtp.mails.length} mails were received)`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
