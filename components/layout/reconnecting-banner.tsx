'use client';
import { useMemberSocket, useSocketConnected } from '@/lib/client/member-socket';
import { MSG_CHAT } from '@/lib/shared/messages/chat';
import { Spinner } from '@/components/ui/spinner';

/**
 * "Reconnecting…" while this tab's socket is down after it had connected (before the first
 * connection there is nothing to lose yet). The live region stays mounted so the change is read out.
 */
export function ReconnectingBanner() {
  const socket = useMemberSocket();
  const connected = useSocketConnected();
  const reconnecting = socket !== null && !connected;
  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 top-[4.5rem] z-40 flex justify-center px-4 lg:left-64">
      {reconnecting && (
        <p className="flex items-center gap-2 rounded-full bg-amber-100 px-4 py-1.5 text-sm font-medium text-amber-900 shadow-md ring-1 ring-amber-300" data-testid="reconnecting">
          <Spinner className="size-3.5" />
          {MSG_CHAT.reconnecting}
        </p>
      )}
    </div>
  );
}
