/**
 * What a push is about, as a job carries it: ids only, so the job's row holds no name or text,
 * and what the lock screen shows is read when it is sent (push/compose.ts).
 */
export type PushNotice =
  | { kind: 'message'; messageId: string }
  | { kind: 'photoRequest'; requestId: string }
  | { kind: 'photoAccepted'; requestId: string }
  | { kind: 'moderation'; outcome: 'warn' | 'suspend' | 'ban' | 'appeal' };

/** Which of her settings (`account_settings.push_*`) lets each kind through. */
export const SETTING_OF = {
  message: 'pushMessages',
  photoRequest: 'pushPhotoRequests',
  photoAccepted: 'pushPhotoRequests',
  moderation: 'pushModeration',
} as const satisfies Record<PushNotice['kind'], string>;

export interface PushJobPayload {
  subscriptionId: string;
  notice: PushNotice;
}

export const PUSH_TASK_NAME = 'push';
