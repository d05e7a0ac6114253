import { Check, CheckCheck, Clock } from 'lucide-react';
import type { ClientMessage } from '@/lib/client/chat-types';

/** SPEC.md section 2: one grey tick sent, two blue delivered, two green read. */
export function StatusTicks({ status }: { status: ClientMessage['status'] }) {
  switch (status) {
    case 'sending':
      return <Clock className="size-3.5 text-stone-400" role="img" aria-label="Sending" />;
    case 'sent':
      return <Check className="size-4 text-stone-400" role="img" aria-label="Sent" />;
    case 'delivered':
      return <CheckCheck className="size-4 text-blue-500" role="img" aria-label="Delivered" />;
    case 'read':
      return <CheckCheck className="size-4 text-green-600" role="img" aria-label="Read" />;
  }
}
