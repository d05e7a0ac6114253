/**
 * Open-loop load at a fixed rate, in a process of its own (scripts/bench/load.ts `fixedRate`):
 * request i is due at start + i / rate and is sent then, whatever earlier answers are doing,
 * over up to `connections` kept-alive sockets. Its latency runs from when it was due, so a
 * server that falls behind shows the wait as well as the work (autocannon's `--overallRate`
 * instead sends each second's requests in a burst at its start). Prints one JSON line.
 * Argv: url, rate (per second), seconds, connections, then header=value pairs.
 */
import http from 'node:http';

const [url, rateArg, secondsArg, connectionsArg, ...headerArgs] = process.argv.slice(2);
const rate = Number(rateArg);
const seconds = Number(secondsArg);
const headers = Object.fromEntries(headerArgs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connectionsArg) });
const total = Math.round(rate * seconds);
const latencies: number[] = [];
let errors = 0;
let sent = 0;
let done = 0;
const start = performance.now();

function send(dueAt: number) {
  const request = http.get(url, { agent, headers }, (response) => {
    response.resume();
    response.on('end', () => {
      if (response.statusCode === 200) latencies.push(performance.now() - dueAt);
      else errors += 1;
      finish();
    });
  });
  request.on('error', () => {
    errors += 1;
    finish();
  });
}

function finish() {
  done += 1;
  if (done < total) return;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Number((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN).toFixed(1));
  const elapsed = (performance.now() - start) / 1000;
  process.stdout.write(`${JSON.stringify({ 'req/s': Math.round(latencies.length / elapsed), p50ms: at(0.5), p99ms: at(0.99), errors })}\n`);
  agent.destroy();
}

// A timer cannot fire every 3.3 ms on time: each tick sends every request that has come due.
const tick = setInterval(() => {
  const now = performance.now();
  while (sent < total && start + (sent * 1000) / rate <= now) {
    send(start + (sent * 1000) / rate);
    sent += 1;
  }
  if (sent >= total) clearInterval(tick);
}, 1);
