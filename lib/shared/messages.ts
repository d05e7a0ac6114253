import { MAX_PHOTO_MB, MAX_PHOTOS_PER_MEMBER, PHOTO_TYPES } from './constants';

/** "JPEG, PNG, …, AVIF or TIFF": the types the server accepts, named once for the help text and the error. */
const PHOTO_TYPE_NAMES = `${PHOTO_TYPES.slice(0, -1).map((t) => t.label).join(', ')} or ${PHOTO_TYPES.at(-1)!.label}`;

/**
 * Every user-facing sentence of SPEC.md sections 5 and 8, written once so the forms, the
 * toasts and the server's error bodies can never drift apart.
 */
export const MSG = {
  loginFillAll: 'Please fill in all fields.',
  fillRequired: 'Please fill in all required fields.',
  passwordsMismatch: 'Passwords do not match.',
  guardianRequired: 'Guardian details are required for female users.',
  mustAgreeTerms: 'You must agree to the terms and conditions.',
  profileRequired: 'All required fields must be provided',
  messageEmpty: 'Message cannot be empty',
  chatMessageEmpty: 'Message cannot be empty or no chat selected.',
  userIdMissing: 'Your user ID is not available. Please log in again.',
  adminFillRequired: 'Please fill in all required fields.',
  adminEditFillRequired: 'Please fill in all required fields in the edit form.',
  adminGuardianRequired: 'Female profiles require guardian email and phone number.',
  adminStudentAndGraduate: 'A user cannot be both a student and a graduate.',
  adminStudentOrGraduate: 'Please specify if the user is a student or a graduate.',
  photoSelect: 'Please select a photo to upload.',
  photoDeleteConfirm: 'Are you sure you want to delete this photo?',
  photoRequestLogin: 'You must be logged in to request photos.',
  invalidUserProfile: 'Invalid user profile.',

  registrationFailed: 'Registration failed',
  loginFailed: 'Login failed',
  loginFailedRetry: 'Login failed. Please try again.',
  subscriptionFailed: 'Subscription failed. Please try again.',
  paypalNoId: 'Failed to get PayPal subscription ID from server.',
  paypalInitFailed: 'Failed to initiate PayPal subscription.',
  paypalIdMissing: 'PayPal subscription ID not received.',
  paypalFailed: 'PayPal subscription failed. Please try again.',
  paypalMissingDetails: 'Missing PayPal approval details.',
  subscriptionVerifyFailed: 'Subscription verification failed.',
  subscriptionVerifyError: 'Failed to verify subscription.',
  unexpected: 'An unexpected error occurred.',
  unexpectedNoStop: 'An unexpected error occurred',

  welcomeBack: 'Welcome back!',
  completeSubscription: 'Please complete your subscription to continue.',
  loginToSubscribe: 'Please log in to subscribe',
  accessDenied: 'Access denied. You must be an admin to view this page.',
  loading: 'Loading...',

  registrationSuccess: 'Registration successful!',
  loggedIn: 'Logged in successfully!',
  loginSuccess: 'Login successful!',
  subscribedViaPaypal: 'Subscription successful via PayPal!',
  subscriptionActivated: 'Subscription activated successfully!',
  loggedOut: 'Logged out successfully!',
  loggedOutPlain: 'Logged out successfully.',
  messageCopied: 'Message copied to clipboard!',
  messageCopyFailed: 'Failed to copy message.',

  // Server-side rules the spec leaves open; the wording is ours.
  invalidEmail: 'Please enter a valid email address.',
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  ageRange: 'Age must be a whole number between 18 and 100.',
  fieldTooLong: 'One of the fields is too long.',
  emailTaken: 'An account with this email already exists.',
  invalidCredentials: 'Invalid email or password.',
  tooManyLoginAttempts: 'Too many failed login attempts. Please wait a few minutes and try again.',
  tooManyRegistrations: 'Too many registrations from this network. Please try again later.',
  notAuthenticated: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  forbidden: 'You are not allowed to do this.',
  adminOnly: 'Admin access is required.',
  subscriptionRequired: 'An active subscription is required.',
  notFound: 'Not found.',
  invalidJson: 'The request body must be valid JSON.',
  invalidRequest: 'The request is invalid.',
  setPasswordLinkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  passwordResetSent: 'If an account exists for this email, we have sent a link to set a new password.',
  passwordSet: 'Your password has been set. Please log in.',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin rights.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
  accountSuspended: 'This account has been suspended. Please contact support.',
  // Chat (SPEC.md section 8 and the rules the spec leaves open).
  chatsFetchFailed: 'Failed to fetch chats',
  messagesFetchFailed: 'Failed to fetch messages',
  messageSendFailed: 'Failed to send message',
  messageSendFailedDot: 'Failed to send message.',
  messageFailed: 'Failed to message',
  socketConnectFailed: 'Socket connection failed. Please try again.',
  chatNotAuthenticated: 'User not authenticated for sending message.',
  messageSent: 'Message sent',
  messageSentSuccess: 'Message sent successfully!',
  selectChat: 'Select a chat to start messaging',
  messageTooLong: 'Message must be at most 2000 characters.',
  cannotMessageSelf: 'You cannot send a message to yourself.',
  receiverNotFound: 'The person you are writing to was not found.',
  chatUserNotFound: 'This member was not found.',
  messageNotFound: 'Message not found.',
  onlyReceiverMarksRead: 'Only the receiver can mark a message as read.',
} as const;

