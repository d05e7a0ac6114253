import { config } from '../config';
import { closeMailTransport, sendDueMail } from '../mail/sender';
import type { RecurringJob } from './define';

/**
 * The outbox on every node: each mail is claimed with `SKIP LOCKED` and retried with its own
 * backoff (`mail/sender.ts`); woken by `nudgeOutbox` after a commit that queued mail.
 */
export const sendMailJob: RecurringJob = {
  name: 'send-mail',
  scope: 'node',
  everyMs: () => config().outboxPollMs,
  run: (context) => sendDueMail(context.stopping),
  close: closeMailTransport,
};
