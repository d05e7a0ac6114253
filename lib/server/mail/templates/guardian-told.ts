import type { UserRow } from '@/models';

export type ChaperoneMode = UserRow['chaperoneMode'];

const ALERTS =
  'You are told when another member asks to see her photos or starts a conversation with her: that member’s first name, age, university and whether they are a student or a graduate.';

/**
 * What a guardian is told from now on, and what never, for the mode she chose. Weekly emails go
 * only to a confirmed guardian, so only an address not yet confirmed is told they wait for that.
 */
export function toldFor(mode: ChaperoneMode, confirmed: boolean): string {
  if (mode === 'summary') {
    const when = confirmed ? 'sent to you once a week' : 'sent once you confirm';
    return `${ALERTS} She has also chosen a weekly summary of her active conversations (the other member’s first name, age, university, status and number of messages), ${when}. We never send you the content of her messages or any photos.`;
  }
  if (mode === 'copies') {
    const when = confirmed ? 'once a week' : 'once you confirm';
    return `${ALERTS} She has also chosen weekly copies: ${when}, a summary of her active conversations with that week’s messages, which the members she talks to are told about before they write. We never send you any photos.`;
  }
  return `${ALERTS} We never send you the content of her messages or any photos.`;
}
