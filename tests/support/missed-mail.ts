import { MSG_MISSED } from '@/lib/shared/messages/missed-messages';
import type { TestApp } from './app-server';
import { connectSocket } from './chat-sockets';
import type { Client } from './http-client';
import type { ParsedMail } from './mime';
import type { subscribedMember } from './paypal';

/** What the missed-message email tests (one node, two nodes) share. */
export const MINUTE = 60_000;
export type Member = Awaited<ReturnType<typeof subscribedMember>>;

const isMissed = (mail: ParsedMail) => mail.subject === MSG_MISSED.emailSubject(1) || /^You have \d+ new messages on/.test(mail.subject);
const addressOf = (member: Member) => member.payload.email.toLowerCase();
export const missedIn = (sinks: TestApp[], member: Member) =>
  sinks.flatMap((node) => node.mail.mails).filter((mail) => mail.to.toLowerCase().includes(addressOf(member)) && isMissed(mail));

/** Connects a socket and closes it: the member's last disconnect is now. */
export async function leave(url: string, member: Member) {
  const socket = await connectSocket(url, member.token);
  socket.close();
}

export async function send(api: Client, from: Member, to: Member, content: string) {
  const reply = await api.post('/api/chats/messages', { receiverId: to.userId, content }, from.token);
  expect(reply.status).toBe(201);
}

/** Polls every sink until the member's missed-message email number `nth` (1-based) is there. */
export async function nthMissed(sinks: TestApp[], member: Member, nth = 1, timeoutMs = 15_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = missedIn(sinks, member)[nth - 1];
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no missed-message email #${nth} to ${addressOf(member)} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
