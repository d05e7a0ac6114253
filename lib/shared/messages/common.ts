/** Words any screen may use: loading, the generic failures, copying to the clipboard. */
export const MSG_COMMON = {
  // SPEC.md sections 5 and 8, word for word.
  unexpected: 'An unexpected error occurred.',
  unexpectedNoStop: 'An unexpected error occurred',
  loading: 'Loading...',
  messageCopied: 'Message copied to clipboard!',
  messageCopyFailed: 'Failed to copy message.',
  // Ours: what the spec leaves open.
  forbidden: 'You are not allowed to do this.',
  notFound: 'Not found.',
  /** A part of the page that loads when first used (a menu) could not be fetched. */
  partNotLoaded: 'This part of the page could not load. Please check your connection and try again.',
  tryAgain: 'Try again',
  // On its screens.
  close: 'Close',
  optional: '(optional)',
} as const;
