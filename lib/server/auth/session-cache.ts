import { now, realNow } from '../clock';
import { singleton } from '../singleton';

/**
 * How long a node trusts a session it has just read for the reads that follow. A page of the
 * member area asks for several things at once and the list pages ask again as she scrolls:
 * without this, each of those reads pays a database round trip for the same session, the
 * largest share of a Find Matches request after the list itself.
 */
export const SESSION_CACHE_MS = 1000;

/** What a node keeps of a session: session.ts's `Session` (this module imports nothing of it). */
interface Cached {
  sessionId: string;
  user: { id: string };
}

/** One session, or every session of a member. */
export type SessionTarget = { sessionId: string } | { userId: string };

interface Entry {
  session: Cached;
  /** When it was read, on the app clock and on the real one: a moved clock (tests) or a second passing both end it. */
  appMs: number;
  realMs: number;
}

/**
 * How long a socket keeps the session it read (auth/held-session.ts) before reading it again,
 * unless it is forgotten sooner. Each send checks in its own statement that the session still
 * stands (session.ts `sessionStandsSql`), so what this bounds is only how stale the rest of the
 * member's row may be when nothing said it changed, and how often a chatting member's activity
 * moves.
 */
export const SESSION_HOLD_MS = 30_000;

/** When a session (`s:<id>`) or a member's sessions (`u:<id>`) were last forgotten, as the epoch after it. */
interface Forgotten {
  epoch: number;
  realMs: number;
}

const state = singleton('session-cache', () => ({
  entries: new Map<string, Entry>(),
  epoch: 0,
  sweptAt: 0,
  forgotten: new Map<string, Forgotten>(),
  forgottenSweptAt: 0,
}));

/** Where a lookup starts: a fill is dropped if anything was forgotten since (it may have read the row before the change). */
export function sessionCacheEpoch(): number {
  return state.epoch;
}

export function cachedSession<S extends Cached>(sessionId: string, userId: string): S | undefined {
  const entry = state.entries.get(sessionId);
  if (!entry) return undefined;
  const appAge = now().getTime() - entry.appMs;
  const realAge = realNow().getTime() - entry.realMs;
  if (entry.session.user.id !== userId || appAge < 0 || appAge >= SESSION_CACHE_MS || realAge >= SESSION_CACHE_MS) {
    state.entries.delete(sessionId);
    return undefined;
  }
  return entry.session as S;
}

/**
 * Only sessions that pass every level are kept: one that is refused, not subscribed or waiting
 * for a second factor is read again each time, so gaining access (a subscription confirmed, a
 * factor set up) is never held back by this cache.
 */
export function rememberSession(session: Cached, epoch: number, cacheable: boolean): void {
  if (!cacheable || epoch !== state.epoch) return;
  const at = { appMs: now().getTime(), realMs: realNow().getTime() };
  // Entries live a second; a sweep at most once a second keeps the map to the sessions of the last two.
  if (at.realMs - state.sweptAt >= SESSION_CACHE_MS) {
    state.sweptAt = at.realMs;
    for (const [id, entry] of state.entries) if (at.realMs - entry.realMs >= SESSION_CACHE_MS) state.entries.delete(id);
  }
  state.entries.set(session.sessionId, { session, ...at });
}

/**
 * Whether a session read when the epoch was `epoch` has been forgotten since, here: the session
 * itself or all its member's. A socket's held session is read again then.
 */
export function forgottenSince(session: Cached, epoch: number): boolean {
  const latest = Math.max(state.forgotten.get(`s:${session.sessionId}`)?.epoch ?? 0, state.forgotten.get(`u:${session.user.id}`)?.epoch ?? 0);
  return latest > epoch;
}

/** This node forgets the target's sessions; realtime/emit tells the other nodes to do the same. */
export function forgetSessionsHere(target: SessionTarget): void {
  state.epoch += 1;
  const realMs = realNow().getTime();
  // A held session older than SESSION_HOLD_MS is read again anyway: older marks can go.
  if (realMs - state.forgottenSweptAt >= SESSION_HOLD_MS) {
    state.forgottenSweptAt = realMs;
    for (const [key, mark] of state.forgotten) if (realMs - mark.realMs >= SESSION_HOLD_MS) state.forgotten.delete(key);
  }
  state.forgotten.set('sessionId' in target ? `s:${target.sessionId}` : `u:${target.userId}`, { epoch: state.epoch, realMs });
  if ('sessionId' in target) {
    state.entries.delete(target.sessionId);
    return;
  }
  for (const [id, entry] of state.entries) if (entry.session.user.id === target.userId) state.entries.delete(id);
}
