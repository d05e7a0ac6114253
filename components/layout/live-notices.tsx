'use client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Images, MessageCircle, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { toast } from '@/lib/client/toast';
import { useActiveChat } from '@/lib/client/active-chat';
import { useAuthStore } from '@/lib/client/auth-store';
import type { ChatSummary } from '@/lib/client/chat-types';
import { useSocketEvent } from '@/lib/client/member-socket';
import { chatListQuery } from '@/lib/client/queries/chats';
import { usePushedPhotoRequests } from '@/lib/client/queries/photos';
import { MSG_NOTICES } from '@/lib/shared/messages/notices';

/**
 * The sender's first name from the chat list. A first message from someone new is not in it yet;
 * the socket provider is already reading it again, and this waits for that read. A read this
 * joins may be the one the provider cancels for it (begun before the message was stored): then
 * the next one answers.
 */
async function senderFirstName(client: QueryClient, senderId: string): Promise<string | undefined> {
  const find = (chats: ChatSummary[] | undefined) => chats?.find((c) => c.user.id === senderId)?.user.firstName;
  const known = find(client.getQueryData(chatListQuery.queryKey));
  if (known) return known;
  for (let read = 0; read < 2; read += 1) {
    try {
      const name = find(await client.fetchQuery({ ...chatListQuery, staleTime: 0 }));
      if (name) return name;
    } catch {
      // Cancelled for a fresh read, or failed: the next attempt, or the plain notice, will do.
    }
  }
  return undefined;
}

/**
 * One toast per notice, the whole of it a link to where the member can act. The id makes a
 * second notice about the same thing (three quick messages from one person) replace the first.
 */
function notify(id: string, text: string, href: string, Icon: LucideIcon) {
  toast(
    <Link
      href={href}
      onClick={() => toast.dismiss(id)}
      className="font-semibold text-stone-900 underline-offset-2 after:absolute after:inset-0 after:rounded-[inherit] after:content-[''] hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {text}
    </Link>,
    { id, icon: <Icon className="size-4 text-brand-700" aria-hidden="true" /> },
  );
}

/**
 * What happens while the member is elsewhere in the app, told as it happens: a new message (not
 * when its conversation is open on screen), a photo request received, an answer to one sent.
 * Mounted once by the member and admin layouts, inside the socket provider. The socket provider
 * keeps the chat list fresh; the photo request lists are written here.
 */
export function LiveNotices({ chatsPath }: { chatsPath: string }) {
  const me = useAuthStore((s) => s.user?.id);
  const client = useQueryClient();
  const pushed = usePushedPhotoRequests();

  useSocketEvent('newMessage', (message) => {
    const senderId = message.senderId;
    if (senderId === me || useActiveChat.getState().partnerId === senderId) return;
    void senderFirstName(client, senderId).then((firstName) => {
      // The conversation may have been opened while the name was read.
      if (useActiveChat.getState().partnerId === senderId) return;
      notify(`message:${senderId}`, firstName ? MSG_NOTICES.newMessageFrom(firstName) : MSG_NOTICES.newMessage, `${chatsPath}?userId=${senderId}`, MessageCircle);
    });
  });

  useSocketEvent('photoRequest', (request) => {
    pushed.received(request);
    notify(`photo-request:${request._id}`, MSG_NOTICES.photoRequestFrom(request.requesterId.firstName), '/photos', Images);
  });

  useSocketEvent('photoRequestUpdated', (request) => {
    const before = pushed.answered(request);
    const owner = request.targetUserId.firstName;
    if (request.status === 'accepted') notify(`photo-request:${request._id}`, MSG_NOTICES.photoRequestAccepted(owner), '/photos', Images);
    // A grant taken back later is shown by the lists and the profile; it is not announced.
    else if (request.status === 'rejected' && before !== 'accepted') notify(`photo-request:${request._id}`, MSG_NOTICES.photoRequestDeclined(owner), '/photos', Images);
  });

  return null;
}
