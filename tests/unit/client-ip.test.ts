import type { IncomingMessage } from 'node:http';
import { clientIpOf } from '@/lib/server/client-ip';
import { parseTrustProxy, type TrustProxy } from '@/lib/server/config';

const request = (remoteAddress: string, forwardedFor?: string | string[]) =>
  ({ socket: { remoteAddress }, headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor } }) as unknown as IncomingMessage;

const trust = (value: string) => parseTrustProxy(value) as TrustProxy;

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientIpOf(request('198.51.100.7', '203.0.113.1'), trust(''))).toBe('198.51.100.7');
    expect(clientIpOf(request('::ffff:198.51.100.7'), trust('false'))).toBe('198.51.100.7');
  });

  it('with one trusted hop, is what that proxy appended, not what the client wrote before it', () => {
    // HAProxy's `option forwardfor` appends the address it saw after the client's own header.
    for (const spoofed of ['1.2.3.4', '5.6.7.8, 9.9.9.9', 'not an address']) {
      expect(clientIpOf(request('10.0.0.2', `${spoofed}, 203.0.113.9`), trust('true'))).toBe('203.0.113.9');
    }
    expect(clientIpOf(request('10.0.0.2', ['1.2.3.4', '203.0.113.9']), trust('1'))).toBe('203.0.113.9');
    expect(clientIpOf(request('127.0.0.1', '198.18.0.1, 127.0.0.1'), trust('1'))).toBe('127.0.0.1');
  });

  it('with more hops, walks that many proxies from the right', () => {
    expect(clientIpOf(request('10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.1'), trust('2'))).toBe('203.0.113.9');
  });

  it('without the header, or with fewer entries than hops, stops at the farthest address there is', () => {
    expect(clientIpOf(request('10.0.0.2'), trust('1'))).toBe('10.0.0.2');
    expect(clientIpOf(request('10.0.0.2', '203.0.113.9'), trust('3'))).toBe('203.0.113.9');
  });

  it('never takes text that is not an address: a hop count set too high falls back to the socket', () => {
    expect(clientIpOf(request('10.0.0.2', 'evil, 203.0.113.9'), trust('2'))).toBe('10.0.0.2');
  });

  it('with a list of proxies, skips exactly the listed ones from the right', () => {
    const proxies = trust('10.0.0.1, 10.0.0.2');
    expect(clientIpOf(request('10.0.0.2', '1.2.3.4, 203.0.113.9, 10.0.0.1'), proxies)).toBe('203.0.113.9');
    expect(clientIpOf(request('::ffff:10.0.0.2', '1.2.3.4, 203.0.113.9'), proxies)).toBe('203.0.113.9');
    // A direct connection from an unlisted address: its header means nothing.
    expect(clientIpOf(request('198.51.100.7', '1.2.3.4'), proxies)).toBe('198.51.100.7');
    // Everyone trusted: the farthest one.
    expect(clientIpOf(request('10.0.0.2', '10.0.0.1'), proxies)).toBe('10.0.0.1');
  });
});
