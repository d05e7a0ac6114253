import { Check, CheckCheck, Clock } from 'lucide-react';
import type { ClientMessage } from '@/lib/client/chat-types';
import { MSG_CHAT } from '@/lib/shared/messages/chat';

/**
 * SPEC.md section 2: one grey tick sent, two blue delivered, two green read. Colour is not the
 * only difference: read ticks sit white on a filled disc, delivered ones are bare, so the two
 * differ in shape for anyone who cannot tell blue from green; each is named for screen readers.
 */
export function StatusTicks({ status }: { status: ClientMessage['status'] }) {
  switch (status) {
    case 'sending':
      return <Clock className="size-3.5 text-stone-500" role="img" aria-label={MSG_CHAT.sending} data-tick="sending" />;
    case 'sent':
      return <Check className="size-4 text-stone-500" role="img" aria-label={MSG_CHAT.sent} data-tick="sent" />;
    case 'delivered':
      return <CheckCheck className="size-4 text-blue-600" role="img" aria-label={MSG_CHAT.delivered} data-tick="delivered" />;
    case 'read':
      return (
        <span role="img" aria-label={MSG_CHAT.read} data-tick="read" className="inline-flex size-4 items-center justify-center rounded-full bg-green-700">
          <CheckCheck className="size-3 text-white" strokeWidth={3} aria-hidden="true" />
        </span>
      );
  }
}
