import { DEFAULT_PUSH_HOSTS, loadConfig } from '@/lib/server/config';
import { isAllowedPushEndpoint } from '@/lib/server/push/allowed-hosts';
import { pushSubscriptionSchema } from '@/lib/schemas/push';

const base = { NODE_ENV: 'test', PAYPAL_MODE: 'simulator', BCRYPT_COST: '4' };

describe('the push services the server may post to', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc:def',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA',
    'https://web.push.apple.com/QGuQyavXutnMz',
  ])('allows %s by default', (endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_HOSTS)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example.com/push'],
    ['a look-alike', 'https://fcm.googleapis.com.evil.example/push'],
    ['a suffix without the dot', 'https://evilnotify.windows.com/push'],
    ['plain http to a push service', 'http://fcm.googleapis.com/fcm/send/abc'],
    ['another port', 'https://fcm.googleapis.com:8443/fcm/send/abc'],
    ['credentials in the address', 'https://user:pw@fcm.googleapis.com/fcm/send/abc'],
    ['the metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['loopback not on the list', 'http://127.0.0.1:9000/push'],
    ['not an address', 'fcm.googleapis.com'],
    ['another scheme', 'ftp://fcm.googleapis.com/x'],
  ])('refuses %s', (_, endpoint) => {
    expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_HOSTS)).toBe(false);
  });

  it('allows plain http only to a loopback entry, on any port', () => {
    const hosts = ['127.0.0.1', 'localhost', 'push.example.com'];
    expect(isAllowedPushEndpoint('http://127.0.0.1:41234/push/1', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://localhost:8080/push/1', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://push.example.com/push/1', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.com/push/1', hosts)).toBe(true);
  });

  it('reads PUSH_ALLOWED_HOSTS as a comma list, the defaults when unset', () => {
    expect(loadConfig(base).push.allowedHosts).toEqual(DEFAULT_PUSH_HOSTS);
    expect(loadConfig({ ...base, PUSH_ALLOWED_HOSTS: ' Push.Example.com , 127.0.0.1 ' }).push.allowedHosts).toEqual(['push.example.com', '127.0.0.1']);
  });

  it('takes both VAPID keys or neither', () => {
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'abc' })).toThrow(/VAPID_PRIVATE_KEY/);
    expect(loadConfig({ ...base, VAPID_PUBLIC_KEY: 'pub', VAPID_PRIVATE_KEY: 'priv' }).push.vapidKeys).toEqual({ publicKey: 'pub', privateKey: 'priv' });
    expect(() => loadConfig({ ...base, VAPID_SUBJECT: 'someone' })).toThrow(/VAPID_SUBJECT/);
  });
});

describe('a browser subscription', () => {
  const good = { endpoint: 'https://fcm.googleapis.com/fcm/send/x', expirationTime: null, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } };
  it('accepts PushSubscription.toJSON() as it is', () => {
    expect(pushSubscriptionSchema.safeParse(good).success).toBe(true);
    expect(pushSubscriptionSchema.safeParse({ ...good, expirationTime: undefined }).success).toBe(true);
  });
  it.each([
    ['no keys', { endpoint: good.endpoint }],
    ['a short auth', { ...good, keys: { ...good.keys, auth: 'AAAA' } }],
    ['a key that is not base64url', { ...good, keys: { ...good.keys, p256dh: `${'+'.repeat(87)}` } }],
    ['an endpoint that is not an address', { ...good, endpoint: 'not a url' }],
    ['an endpoint too long', { ...good, endpoint: `https://fcm.googleapis.com/${'a'.repeat(2100)}` }],
  ])('refuses %s', (_, body) => {
    expect(pushSubscriptionSchema.safeParse(body).success).toBe(false);
  });
});
