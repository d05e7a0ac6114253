import { now, realNow } from '../clock';
import { forgottenSince, SESSION_HOLD_MS, sessionCacheEpoch } from './session-cache';
import { sessionFromToken, type Session } from './session';

interface Held {
  session: Session;
  epoch: number;
  appMs: number;
  realMs: number;
}

/**
 * A socket's session between its events: read once, then kept for up to SESSION_HOLD_MS unless
 * any node says it changed (realtime/emit `forgetSessions`), so a chatting member's messages do
 * not each pay a read of the session first. What it keeps is only trusted together with a check
 * in the statement that uses it (`sessionStandsSql`); `drop` makes the next event read it again.
 */
export function holdSession(token: string | undefined) {
  let held: Held | undefined;
  const stillHeld = (entry: Held) => {
    const appAge = now().getTime() - entry.appMs;
    const realAge = realNow().getTime() - entry.realMs;
    return appAge >= 0 && appAge < SESSION_HOLD_MS && realAge < SESSION_HOLD_MS && !forgottenSince(entry.session, entry.epoch);
  };
  return {
    /** The kept session (`held`), or a fresh read, kept from now on. */
    async current(): Promise<{ session: Session; held: boolean }> {
      if (held && stillHeld(held)) return { session: held.session, held: true };
      held = undefined;
      // A forget that lands while this reads marks the read stale (its epoch is older).
      const epoch = sessionCacheEpoch();
      const session = await sessionFromToken(token);
      held = { session, epoch, appMs: now().getTime(), realMs: realNow().getTime() };
      return { session, held: false };
    },
    drop(): void {
      held = undefined;
    },
  };
}
