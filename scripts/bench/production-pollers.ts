/**
 * The background pollers (outbox, jobs, reminders, reset requests) at production's interval
 * (config.ts), not the 200 ms the test servers run them at: ten times the polling would measure
 * the harness, not the product. bench:users' app made 3,000 polling statements in one run beside
 * its 13,000 list statements before its benchmark said so.
 */
export const PRODUCTION_POLLERS = { OUTBOX_POLL_MS: '2000' } as const;
