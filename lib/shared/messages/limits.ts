/** Abuse limits: what happened and when it resets. */
export const MSG_LIMITS = {
  tooManyLoginAttemptsAccount: (wait: string) =>
    `There have been many failed attempts to sign in to this account, so we are slowing them down. Please try again ${wait}.`,
  tooManyMessagesMinute: (limit: number, wait: string) =>
    `You have sent ${limit} messages in the last minute, which is the most we allow. You can send more ${wait}.`,
  tooManyMessagesDay: (limit: number, wait: string) =>
    `You have sent ${limit} messages today, which is the most we allow in a day. You can send more ${wait}.`,
  tooManyNewContacts: (limit: number, wait: string) =>
    `You have started ${limit} new conversations or photo requests today, which is the most we allow in a day. You can reach out to someone new ${wait}.`,
  tooManyUploads: (limit: number, wait: string) =>
    `You have uploaded ${limit} photos in the last hour, which is the most we allow. You can upload again ${wait}.`,
  tooManySubscribeAttempts: (limit: number, wait: string) =>
    `You have started the PayPal checkout ${limit} times in the last hour. Please finish the one you started, or try again ${wait}.`,
  waitSeconds: (n: number) => `in ${n} second${n === 1 ? '' : 's'}`,
  waitMinutes: (n: number) => `in ${n} minute${n === 1 ? '' : 's'}`,
  waitHours: (n: number) => `in about ${n} hour${n === 1 ? '' : 's'}`,
} as const;
