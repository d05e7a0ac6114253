import { now, realNow } from '../clock';
import { forgottenSince, SESSION_HOLD_MS, sessionCacheEpoch } from './session-cache';
import { sessionFromToken, type Session } from './session';

interface Held {
  session: Session;
  epoch: number;
  appMs: number;
  realMs: number;
}

/** What a socket's handshake read, until its events take it as their first kept session. */
const handshakes = new WeakMap<object, Held>();

async function read(token: string | undefined): Promise<Held> {
  // A forget that lands while this reads marks the read stale (its epoch is older).
  const epoch = sessionCacheEpoch();
  const session = await sessionFromToken(token);
  return { session, epoch, appMs: now().getTime(), realMs: realNow().getTime() };
}

/** The handshake's read of a socket's session, kept for its events (`holdSession`), so a first send does not read it again. */
export async function readHandshakeSession(socket: object, token: string | undefined): Promise<Session> {
  const entry = await read(token);
  handshakes.set(socket, entry);
  return entry.session;
}

/**
 * A socket's session between its events: read once, then kept for up to SESSION_HOLD_MS unless
 * any node says it changed (realtime/emit `forgetSessions`), so a chatting member's messages do
 * not each pay a read of the session first. What it keeps is only trusted together with a check
 * in the statement that uses it (`sessionStandsSql`); `drop` makes the next event read it again.
 * Given the socket, it starts with what the socket's handshake read (`readHandshakeSession`).
 */
export function holdSession(token: string | undefined, socket?: object) {
  let held = socket ? handshakes.get(socket) : undefined;
  if (socket) handshakes.delete(socket);
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
      held = await read(token);
      return { session: held.session, held: false };
    },
    drop(): void {
      held = undefined;
    },
  };
}
