import { MSG_EMAIL_GUARDIAN as T } from '@/lib/shared/messages';
import type { UserRow } from '@/models';

export type ChaperoneMode = UserRow['chaperoneMode'];

/**
 * What a guardian is told from now on, and what never, for the mode she chose. Weekly emails go
 * only to a confirmed guardian, so only an address not yet confirmed is told they wait for that.
 */
export function toldFor(mode: ChaperoneMode, confirmed: boolean): string {
  if (mode === 'summary') return `${T.toldAlerts} ${T.toldSummary(T.toldSummaryWhen(confirmed))}`;
  if (mode === 'copies') return `${T.toldAlerts} ${T.toldCopies(T.toldCopiesWhen(confirmed))}`;
  return `${T.toldAlerts} ${T.toldNever}`;
}
