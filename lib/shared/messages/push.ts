/**
 * Push notifications (issue 25): what the lock screen shows, and the texts of turning them on.
 * A push names who and what kind, never what was written or why a moderator acted.
 */
export const MSG_PUSH = {
  messageTitle: 'New message',
  messageBody: (firstName: string) => `${firstName} sent you a message`,
  photoRequestTitle: 'Photo request',
  photoRequestBody: (firstName: string) => `${firstName} asked to see your photos`,
  photoAcceptedTitle: 'Photos shared',
  photoAcceptedBody: (firstName: string) => `${firstName} accepted your photo request`,
  moderationTitle: 'About your account',
  moderationBody: {
    warn: 'You have received a warning. Open Nikah Scholars to read it.',
    suspend: 'Your account has been suspended. Open Nikah Scholars to read why.',
    ban: 'Your account has been closed. Open Nikah Scholars to read why.',
    appeal: 'Your appeal has been decided. Open Nikah Scholars to read the answer.',
  },

  invalidSubscription: 'This browser sent a push subscription we could not read. Please try turning notifications on again.',
  hostNotAllowed: 'This browser’s push service is not one we can send to, so notifications cannot be turned on here.',
  endpointRequired: 'Please say which push subscription to remove.',

  settingsTitle: 'Notifications',
  settingsIntro: 'Get a notification on this device when something happens, even with Nikah Scholars closed. We never show what was written.',
  enableButton: 'Turn on notifications on this device',
  disableButton: 'Turn off notifications on this device',
  enabledHere: 'Notifications are on for this device.',
  notEnabledHere: 'Notifications are off for this device.',
  unsupported: 'This browser cannot show notifications. On an iPhone, add Nikah Scholars to your home screen first.',
  blocked: 'Notifications are blocked for this site in your browser settings. Allow them there, then try again.',
  enableFailed: 'Notifications could not be turned on. Please try again.',
  toggleMessages: 'New messages',
  togglePhotoRequests: 'Photo requests and answers',
  toggleModeration: 'Warnings, suspensions and appeal decisions',
  saved: 'Your notification choices are saved.',
  saveFailed: 'Your notification choices could not be saved. Please try again.',

  promptTitle: 'Know when a reply comes',
  promptText: 'A notification on this device for each new message. You can change this in Settings.',
  promptAllow: 'Allow notifications',
  promptLater: 'Not now',
} as const;