export const MSG_EXTRA = {
  invalidGuardianEmail: "Please enter a valid email address for the guardian.",
  invalidGuardianPhone: "Please enter a valid phone number for the guardian.",
  guardianEmailIsOwn: "The guardian's email must be different from your own.",
} as const;

/** Members, profiles and photos: the rules the spec leaves open, in our words. */
export const MSG_MEMBERS = {
  profileNotFound: 'Profile not found.',
  genderFixed: 'Gender cannot be changed after registration. Please contact support.',
  photoNotFound: 'Photo not found.',
  photoNotImage: `Please choose an image file (${PHOTO_TYPE_NAMES}).`,
  photoTooLarge: `Photos must be ${MAX_PHOTO_MB} MB or smaller.`,
  photoTooManyPixels: 'This image is too large in pixels. Please choose one under 40 megapixels.',
  photoLimit: `You can keep at most ${MAX_PHOTOS_PER_MEMBER} photos. Please delete one before uploading another.`,
  photoLinkInvalid: 'This photo link is invalid or has expired.',
  requestToSelf: 'You cannot request your own photos.',
  requestSameGender: 'Photo requests can only be sent to members of the other gender.',
  requestByAdmin: 'Admins cannot request photos.',
  requestExists: 'You have already sent a photo request to this member.',
  requestAccepted: 'This member has already shared their photos with you.',
  requestRejectedRecently: 'This member declined your request. You can ask again 30 days after it was declined.',
  requestNotFound: 'Photo request not found.',
  requestNotPending: 'This request has already been answered.',
  requestOnlyTarget: 'Only the member who received this request can answer it.',
  invalidCursor: 'The page cursor is invalid.',
  photoAccessRequestFailed: 'Failed to send photo access request',
  fetchUsersFailed: 'Failed to fetch users',
  fetchProfileFailed: 'Failed to fetch profile',
  updateProfileFailed: 'Failed to update profile',
  fetchPhotosFailed: 'Failed to fetch photos',
  uploadPhotoFailed: 'Failed to upload photo',
  fetchProfileWithPhotosFailed: 'Failed to fetch user profile with photos',
  profileUpdated: 'Profile updated successfully!',
  photoUploaded: 'Photo uploaded successfully!',
  photoDeleted: 'Photo deleted successfully!',
  photoAccessRequestSent: 'Photo access request sent!',
  photoRequestSent: 'Photo request sent!',
  requestAcceptedToast: 'Request accepted!',
  requestRejectedToast: 'Request rejected!',
  accessWithdrawn: 'Photo access withdrawn.',
  noPhotos: "You haven't uploaded any photos yet.",
  noRequestsReceived: 'No photo requests received.',
  noRequestsSent: 'No photo requests sent.',
  noProfiles: 'No profiles found.',
  userHasNoPhotos: 'This user has no photos uploaded or displayed.',
  photosPrivate: 'Photos are private.',
  loadingProfile: 'Loading profile...',
  messageSentTo: (firstName: string) => `Message sent to ${firstName}`,
  messageSentOpening: (firstName: string) => `Message sent to ${firstName}. Opening chat.`,
} as const;

/** Membership and PayPal: the rules and screens the spec leaves open, in our words. */
export const MSG_MEMBERSHIP = {
  adminNoSubscription: 'Admins have full access and do not need a subscription.',
  alreadySubscribed: 'You already have an active membership.',
  paymentsNotConfigured: 'Payments are not available right now. Please try again later.',
  paypalUnavailable: 'PayPal could not be reached. Please try again in a moment.',
  subscriptionNotFound: 'We could not find that PayPal subscription.',
  subscriptionNotYours: 'This PayPal subscription belongs to another account.',
  subscriptionNotApproved: 'This PayPal subscription has not been approved yet.',
  subscriptionNotActive: 'This PayPal subscription is no longer active.',
  nothingToCancel: 'You have no membership to cancel.',
  webhookMalformed: 'The webhook body is not a valid PayPal event.',
  webhookUnverified: 'The webhook signature could not be verified.',
  confirming: 'Confirming your membership…',
  redirectingToPaypal: 'Taking you to PayPal…',
  testModeButton: 'Subscribe with PayPal (test mode)',
  cancelMembership: 'Cancel membership',
  cancelConfirm: 'Cancel your membership? You keep full access until the end of the current period, and you will not be charged again.',
  cancelled: 'Your membership has been cancelled.',
  cancelFailed: 'Failed to cancel membership.',
  loadFailed: 'Failed to load your membership.',
} as const;

