import { MSG_EMAIL_GUARDIAN } from '@/lib/shared/messages/email';
import type { UserRow } from '@/models';

export type ChaperoneMode = UserRow['chaperoneMode'];

/**
 * What a guardian is told from now on, and what never, for the mode she chose. Weekly emails go
 * only to a confirmed guardian, so only an address not yet confirmed is told they wait for that.
 */
export function toldFor(mode: ChaperoneMode, confirmed: boolean): string {
  if (mode === 'summary') return `${MSG_EMAIL_GUARDIAN.toldAlerts} ${MSG_EMAIL_GUARDIAN.toldSummary(MSG_EMAIL_GUARDIAN.toldSummaryWhen(confirmed))}`;
  if (mode === 'copies') return `${MSG_EMAIL_GUARDIAN.toldAlerts} ${MSG_EMAIL_GUARDIAN.toldCopies(MSG_EMAIL_GUARDIAN.toldCopiesWhen(confirmed))}`;
  return `${MSG_EMAIL_GUARDIAN.toldAlerts} ${MSG_EMAIL_GUARDIAN.toldNever}`;
}
