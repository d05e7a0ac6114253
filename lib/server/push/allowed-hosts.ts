import { config } from '../config';

/** Plain http only reaches this machine: a test's push service, never another address. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

const matches = (entry: string, hostname: string) => (entry.startsWith('*.') ? hostname.endsWith(entry.slice(1)) : hostname === entry);

/**
 * Whether the server may post to this push endpoint: its host is on PUSH_ALLOWED_HOSTS (by
 * default the push services of Chrome, Firefox, Edge and Safari), over https on its default
 * port, or over plain http only for a `127.0.0.1` or `localhost` entry. Asked when she
 * subscribes and again right before each send (the list may have changed since), and no
 * redirect is ever followed, so no other address can be made to receive a request.
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: string[] = config().push.allowedHosts): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const hostname = url.hostname.toLowerCase();
  if (!allowedHosts.some((entry) => matches(entry, hostname))) return false;
  if (url.protocol === 'https:') return url.port === '' || LOOPBACK.has(hostname);
  return url.protocol === 'http:' && LOOPBACK.has(hostname);
}
