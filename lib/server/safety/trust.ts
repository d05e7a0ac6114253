import type { ModerationAction } from '@/models';

/** Moderators' decisions that uphold a report; `dismiss` does not. */
export const UPHELD_ACTIONS: readonly ModerationAction[] = ['warn', 'suspend', 'ban'];
/** How long an upheld report keeps a member's daily budget of new contacts halved. */
export const UPHELD_REPORT_DAYS = 30;
