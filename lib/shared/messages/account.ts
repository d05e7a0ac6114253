/** Signing out of every device. */
export const MSG_ACCOUNT = {
  logoutAllTitle: 'Signed in on other devices?',
  logoutAllHint: 'Sign out of Nikah Scholars on every phone, tablet and computer, including this one.',
  logoutAll: 'Log out of all devices',
  logoutAllConfirm: 'Log out of every device where you are signed in, including this one?',
  loggedOutEverywhere: 'You have been logged out of all devices.',
  logoutAllFailed: 'Failed to log out of all devices. Please try again.',
} as const;

/** Deleting an account: by the member herself on her profile, or by an admin with a reason. */
export const MSG_ACCOUNT_DELETION = {
  sectionTitle: 'Delete account',
  sectionIntro: 'Deleting your account is permanent and cannot be undone. When you delete it:',
  whatIsDeleted: [
    'Your profile, your photos and the permissions you gave to see them are deleted.',
    'Your conversations and every message in them are deleted, for you and for the members you talked to.',
    'Your membership is cancelled, so you are never charged again.',
  ],
  guardianLine: 'Your guardian stops receiving emails about you.',
  deleteButton: 'Delete my account',
  confirmTitle: 'Delete your account?',
  confirmText: 'Enter your password to confirm. Your profile, photos, messages and photo permissions will be deleted, and this cannot be undone.',
  passwordLabel: 'Your password',
  confirmButton: 'Delete my account for good',
  keepAccount: 'Keep my account',
  passwordRequired: 'Please enter your password to confirm.',
  passwordWrong: 'That password is not correct. Your account has not been deleted.',
  adminSelfRefused: 'Admins cannot delete their own account here. Ask another admin to remove your admin rights first.',
  deleted: 'Your account has been deleted. Thank you for being part of Nikah Scholars.',
  failed: 'Your account could not be deleted. Please try again.',
  adminConfirmTitle: (name: string) => `Delete ${name}’s account?`,
  adminConfirmText: 'Their profile, photos, messages and photo permissions are deleted and their membership is cancelled. This cannot be undone.',
  reasonLabel: 'Reason (kept in the audit log)',
  reasonRequired: 'Please give a reason for deleting this account.',
  reasonTooLong: 'Please keep the reason under 1,000 characters.',
  adminConfirmButton: 'Delete account',
  adminKeep: 'Cancel',
  adminDeleted: 'The account has been deleted.',
  cannotDeleteAdmin: 'Admin accounts cannot be deleted here. Remove their admin rights first.',
  profileNotFound: 'Profile not found.',
} as const;

/** Her privacy and notification choices (Settings, PUT /api/account/settings). */
export const MSG_ACCOUNT_SETTINGS = {
  invalid: 'Those settings could not be read. Each one is on (true) or off (false).',
  nothingToChange: 'Tell us which setting to change: readReceipts, missedMessageEmails or push.',
  saved: 'Your settings are saved.',
  saveFailed: 'Your settings could not be saved. Please try again.',
} as const;

/** "Download my data" (issue 24): the export's button in Settings and its limit. */
export const MSG_DATA_EXPORT = {
  sectionTitle: 'Your data',
  sectionIntro:
    'Download a copy of everything we hold about you: your profile, your conversations, your photos and photo requests, your membership and payments, what your guardian was sent, who you blocked and reported, your answers to the questions and what was done on your account.',
  button: 'Download my data',
  preparing: 'Preparing your download…',
  ready: 'Your data has been downloaded.',
  failed: 'Your data could not be downloaded. Please try again.',
  limitHint: (perDay: number) => `You can download your data ${perDay} times a day.`,
  tooMany: (perDay: number, wait: string) => `You can download your data ${perDay} times a day. Please try again in ${wait}.`,
} as const;

/** Her login email: proving it hers (the link sent at sign-up, the banner's "Resend") and changing it. */
export const MSG_ACCOUNT_EMAIL = {
  linkInvalid: 'This link is not valid. Please use the link from your most recent email.',
  linkExpired: 'This link has expired. Ask for a new one and use it within its time.',
  linkUsed: 'This link has already been used.',
  alreadyVerified: 'Your email address is already confirmed.',
  tooManyResends: (max: number, wait: string) => `We have sent ${max} links in the last hour. Please check your inbox (and spam folder), or try again ${wait}.`,
  resent: 'We have sent a new link. Please check your inbox: the links in earlier emails no longer work.',
  resendFailed: 'We could not send a new link. Please try again.',
  verifyFirst: 'Please confirm your email address first: open the link we emailed you, or send a new one from the banner at the top of the page.',
  bannerText: 'Please confirm your email address: we sent you a link when you signed up.',
  bannerResend: 'Resend',
  bannerSending: 'Sending…',
  verifyTitle: 'Confirm your email address',
  verifyIntro: 'Press the button to confirm that this email address is yours.',
  verifyButton: 'Confirm my email',
  verifyPending: 'Confirming…',
  verifyDone: 'Thank you: your email address is confirmed.',
  changeTitle: 'Change your email address',
  changeIntro: 'We send a link to the new address. Your login email changes only when you open it and press Confirm; your other devices are then signed out.',
  newEmailLabel: 'New email address',
  newEmailRequired: 'Please enter your new email address.',
  newEmailInvalid: 'Please enter a valid email address.',
  newEmailSame: 'That is already your email address.',
  passwordLabel: 'Your password',
  passwordRequired: 'Please enter your password to confirm.',
  passwordWrong: 'That password is not correct. Your email address has not changed.',
  emailTaken: 'An account with this email already exists.',
  emailBanned: 'This email address cannot be used for an account here.',
  tooManyChanges: (max: number, wait: string) => `You have asked for ${max} changes of email today. Please try again ${wait}.`,
  changeButton: 'Change my email',
  changeFailed: 'We could not send the link. Please try again.',
  changeSent: (email: string) => `We have sent a link to ${email}. Open it to finish the change; a link sent for an earlier request no longer works.`,
  confirmChangeTitle: 'Confirm your new email address',
  confirmChangeIntro: 'Press the button to make this address your login email. Your other devices will be signed out.',
  confirmChangeButton: 'Confirm new email',
  confirmChangePending: 'Confirming…',
  confirmChangeDone: 'Your login email has changed. Use the new address next time you log in.',
  toDashboard: 'Go to Nikah Scholars',
  toLogin: 'Log in',
} as const;

/** The Privacy section's choices (Settings). */
export const MSG_PRIVACY_SETTINGS = {
  readReceiptsLabel: 'Read receipts',
  readReceiptsHint: 'When this is off, members you talk to never see that you have read their messages, and you do not see when they read yours.',
} as const;
