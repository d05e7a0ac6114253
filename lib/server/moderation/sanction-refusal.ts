import { MSG_MODERATION } from '@/lib/shared/messages/moderation';
import { formatUkDateTime } from '@/lib/shared/dates';
import { AppError } from '../errors';
import type { SanctionInForce } from './in-force';

/** What the login page needs to show a sanctioned member: the reason, the end, and whether they may still appeal. */
export interface SanctionNotice {
  kind: 'suspend' | 'ban';
  reason: string;
  endsAt: string | null;
  appeal: 'none' | 'open' | 'decided';
}

/** The 403 a sanctioned member's login gets, in words and in fields the page can lay out. */
export function sanctionRefusal(sanction: SanctionInForce): AppError {
  const kind = sanction.kind === 'ban' ? 'ban' : 'suspend';
  const notice: SanctionNotice = {
    kind,
    reason: sanction.reason,
    endsAt: sanction.endsAt?.toISOString() ?? null,
    appeal: sanction.appealStatus === null ? 'none' : sanction.appealStatus === 'open' ? 'open' : 'decided',
  };
  const message = kind === 'suspend' && sanction.endsAt ? MSG_MODERATION.suspendedUntil(formatUkDateTime(sanction.endsAt), sanction.reason) : MSG_MODERATION.banned(sanction.reason);
  return new AppError('account_sanctioned', message, { extra: { sanction: notice } });
}
