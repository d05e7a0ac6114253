import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cachedSession, forgetSessionsHere, rememberSession, SESSION_CACHE_MS, sessionCacheEpoch } from '@/lib/server/auth/session-cache';

const session = (sessionId: string, userId: string) => ({ sessionId, user: { id: userId } });

describe('the session cache', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'session-cache-'));
  const offsetFile = path.join(dir, 'offset');

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z') });
    forgetSessionsHere({ userId: 'u1' });
    forgetSessionsHere({ userId: 'u2' });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete process.env.CLOCK_OFFSET_FILE;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('gives back a session read in the last second, for the same member only', () => {
    const s = session('s1', 'u1');
    rememberSession(s, sessionCacheEpoch(), true);
    expect(cachedSession('s1', 'u1')).toBe(s);
    expect(cachedSession('s1', 'someone-else')).toBeUndefined();
    // A token naming another member refused the entry, and it is gone.
    expect(cachedSession('s1', 'u1')).toBeUndefined();
  });

  it('keeps nothing it was told not to keep (no access, or refused)', () => {
    rememberSession(session('s1', 'u1'), sessionCacheEpoch(), false);
    expect(cachedSession('s1', 'u1')).toBeUndefined();
  });

  it('lets an entry go after a second of real time', () => {
    rememberSession(session('s1', 'u1'), sessionCacheEpoch(), true);
    jest.advanceTimersByTime(SESSION_CACHE_MS - 1);
    expect(cachedSession('s1', 'u1')).toBeDefined();
    jest.advanceTimersByTime(1);
    expect(cachedSession('s1', 'u1')).toBeUndefined();
  });

  it('lets an entry go when the app clock moves, either way', () => {
    process.env.CLOCK_OFFSET_FILE = offsetFile;
    writeFileSync(offsetFile, '0');
    rememberSession(session('s1', 'u1'), sessionCacheEpoch(), true);
    writeFileSync(offsetFile, String(31 * 86_400_000));
    expect(cachedSession('s1', 'u1')).toBeUndefined();

    writeFileSync(offsetFile, '0');
    rememberSession(session('s1', 'u1'), sessionCacheEpoch(), true);
    writeFileSync(offsetFile, '-5000');
    expect(cachedSession('s1', 'u1')).toBeUndefined();
  });

  it('forgets one session, or every session of a member, and nobody else', () => {
    rememberSession(session('s1', 'u1'), sessionCacheEpoch(), true);
    rememberSession(session('s2', 'u1'), sessionCacheEpoch(), true);
    rememberSession(session('s3', 'u2'), sessionCacheEpoch(), true);
    forgetSessionsHere({ sessionId: 's1' });
    expect(cachedSession('s1', 'u1')).toBeUndefined();
    expect(cachedSession('s2', 'u1')).toBeDefined();
    forgetSessionsHere({ userId: 'u1' });
    expect(cachedSession('s2', 'u1')).toBeUndefined();
    expect(cachedSession('s3', 'u2')).toBeDefined();
  });

  it('drops a read that began before something was forgotten: it may hold the old row', () => {
    const epoch = sessionCacheEpoch();
    forgetSessionsHere({ userId: 'u1' });
    rememberSession(session('s1', 'u1'), epoch, true);
    expect(cachedSession('s1', 'u1')).toBeUndefined();
  });
});
