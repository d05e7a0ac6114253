import { mayReceiveMemberEvents } from '../chats/notify';
import { log } from '../logger';
import { toUser } from '../realtime/emit';
import type { PresentedPhotoRequest } from './present';

/**
 * After the change is committed, the other member hears it live: a new request goes to its
 * target (`photoRequest`), an answer or a withdrawal to its requester (`photoRequestUpdated`),
 * each shaped exactly as that member's request list shows it, and only while the receiver's
 * access holds. The change already stands, so a failure here is logged, never thrown.
 */
export async function publishPhotoRequest(event: 'photoRequest' | 'photoRequestUpdated', request: PresentedPhotoRequest): Promise<void> {
  const receiverId = event === 'photoRequest' ? request.targetUserId._id : request.requesterId._id;
  try {
    if (!(await mayReceiveMemberEvents(receiverId))) return;
    toUser(receiverId)?.emit(event, request);
  } catch (error) {
    log().error({ err: error, event }, '[photos] request notice failed');
  }
}
