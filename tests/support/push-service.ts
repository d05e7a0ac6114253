import { createECDH, randomBytes, randomUUID, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece is web-push's own dependency: the standard's decryption, run here as a browser would.
import ece from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
}

export interface Browser {
  /** What `PushSubscription.toJSON()` gives the page. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** How the service answers the next pushes to this browser (201 unless told otherwise). */
  answer(status: number): void;
}

/**
 * A push service on 127.0.0.1 for tests: each "browser" gets an endpoint, a P-256 key pair and an
 * auth secret, and every push to it is decrypted (RFC 8291, aes128gcm) with the browser's keys,
 * so a payload that was not encrypted for that browser fails the test instead of passing.
 */
export async function startPushService() {
  const browsers = new Map<string, { ecdh: ECDH; auth: Buffer; received: ReceivedPush[]; status: number }>();
  const failures: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = req.url?.split('/').pop() ?? '';
      const browser = browsers.get(id);
      if (!browser || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      try {
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth.toString('base64url') });
        browser.received.push({ path: req.url!, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
      } catch (error) {
        failures.push(`${req.url}: ${(error as Error).message}`);
      }
      res.writeHead(browser.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    failures,
    browser(): Browser {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const state = { ecdh, auth, received: [] as ReceivedPush[], status: 201 };
      browsers.set(id, state);
      return {
        subscription: { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } },
        received: state.received,
        answer: (status) => {
          state.status = status;
        },
      };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
