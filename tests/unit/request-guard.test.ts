import type { IncomingMessage } from 'node:http';
import { refuseUnservable } from '@/lib/server/request-guard';

const request = (method: string, url: string) => ({ method, url }) as IncomingMessage;

describe('requests no route can serve', () => {
  it.each(['TRACE', 'CONNECT', 'PROPFIND'])('refuses %s with 405 and Allow', (method) => {
    const refusal = refuseUnservable(request(method, '/api/auth/login'));
    expect(refusal?.status).toBe(405);
    expect(refusal?.headers.Allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
  });
  it('refuses a path with malformed %-encoding with 400, pages and API alike', () => {
    expect(refuseUnservable(request('GET', '/api/photos/%E0%A4%A'))?.status).toBe(400);
    expect(refuseUnservable(request('GET', '/dashboard/%'))?.status).toBe(400);
  });
  it('lets ordinary requests through, whatever their query string', () => {
    expect(refuseUnservable(request('GET', '/api/users?search=%'))).toBeUndefined();
    expect(refuseUnservable(request('OPTIONS', '/api/users'))).toBeUndefined();
  });
});
