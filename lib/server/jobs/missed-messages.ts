import { config } from '../config';
import { sendMissedMessageEmails } from '../missed-messages/send-missed-message-emails';
import type { RecurringJob } from './define';

/** On every node: each email is claimed by one conditional UPDATE of her presence row. */
export const missedMessagesJob: RecurringJob = {
  name: 'missed-messages',
  scope: 'node',
  everyMs: () => config().missedMessages.scanSeconds * 1000,
  async run() {
    await sendMissedMessageEmails();
  },
};