/** Admin screens: the spec's texts plus the panels it leaves open, in our words. */
export const MSG_ADMIN = {
  fetchProfilesFailed: 'Failed to fetch profiles.',
  profileCreated: 'Profile created successfully!',
  createProfileFailed: 'Failed to create profile.',
  updateProfileFailed: 'Failed to update profile.',
  passwordLinkHint: 'Leave empty to email the member a one-time link to choose their own password.',
  keepPasswordHint: 'Leave empty to keep the current password.',
  fetchOutboxFailed: 'Failed to load the email outbox.',
  fetchAuditFailed: 'Failed to load the audit log.',
  mailRetried: 'The email is queued for another attempt.',
  mailRetryFailed: 'Failed to retry the email.',
  noMails: 'No emails yet.',
  noAuditEntries: 'No admin changes recorded yet.',
  requestLinkFailed: 'Failed to send the link. Please try again.',
  setPasswordFailed: 'Failed to set your password.',
} as const;

/** Abuse limits and password strength (security hardening): what happened and when it resets. */
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
  passwordTooWeak: 'This password is too easy to guess.',
  passwordTooWeakHint: 'Try a longer phrase of a few unrelated words.',
  passwordStrongEnough: 'Good: this password is hard to guess.',
} as const;

/**
 * Password feedback (security hardening), in the shape zxcvbn-ts expects. Ours rather than
 * @zxcvbn-ts/language-en's: importing that package pulls in its 600 kB (gzipped) of word lists.
 */
export const MSG_PASSWORD_FEEDBACK = {
  warnings: {
    straightRow: 'Straight rows of keys on your keyboard are easy to guess.',
    keyPattern: 'Short keyboard patterns are easy to guess.',
    simpleRepeat: 'Repeated characters like "aaa" are easy to guess.',
    extendedRepeat: 'Repeated patterns like "abcabcabc" are easy to guess.',
    sequences: 'Common sequences like "abc" or "1234" are easy to guess.',
    recentYears: 'Recent years are easy to guess.',
    dates: 'Dates are easy to guess.',
    topTen: 'This is a heavily used password.',
    topHundred: 'This is a frequently used password.',
    common: 'This is a commonly used password.',
    similarToCommon: 'This is similar to a commonly used password.',
    wordByItself: 'Single words are easy to guess.',
    namesByThemselves: 'Single names or surnames are easy to guess.',
    commonNames: 'Common names and surnames are easy to guess.',
    userInputs: 'Avoid your name or email address in your password.',
    pwned: 'This password has appeared in a data breach.',
  },
  suggestions: {
    l33t: "Swapping letters for look-alikes, like '@' for 'a', does not fool anyone.",
    reverseWords: 'Spelling common words backwards does not make them safer.',
    allUppercase: 'Capitalize some, but not all letters.',
    capitalization: 'Capitalize more than the first letter.',
    dates: 'Avoid dates and years that have to do with you.',
    recentYears: 'Avoid recent years.',
    associatedYears: 'Avoid years that have to do with you.',
    sequences: 'Avoid common sequences.',
    repeated: 'Avoid repeated words and characters.',
    longerKeyboardPattern: 'Use longer keyboard patterns and change direction often.',
    anotherWord: 'Add more words that are less common.',
    useWords: 'Use several words, but avoid common phrases.',
    noNeed: 'A few unrelated words make a strong password; symbols, numbers and capitals are not needed.',
    pwned: 'If you use this password anywhere else, change it there too.',
  },
  timeEstimation: {
    ltSecond: 'less than a second',
    second: '{base} second',
    seconds: '{base} seconds',
    minute: '{base} minute',
    minutes: '{base} minutes',
    hour: '{base} hour',
    hours: '{base} hours',
    day: '{base} day',
    days: '{base} days',
    month: '{base} month',
    months: '{base} months',
    year: '{base} year',
    years: '{base} years',
    centuries: 'centuries',
  },
};

