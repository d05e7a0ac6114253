import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { normalizeAddress, type TrustProxy } from './config';

/**
 * The caller's address. Each proxy appends the address it saw to X-Forwarded-For, so only the
 * entries written by proxies we trust mean anything: walk from the right (the nearest hop, the
 * socket itself) past the trusted proxies and take the address the last of them saw. Whatever
 * the client wrote further left is ignored, so rotating it escapes no per-address limit.
 */
export function clientIpOf(req: IncomingMessage, trust: TrustProxy): string {
  const socketAddress = normalizeAddress(req.socket.remoteAddress ?? 'unknown');
  if ('hops' in trust && trust.hops === 0) return socketAddress;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => normalizeAddress(entry.trim()))
    .filter((entry) => entry !== '');
  // Nearest first: the socket's peer, then what each proxy before it recorded.
  const chain = [socketAddress, ...forwarded.reverse()];
  let index = 0;
  if ('hops' in trust) {
    index = Math.min(trust.hops, chain.length - 1);
  } else {
    while (index < chain.length - 1 && trust.addresses.includes(chain[index])) index += 1;
  }
  // A trusted proxy writes addresses; anything else there means the hop count is too high, and
  // the nearest address is safer than text the client chose.
  return isIP(chain[index]) ? chain[index] : socketAddress;
}
