import { eq } from 'drizzle-orm';
import { MSG_PUSH } from '@/lib/shared/messages/push';
import { messages, photoRequests, users } from '@/models';
import type { Db } from '../db';
import type { PushNotice } from './notices';

/** What the service worker shows (public/sw.js): never a message's text or a moderator's reason. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
  /** One per conversation (or request): a burst replaces its notification instead of piling up. */
  tag: string;
}

export interface ComposedPush {
  payload: PushPayload;
  /** The push service's own collapse key (RFC 8030 Topic, at most 32 base64url characters). */
  topic?: string;
  urgency: 'high' | 'normal';
}

const compact = (id: string) => id.replace(/-/g, '');

/** Read when the push is sent; undefined when what it was about is gone (a deleted account). */
export async function composePush(db: Db, notice: PushNotice): Promise<ComposedPush | undefined> {
  switch (notice.kind) {
    case 'message': {
      const [row] = await db
        .select({ senderId: messages.senderId, conversationId: messages.conversationId, firstName: users.firstName })
        .from(messages)
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(eq(messages.id, notice.messageId))
        .limit(1);
      if (!row) return undefined;
      return {
        payload: { title: MSG_PUSH.messageTitle, body: MSG_PUSH.messageBody(row.firstName), url: `/chats?userId=${row.senderId}`, tag: `chat-${row.conversationId}` },
        topic: compact(row.conversationId),
        urgency: 'high',
      };
    }
    case 'photoRequest':
    case 'photoAccepted': {
      const [request] = await db.select().from(photoRequests).where(eq(photoRequests.id, notice.requestId)).limit(1);
      if (!request) return undefined;
      const otherId = notice.kind === 'photoRequest' ? request.requesterId : request.targetUserId;
      const [other] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, otherId)).limit(1);
      if (!other) return undefined;
      const asked = notice.kind === 'photoRequest';
      return {
        payload: {
          title: asked ? MSG_PUSH.photoRequestTitle : MSG_PUSH.photoAcceptedTitle,
          body: asked ? MSG_PUSH.photoRequestBody(other.firstName) : MSG_PUSH.photoAcceptedBody(other.firstName),
          url: '/photos',
          tag: `photo-request-${request.id}`,
        },
        urgency: 'normal',
      };
    }
    case 'moderation':
      return {
        payload: { title: MSG_PUSH.moderationTitle, body: MSG_PUSH.moderationBody[notice.outcome], url: '/dashboard', tag: 'moderation' },
        urgency: 'high',
      };
  }
}