/** Auth and admin client: an admin's second login step and the forms' own words. */
export const MSG_LOGIN = {
  mfaIntro: 'Your admin account uses two-step verification.',
  mfaCodeLabel: 'Authentication code',
  mfaCodeHint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  mfaCodeRequired: 'Please enter the code from your authenticator app.',
  mfaVerify: 'Verify',
  mfaVerifying: 'Verifying...',
  mfaStartOver: 'Log in with a different account',
  mfaSetupFirst: 'Please set up two-step verification for your admin account.',
} as const;

/** HTTP input: answers for input refused before any rule runs. */
export const MSG_INPUT = {
  invalidCharacters: 'The request contains characters that are not allowed.',
  tooLarge: 'The request is too large.',
  badAddress: 'The address is not valid.',
  methodNotAllowed: 'Method not allowed.',
  invalidOffset: 'The page offset must be a whole number of 0 or more.',
  incompleteBody: 'The request body was not received completely.',
} as const;

/** Sessions, password change and admins' second factor (security hardening). */
export const MSG_SESSIONS = {
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait a few minutes and try again.',
  currentPasswordWrong: 'Your current password is not correct. Your password has not been changed.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  mfaSetupRequired: 'Please set up two-step verification for your admin account before continuing.',
  mfaStepExpired: 'This sign-in step has expired. Please log in again.',
  mfaCodeInvalid: 'That code is not correct. Please try again with a new code.',
  mfaCodeFormat: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  mfaAlreadyEnabled: 'Two-step verification is already on. Turn it off first to set it up again.',
  mfaNotStarted: 'Start the set-up again: scan the new QR code, then enter its code.',
  mfaPasswordWrong: 'Your password is not correct. Two-step verification is still on.',
  mfaNotEnabled: 'Two-step verification is not on.',
  mfaTooManyAttempts: 'Too many wrong codes. Please wait a few minutes and try again.',
  mfaEnabled: 'Two-step verification is on. Keep your recovery codes somewhere safe.',
  mfaDisabled: 'Two-step verification is off.',
  mfaLoadFailed: 'Failed to load your two-step verification settings.',
  mfaTitle: 'Two-step verification',
  mfaIntro: 'Protect your admin account with a code from an authenticator app on your phone, asked for at every login.',
  mfaScan: 'Scan this QR code with your authenticator app, or type the secret in by hand, then enter the 6-digit code it shows.',
  mfaRecoveryIntro: 'Each recovery code works once, if you lose your phone. They are shown only now: copy them somewhere safe.',
  mfaRecoveryCopied: 'Recovery codes copied.',
  mfaCopyFailed: 'Failed to copy. Please select the codes and copy them by hand.',
  mfaDisableIntro: 'To turn it off, enter your password and a current code (or a recovery code).',
} as const;

/** Member client: sessions ended elsewhere, password change and signing out everywhere. */
export const MSG_ACCOUNT = {
  sessionEnded: 'You have been signed out. Please log in again.',
  changePasswordTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePasswordHint: 'You stay signed in here; every other device where you are signed in is signed out.',
  changePasswordFailed: 'Failed to change your password.',
  logoutAllTitle: 'Signed in on other devices?',
  logoutAllHint: 'Sign out of Nikah Scholars on every phone, tablet and computer, including this one.',
  logoutAll: 'Log out of all devices',
  logoutAllConfirm: 'Log out of every device where you are signed in, including this one?',
  loggedOutEverywhere: 'You have been logged out of all devices.',
  logoutAllFailed: 'Failed to log out of all devices. Please try again.',
} as const;

/** Defects a new member hit (issue 11): photo request states, upload help, the not-found page, placeholders. */
export const MSG_DEFECTS = {
  requestPhotos: 'Request photos',
  requestPhotosFrom: (firstName: string) => `Request photos from ${firstName}`,
  requestSent: 'Request sent',
  requestSentTo: (firstName: string) => `Request sent to ${firstName}`,
  photosShared: 'Photos shared',
  photosSharedBy: (firstName: string) => `Photos shared by ${firstName}`,
  askAgainOn: (date: string) => `Declined — ask again on ${date}`,
  askAgainOnFrom: (firstName: string, date: string) => `Declined — ask ${firstName} again on ${date}`,
  askAgainHint: (firstName: string, date: string) => `${firstName} declined your request for now. You can ask again on ${date}.`,
  photoHelp: `${PHOTO_TYPE_NAMES}, up to ${MAX_PHOTO_MB} MB; at most ${MAX_PHOTOS_PER_MEMBER} photos. Location and camera details are removed.`,
  notFoundTitle: 'Page not found',
  notFoundText: 'We could not find the page you were looking for. It may have moved, or the link may be mistyped.',
  notFoundHome: 'Back to the home page',
  searchPlaceholderMen: 'e.g. Yusuf',
  searchPlaceholderWomen: 'e.g. Maryam',
} as const;
