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

/** The chat page (issue 11): its own words beyond SPEC.md's. */
export const MSG_CHAT = {
  reconnecting: 'Reconnecting…',
  newMessages: 'New messages',
  typing: (firstName: string) => `${firstName} is typing…`,
  today: 'Today',
  yesterday: 'Yesterday',
  loadEarlier: 'Load earlier messages',
  loadingEarlier: 'Loading earlier messages…',
  startConversation: 'Say salaam to start the conversation.',
  noChats: 'No conversations yet. Start one from Find Matches.',
  messageLabel: 'Message',
  placeholder: 'Type a message',
  send: 'Send message',
  you: 'You:',
  unreadSuffix: ' unread',
} as const;

/** Moderation (issue 12): sanctions, appeals and the admins' queue, in plain words. */
export const MSG_MODERATION = {
  messageRemoved: 'Removed by moderators',
  suspendedUntil: (end: string, reason: string) => `Your account is suspended until ${end}. Our moderators gave this reason: ${reason}`,
  banned: (reason: string) => `Your account has been closed by our moderators. They gave this reason: ${reason}`,
  sanctionedSession: 'Your account is suspended. Log in again to see why and how to appeal.',
  suspendedTitle: 'Your account is suspended',
  bannedTitle: 'Your account has been closed',
  suspendedUntilLabel: 'Suspended until',
  suspendedBody: 'You cannot log in until then. After that date your account opens again by itself.',
  bannedBody: 'This decision is permanent unless an appeal succeeds.',
  reasonLabel: "Our moderators' reason",
  appealTitle: 'Appeal this decision',
  appealIntro: 'If you think this decision is wrong, tell us why. A moderator will read your appeal and email you the outcome.',
  otherAccount: 'Log in with a different account',
  safetyLink: 'How moderation works',
  appealOnePerDecision: 'You can appeal each decision once.',
  appealLabel: 'Your appeal',
  appealHint: 'Explain what happened in your own words (at least 20 characters).',
  appealRequired: 'Please write your appeal.',
  appealTooShort: 'Please explain a little more: at least 20 characters.',
  appealTooLong: 'Please keep your appeal under 2000 characters.',
  appealSend: 'Send appeal',
  appealSending: 'Sending...',
  appealSent: 'Your appeal has been sent. We will email you our decision.',
  appealAlready: 'You have already appealed this decision. We will email you our answer.',
  appealPending: 'Your appeal has been received. We will email you our decision.',
  appealDecided: 'Your appeal has been decided: we have emailed you the outcome.',
  appealNothing: 'There is no suspension or ban on this account to appeal.',
  appealFailed: 'Failed to send your appeal. Please try again.',
  endsOn: (end: string) => `Ends ${end}`,
  permanent: 'Permanent',
  // Admin queue.
  pageTitle: 'Moderation',
  pageDescription: 'Reports, flagged messages, new photos and profile texts, and appeals. Every decision is emailed to the member with your reason and recorded in the audit log.',
  tabs: { reports: 'Reports', flags: 'Flagged messages', photos: 'New photos', texts: 'Profile texts', appeals: 'Appeals', closed: 'Closed' },
  reportReasons: {
    fake_profile: 'Fake profile',
    scam: 'Scam',
    harassment: 'Harassment',
    inappropriate_message: 'Inappropriate message',
    inappropriate_photo: 'Inappropriate photo',
    underage: 'Under 18',
    other: 'Other',
  },
  flagKinds: { phone: 'Phone number', email: 'Email address', link: 'Link', money: 'Money', off_platform: 'Moving off the app' },
  actions: { dismiss: 'Dismiss', warn: 'Warn', suspend: 'Suspend', ban: 'Ban' },
  actionsPast: { dismiss: 'Dismissed', warn: 'Warned', suspend: 'Suspended', ban: 'Banned' },
  openReports: (n: number) => `${n} open report${n === 1 ? '' : 's'}`,
  noMemberNamed: 'No member named (contact form)',
  fromContactForm: 'Sent through the contact form',
  reportedBy: 'Reported by',
  reporterHidden: 'Only admins see who reported.',
  review: 'Review',
  evidence: 'Evidence',
  reportTitle: 'The report',
  flagTitle: 'The flagged message',
  conversation: 'The message and the ten before it',
  reportedMessage: 'Reported',
  reportedPhoto: 'Reported photo',
  photoGone: 'The reported photo has already been removed.',
  profileText: 'Profile text',
  aboutLabel: 'About',
  lookingForLabel: 'Looking for',
  universityLabel: 'University',
  photosLabel: 'Photos',
  noPhotos: 'No photos.',
  earlierReports: 'Reports about this member',
  earlierActions: 'Moderation history',
  noHistory: 'Nothing yet.',
  sanctionInForce: 'Suspended or banned now',
  decisionTitle: 'Decision',
  reasonForMember: 'Reason (emailed to the member)',
  reasonHint: 'Write it in plain words to the member: what they did and which rule it breaks.',
  dismissReasonHint: 'For the record only: a dismissal is not emailed to the member.',
  daysLabel: 'Days',
  daysHint: '1 to 365. Access returns by itself at the end.',
  saveDecision: 'Save decision',
  confirm: 'Confirm',
  cancel: 'Cancel',
  removeMessage: 'Remove message',
  removePhoto: 'Remove photo',
  removalReason: 'Reason (emailed to the member)',
  confirmRemoveMessage: 'Replace this message with "Removed by moderators" for both members and email the sender?',
  confirmRemovePhoto: 'Delete this photo for good and email its owner?',
  looksFine: 'Looks fine',
  markAllReviewed: 'Mark all shown as reviewed',
  openMember: 'Open member',
  flaggedBecause: 'Flagged for',
  markReviewed: 'Mark reviewed',
  flagDecisionHint: 'Dismiss marks the message reviewed without telling anyone; warn, suspend and ban act on the sender.',
  appealFrom: 'Appeal',
  appealAgainst: 'Against',
  keepDecision: 'Keep the decision',
  liftDecision: 'Lift it',
  decisionLabel: 'Your decision',
  decisionReasonLabel: 'Reason (emailed to the member)',
  decidedBy: 'Decided by',
  suspendedFor: (days: number) => `Suspended for ${days} day${days === 1 ? '' : 's'}`,
  untilDate: (end: string) => `until ${end}`,
  lifted: 'Lifted',
  memberSince: 'Member since',
  refresh: 'Refresh',
  reasonRequired: 'Please write the reason: the member will read it.',
  reasonTooLong: 'Please keep the reason under 1000 characters.',
  daysRequired: 'Please enter how many days the suspension lasts (1 to 365).',
  daysRange: 'A suspension lasts from 1 to 365 days.',
  chooseAction: 'Please choose an action.',
  chooseDecision: 'Please choose whether to keep or lift the decision.',
  invalidId: 'This item was not found.',
  reportNotFound: 'This report was not found.',
  reportClosed: 'This report has already been decided.',
  noMemberToSanction: 'This concern names no member, so it can only be dismissed. Find the member in the dashboard if you need to act.',
  cannotSanctionAdmin: 'Admins cannot be warned, suspended or banned here. Remove their admin rights first.',
  cannotSanctionSelf: 'You cannot act on your own account.',
  photoNotFound: 'This photo was not found. It may already have been removed.',
  messageNotFound: 'This message was not found.',
  messageAlreadyRemoved: 'This message has already been removed.',
  flagNotFound: 'This flagged message was not found or has already been reviewed.',
  appealNotFound: 'This appeal was not found or has already been decided.',
  tooManyItems: 'Please mark at most 100 items at a time.',
  statusInvalid: 'The status must be open or closed.',
  loadFailed: 'Failed to load the moderation queue.',
  evidenceFailed: 'Failed to load the evidence.',
  actionFailed: 'Failed to save the decision. Please try again.',
  actionDone: {
    dismiss: 'Report dismissed.',
    warn: 'Warning sent.',
    suspend: 'Member suspended. Their sessions have ended.',
    ban: 'Member banned. Their sessions have ended.',
  },
  photoRemoved: 'Photo removed. The member has been emailed.',
  messageRemovedDone: 'Message removed. The sender has been emailed.',
  flagReviewed: 'Flag marked as reviewed.',
  feedReviewed: 'Marked as reviewed.',
  appealUpheld: 'The decision stands. The member has been emailed.',
  appealLifted: 'The sanction is lifted. The member can log in again.',
  emptyReports: 'No open reports. Well done.',
  emptyFlags: 'No flagged messages waiting.',
  emptyPhotos: 'No new photos to look at.',
  emptyTexts: 'No changed profile texts to look at.',
  emptyAppeals: 'No appeals waiting.',
  emptyClosed: 'No decided reports yet.',
  selectItem: 'Choose an item to see its evidence.',
  noDetails: 'No details given.',
  confirmAction: {
    dismiss: 'Dismiss these reports? The member is not told.',
    warn: 'Send this warning to the member by email?',
    suspend: 'Suspend this member? They are signed out at once and cannot log in until the end date.',
    ban: 'Ban this member for good? They are signed out at once and cannot log in again unless an appeal succeeds.',
  },
} as const;

/** Trust and safety for members (issue 12): blocking, reporting, scam warnings, limits that follow trust. */
export const MSG_SAFETY = {
  scamNotice: 'Keep conversations on Nikah Scholars until you trust this person. Never send money.',
  memberNotFound: 'We could not find that member.',
  blockSelf: 'You cannot block yourself.',
  blockByAdmin: 'Admins do not block members. Use the moderation tools instead.',
  reportSelf: 'You cannot report yourself.',
  reportByAdmin: 'Admins do not send reports. Use the moderation tools instead.',
  reportMessageNotFound: 'That message is not part of a conversation between you and this member.',
  reportPhotoNotFound: 'That photo is not one of this member’s photos.',
  reportReasonRequired: 'Please choose a reason for your report.',
  reportDetailsTooLong: (max: number) => `Please keep the details under ${max} characters.`,
  tooManyReports: (limit: number, wait: string) =>
    `You have sent ${limit} reports today, which is the most we allow in a day. If someone is putting you in danger, contact the police. You can report again ${wait}.`,
  youBlockedThem: 'You have blocked this member, so you cannot message them. You can unblock them from your profile page.',
  cannotMessage: 'You cannot message this member.',
  cannotRequestPhotos: 'You cannot ask this member for photos.',
  tooManyNewContactsReduced: (limit: number, wait: string) =>
    `You have started ${limit} new conversations or photo requests today. Because a report about you was upheld in the last 30 days, that is the most we allow in a day for now. You can reach out to someone new ${wait}.`,
  reasonLabels: {
    fake_profile: 'Fake profile',
    scam: 'Scam or asking for money',
    harassment: 'Harassment or bullying',
    inappropriate_message: 'Inappropriate message',
    inappropriate_photo: 'Inappropriate photo',
    underage: 'May be under 18',
    other: 'Something else',
  },
  reportMember: (name: string) => `Report ${name}`,
  reportMessage: 'Report this message',
  reportPhoto: (n: number) => `Report photo ${n}`,
  reportPhotoTitle: 'Report a photo',
  reportIntro: (name: string) => `Your report is private: we never tell ${name} who reported them.`,
  reasonLegend: 'What is the problem?',
  detailsLabel: 'Anything else we should know?',
  detailsHint: 'What happened, and when. This helps the moderator who reviews it.',
  alsoBlock: 'Also block this member',
  alsoBlockHint: 'Neither of you will be able to find, view or message the other.',
  sendReport: 'Send report',
  sendingReport: 'Sending...',
  reportFailed: 'Failed to send your report. Please try again.',
  thanksTitle: 'Thank you for telling us',
  thanksText: (name: string) =>
    `A moderator will review your report, usually within 24 hours, and act on it if it breaks our rules. We never tell ${name} who reported them.`,
  thanksBlocked: (name: string) => `You have also blocked ${name}, so you will not see each other any more.`,
  thanksDanger: 'If you ever feel in danger, call 999.',
  close: 'Close',
  cancel: 'Cancel',
  report: 'Report',
  block: 'Block',
  blockTitle: (name: string) => `Block ${name}?`,
  blockEffects: [
    'Neither of you will appear in the other’s Find Matches or be able to open the other’s profile.',
    'Neither of you can message the other, and the conversation leaves your chats.',
    'Photo sharing between you ends, and pending photo requests are cancelled.',
    'They are not told. You can unblock them at any time from your profile page.',
  ],
  blocking: 'Blocking...',
  blocked: (name: string) => `You have blocked ${name}.`,
  blockFailed: 'Failed to block this member. Please try again.',
  blockedTitle: 'Blocked members',
  blockedIntro: 'You and the members you block cannot find, view or message each other.',
  blockedEmpty: 'You have not blocked anyone.',
  blockedOn: (date: string) => `Blocked on ${date}`,
  unblock: 'Unblock',
  unblockLabel: (name: string) => `Unblock ${name}`,
  unblocked: (name: string) => `You have unblocked ${name}. You can find and message each other again.`,
  unblockFailed: 'Failed to unblock this member. Please try again.',
  blockedLoadFailed: 'Failed to load your blocked members.',
  blockedLoading: 'Loading your blocked members...',
  thisMember: 'this member',
  reportMemberLabel: (name: string) => `Report ${name}`,
  blockMemberLabel: (name: string) => `Block ${name}`,
} as const;

/** Missed-message email (issue 11) and its preference on the profile. */
export const MSG_MISSED = {
  emailSubject: (count: number) => (count === 1 ? 'You have a new message on Nikah Scholars' : `You have ${count} new messages on Nikah Scholars`),
  emailGreeting: (firstName: string) => `Assalamu alaikum ${firstName},`,
  emailWhat: (senders: string, count: number) =>
    `While you were away, ${senders} sent you ${count === 1 ? 'a new message' : `${count} new messages`} on Nikah Scholars.`,
  emailRead: (url: string) => `Read and reply in your chats: ${url}`,
  emailPrivacy: 'We never put the words of a message in an email, so your conversations stay between you.',
  emailOptOut: (url: string) =>
    `We send this email at most once every 6 hours. To stop it, untick "Email me about messages I miss" on your profile: ${url}`,
  emailSignOff: 'With warm regards,\nThe Nikah Scholars team',
  /** "Aisha", "Aisha and Yusuf", "Aisha, Maryam and Yusuf", "Aisha, Maryam, Yusuf and 2 others". */
  senders: (names: readonly string[]) => {
    if (names.length <= 1) return names[0] ?? 'A member';
    if (names.length <= 3) return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
    const others = names.length - 3;
    return `${names.slice(0, 3).join(', ')} and ${others} ${others === 1 ? 'other' : 'others'}`;
  },
  preferenceLabel: 'Email me about messages I miss',
  preferenceHint:
    'When messages wait for you while you are away from Nikah Scholars, we email you who wrote and how many, never what they said. At most one email every 6 hours.',
} as const;

/** Public pages (issue 12): the links to them and the /contact form. The pages' long copy lives in their components. */
export const MSG_PAGES = {
  terms: 'Terms of use',
  privacy: 'Privacy',
  safety: 'Safety',
  contact: 'Report a concern',
  footerHeading: 'Trust and safety',
  memberFooterLabel: 'About Nikah Scholars',
  termsStepLinks: 'Read the full terms of use, our privacy notice and our safety guide.',
  contactEmail: 'Your email address',
  contactEmailHint: 'We use it only to reply to you about this concern.',
  contactMember: 'Who is it about?',
  contactMemberHint: 'The member’s name as shown on Nikah Scholars, or a link to their profile. Leave it empty if it is not about one member.',
  contactReason: 'What is the concern?',
  contactReasonPlaceholder: 'Choose a reason',
  contactDetails: 'What happened?',
  contactDetailsHint: 'Dates, what was said and anything else that helps us look into it. Please do not include passwords.',
  contactSend: 'Send to the moderators',
  contactSending: 'Sending...',
  contactEmailRequired: 'Please enter your email address so we can reply.',
  contactEmailInvalid: 'Please enter a valid email address, such as name@example.com.',
  contactReasonRequired: 'Please choose what the concern is about.',
  contactDetailsRequired: 'Please tell us what happened, in a sentence or more.',
  contactDetailsTooShort: 'Please tell us a little more: at least 20 characters.',
  contactFailed: 'We could not send your concern. Please try again.',
  tooManyConcerns: (wait: string) => `You have sent several concerns from this connection. Please try again ${wait}, or write to us by email if it is urgent.`,
  thanksTitle: 'Thank you. Your concern has reached our moderators.',
  thanksNext: [
    'A moderator reads every concern, usually within one working day, and sooner for anything about a child’s safety or a threat.',
    'If a member broke our rules, we warn, suspend or ban them and remove what they posted. We never tell them who raised the concern.',
    'We write to the email address you gave only if we need more details from you. We cannot always tell you what action we took, to protect everyone’s privacy.',
  ],
  thanksUrgent: 'If someone is in immediate danger, call 999 (or your local emergency number) first.',
  thanksAnother: 'Report another concern',
  reasons: {
    fake_profile: 'A fake profile or someone pretending to be someone else',
    scam: 'A scam, or asking for money',
    harassment: 'Harassment, threats or pressure',
    inappropriate_message: 'An inappropriate message',
    inappropriate_photo: 'An inappropriate photo',
    underage: 'Someone who may be under 18',
    other: 'Something else',
  },
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

/** The guardian (wali) circle: her profile's Guardian section, the guardian's page, consent and the chat notice. */
export const MSG_GUARDIAN = {
  sectionTitle: 'Guardian',
  sectionIntro: 'Your guardian is emailed when you register and whenever you receive a match request. Here is what they have answered and every email we have sent them.',
  statusLabel: {
    pending: 'Waiting for your guardian to confirm',
    confirmed: 'Confirmed by your guardian',
    declined: 'Declined: this person says they are not your guardian',
    unsubscribed: 'Stopped: your guardian asked for no more emails',
  },
  statusShort: { pending: 'Pending', confirmed: 'Confirmed', declined: 'Declined', unsubscribed: 'Unsubscribed' },
  nameAnother: 'We no longer email this address. Please edit your profile (My Profile) and name another guardian.',
  chaperoneTitle: 'What your guardian receives',
  chaperoneLegend: 'Chaperone mode',
  chaperoneOptions: {
    alerts: { label: 'Alerts only', hint: 'Your guardian is emailed when you register and each time a member asks to see your photos or starts a conversation with you.' },
    summary: {
      label: 'Weekly summary',
      hint: 'Alerts, plus once a week the list of your active conversations (first name, age, university, status and number of messages) without any message text.',
    },
    copies: { label: 'Weekly copies', hint: 'The weekly summary plus the text of that week’s messages in each conversation; the members you talk to are told before they write.' },
  },
  chaperoneWomenOnly: 'Only women name a guardian, so this choice is theirs.',
  chaperoneConfirmedOnly: 'Weekly emails go only to a guardian who has confirmed.',
  chaperoneSave: 'Save choice',
  chaperoneSaved: 'Your choice is saved.',
  chaperoneFailed: 'Failed to save your choice. Please try again.',
  logTitle: 'Emails sent to your guardian',
  logEmpty: 'No emails have been sent to your guardian yet.',
  logColumns: { date: 'Date', kind: 'Email', to: 'Sent to', state: 'Delivery' },
  logKinds: {
    guardian_registration: 'You named them as guardian',
    guardian_reminder: 'Reminder to confirm',
    guardian_photo_request: 'Photo request alert',
    guardian_new_conversation: 'New conversation alert',
    guardian_replaced: 'Told they were replaced',
    guardian_weekly_summary: 'Weekly summary',
    guardian_weekly_copies: 'Weekly copies',
  } as Record<string, string>,
  logOtherKind: 'Guardian email',
  logStates: { sent: 'Delivered', pending: 'Pending', failed: 'Not sent' },
  loadFailed: 'Failed to load your guardian details.',
  // The guardian's own page (/guardian/{token}).
  pageTitle: 'Guardian confirmation',
  pageIntro: (ward: string) => `${ward} named this email address as her guardian (wali) on Nikah Scholars, a matchmaking service for Muslim university students and graduates.`,
  pageTold:
    'As her guardian you are emailed when another member asks to see her photos or starts a conversation with her (their first name, age, university and status). You are never sent her photos, and never the text of her messages unless she chooses weekly copies.',
  pageStatus: {
    pending: 'You have not answered yet.',
    confirmed: 'You have confirmed that you are her guardian.',
    declined: 'You have said that you are not her guardian. We will not email you about her again.',
    unsubscribed: 'You asked us to stop. We will not send any more email to this address.',
    replaced: 'She has named another guardian since. You can still stop all emails to this address.',
  },
  confirm: 'I am her guardian',
  confirmHint: 'Keep receiving her alerts, and any weekly emails she chooses.',
  decline: 'I am not her guardian',
  declineHint: 'We tell her, and email you nothing more about her.',
  unsubscribe: 'Stop all emails',
  unsubscribeHint: 'Nothing more is sent to this address, from anyone on Nikah Scholars. We tell her so she can name someone else.',
  done: {
    confirm: 'Thank you. You are confirmed as her guardian.',
    decline: 'Thank you. We have told her, and will not email you about her again.',
    unsubscribe: 'Done. We will not send any more email to this address.',
  },
  linkInvalid: 'This link is not valid. Please use the newest link from our emails.',
  linkReplaced: 'She has named another guardian since, so this link can only stop emails.',
  respondFailed: 'Something went wrong. Please try again.',
  tooManyResponses: (wait: string) => `Too many attempts from this connection. Please try again ${wait}.`,
  loading: 'Loading...',
  // Signup consent (terms step) for women.
  consentTitle: 'What we email your guardian',
  consentPoints: [
    'When you register, your guardian is emailed that you joined Nikah Scholars, and can confirm they are your guardian or stop our emails.',
    'Each time a member asks to see your photos or starts a conversation with you, your guardian is told that member’s first name, age, university and status.',
    'Your guardian is never sent your photos, and never your messages unless you later choose weekly copies on your profile (the members you talk to are then told).',
  ],
  // The chat header, for the member talking to her.
  noticeCopies: 'Her guardian receives weekly copies of this conversation.',
  noticeSummary: 'Her guardian receives a weekly summary of this conversation (names and number of messages, no text).',
} as const;

/** Notices of what happens while the member is elsewhere in the app: toasts and menu badges. */
export const MSG_NOTIFY = {
  newMessageFrom: (firstName: string) => `New message from ${firstName}`,
  newMessage: 'You have a new message',
  photoRequestFrom: (firstName: string) => `${firstName} asked to see your photos`,
  photoRequestAccepted: (firstName: string) => `${firstName} accepted your photo request`,
  photoRequestDeclined: (firstName: string) => `${firstName} declined your photo request`,
  unreadMessages: (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`),
  pendingPhotoRequests: (count: number) => (count === 1 ? '1 photo request waiting' : `${count} photo requests waiting`),
  menuWithNotices: (count: number) => `Open menu, ${count === 1 ? '1 new notice' : `${count} new notices`}`,
} as const;

/** Operations endpoints and outages: what a caller is told when the node cannot serve. */
export const MSG_OPS = {
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  metricsToken: 'A valid metrics token is required.',
  metricsDisabled: 'Metrics are not enabled on this server.',
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
  deleting: 'Deleting your account…',
  passwordRequired: 'Please enter your password to confirm.',
  passwordWrong: 'That password is not correct. Your account has not been deleted.',
  adminSelfRefused: 'Admins cannot delete their own account here. Ask another admin to remove your admin rights first.',
  deleted: 'Your account has been deleted. Thank you for being part of Nikah Scholars.',
  failed: 'Your account could not be deleted. Please try again.',
  // Admin
  adminAction: 'Delete account',
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

/** Security round two (issue 19): set-password links, the login slowdown and the admin's second factor. */
export const MSG_SEC_AUTH = {
  tooManySetPasswordAttempts: (wait: string) => `Too many tries with password links from your connection. Please try again ${wait}.`,
  mfaTooManyAttempts: (wait: string) => `Too many wrong codes. For your safety, please wait and try again ${wait}.`,
} as const;

/** The chat's states and labels from issue 20 (a conversation that closed, staff, suspension, report quotes). */
export const MSG_CHAT_UX = {
  staffName: 'Nikah Scholars team',
  staffNote: 'Messages from the Nikah Scholars team about your account. You can reply here.',
  blocked: 'You can no longer message this member.',
  blockedPreview: 'You can no longer message this member',
  left: 'This member has left Nikah Scholars. Their messages have been deleted.',
  leftPreview: 'This member has left',
  newChat: 'New conversation',
  moreActions: (name: string) => `More actions for the message from ${name}`,
  moreActionsShort: 'More actions',
  flaggedMark: 'Read the safety notice above',
  reportedMessage: 'The message you are reporting',
  suspendedSignedOut: (until: string) =>
    `You have been signed out because your account is suspended until ${until}. Log in to read why, and to appeal if you think it is wrong.`,
  suspendedSignedOutOpen: 'You have been signed out because your account is suspended. Log in to read why, and to appeal if you think it is wrong.',
  bannedSignedOut: 'You have been signed out because your account has been closed by our moderators. Log in to read why, and to appeal if you think it is wrong.',
} as const;

/** Who may contact whom, names that reach guardians' inboxes, and guardian links (security round two). */
export const MSG_CONTACT_SAFETY = {
  nameHasLink: 'Please write your name without web addresses or email addresses.',
  nameOnOneLine: 'Please write your name on one line.',
  universityHasLink: 'Please write the name of your university without web addresses or email addresses.',
  universityOnOneLine: 'Please write the name of your university on one line.',
  guardianChangesPerDay: (wait: string) => `You can change your guardian’s details 3 times a day, to protect the people you name from unwanted email. Please try again ${wait}.`,
  // The guardian's page.
  stopForHer: (ward: string) => `Stop emails about ${ward}`,
  stopForHerHint: 'We send you nothing more about her, and tell her so she can name someone else. Emails about anyone else are not affected.',
  stopForHerDone: 'Done. We will not email you about her again.',
  stoppedForHer: 'You asked us to stop emailing you about her. You can still stop every email to this address.',
  alreadyAnswered: {
    confirmed: 'You have already confirmed that you are her guardian, so this answer cannot be changed here. If it was a mistake, please write to us.',
    declined: 'You have already said that you are not her guardian, so this answer cannot be changed here. If it was a mistake, please write to us.',
  },
  answerExpired:
    'This link can no longer be used to confirm or decline: such links work for 14 days, so that an old email cannot be used by someone else. You can still stop emails. If she still names you, ask her to send you a fresh invitation from her profile (by saving your details again), or write to us.',
  linkExpired: 'This link has expired: links in our emails work for 90 days. Please use the link in a newer email from us, or write to us.',
} as const;

/** The member area's shell (issue 20): tab bar, My profile and Settings, login greeting, labels. */
export const MSG_SHELL = {
  tabBarLabel: 'Main',
  tabMatches: 'Matches',
  settings: 'Settings',
  settingsDescription: 'Your guardian, membership, privacy, security and account, each in its own section.',
  settingsNavLabel: 'Settings sections',
  settingsSections: { guardian: 'Guardian', membership: 'Membership', privacy: 'Privacy', security: 'Security', account: 'Account' },
  profileDescription: 'This is how other members see your profile. Press Edit to change your details.',
  previewTitle: 'How other members see you',
  previewPhotosHint: 'Your photos are shown only to members you allow to see them.',
  previewNoPhoto: 'No photo yet',
  addPhotos: 'Add photos',
  notWrittenYet: 'Not written yet',
  detailsTitle: 'Your details',
  settingsLink: 'Settings',
  settingsLinkHint: 'Guardian, membership, password and account are in Settings.',
  emailsTitle: 'Emails',
  emailsSave: 'Save email choice',
  emailsSaved: 'Your email choice is saved.',
  // Login: the heading fits who is there.
  loginFirstTitle: 'Log in',
  loginFirstSubtitle: 'Log in to start your search.',
  loginReturningTitle: 'Welcome back',
  loginReturningSubtitle: 'Log in to continue your search.',
  loginSanctionedTitle: 'About your account',
  loginSanctionedSubtitle: 'Please read this before you go on.',
  // Moderation: the audit log's codes, said in words.
  auditActions: {
    'moderation.dismiss': 'Report dismissed',
    'moderation.warn': 'Warned',
    'moderation.suspend': 'Suspended',
    'moderation.ban': 'Banned',
    'moderation.appeal.submit': 'Appeal sent',
    'moderation.appeal.lift': 'Lifted on appeal',
    'moderation.appeal.uphold': 'Upheld on appeal',
    'moderation.feed.reviewed': 'Photos and texts reviewed',
    'moderation.flag.review': 'Flagged message reviewed',
    'moderation.message.remove': 'Message removed',
    'moderation.photo.remove': 'Photo removed',
  } as Record<string, string>,
  auditActionOther: 'Moderation action',
  // Guardian: what an address receives before it confirms (the spec emails it on every match request).
  beforeConfirmTitle: 'Before your guardian confirms',
  beforeConfirm:
    'Until your guardian confirms, the address you named receives the email asking them to confirm, one reminder three days later, and an alert each time a member asks to see your photos or starts a conversation with you (that member’s first name, age, university and status). Weekly summaries and copies start only once they confirm.',
} as const;

/** What every email shares: the greetings, the sign-offs and the line under the card (issue 22). */
export const MSG_EMAIL = {
  greeting: (firstName?: string) => (firstName === undefined ? 'Assalamu alaikum,' : `Assalamu alaikum ${firstName},`),
  signOff: 'With respect,\nThe Nikah Scholars team',
  signOffModeration: 'With respect,\nThe Nikah Scholars moderation team',
  footer: 'Nikah Scholars · a matchmaking service for Muslim university students and graduates',
} as const;

/**
 * A guardian's (wali's) emails. What a member wrote (names, university) comes in already quoted
 * as theirs (mail/templates/member-words.ts), never woven into these sentences unquoted.
 */
export const MSG_EMAIL_GUARDIAN = {
  aboutHeading: 'About Nikah Scholars',
  about: (appUrl: string) =>
    `Nikah Scholars (${appUrl}) is a matchmaking service for Muslim university students and graduates. Women name a guardian (wali), who is kept informed by email.`,
  stopAll: 'To stop every email from us to this address, open this page and choose "Stop all emails". Nothing more will be sent here, and she will be told so she can name someone else.',
  stopAllLink: 'Stop all emails',
  questions: (supportEmail: string) => `Questions or concerns: ${supportEmail}.`,
  // What a guardian is told from now on, for the mode she chose (guardian-told.ts picks).
  toldAlerts:
    'You are told when another member asks to see her photos or starts a conversation with her: that member’s first name, age, university and whether they are a student or a graduate.',
  toldSummary: (when: string) =>
    `She has also chosen a weekly summary of her active conversations (the other member’s first name, age, university, status and number of messages), ${when}. We never send you the content of her messages or any photos.`,
  toldSummaryWhen: (confirmed: boolean) => (confirmed ? 'sent to you once a week' : 'sent once you confirm'),
  toldCopies: (when: string) =>
    `She has also chosen weekly copies: ${when}, a summary of her active conversations with that week’s messages, which the members she talks to are told about before they write. We never send you any photos.`,
  toldCopiesWhen: (confirmed: boolean) => (confirmed ? 'once a week' : 'once you confirm'),
  toldNever: 'We never send you the content of her messages or any photos.',
  // The invitation to confirm, and its one reminder.
  invitationWhy: {
    registration: 'A member has registered on Nikah Scholars, a matchmaking service for Muslim university students and graduates, and has named this email address as her guardian (wali).',
    new_guardian:
      'A member of Nikah Scholars, a matchmaking service for Muslim university students and graduates, has named this email address as her new guardian (wali), in place of the guardian she named before.',
    phone_changed:
      'A member of Nikah Scholars, a matchmaking service for Muslim university students and graduates, has changed her guardian’s phone number, and still names this email address as her guardian (wali). We ask you to confirm again.',
    reminder:
      'Three days ago a member of Nikah Scholars, a matchmaking service for Muslim university students and graduates, named this email address as her guardian (wali). We have not heard from you yet; this is our only reminder.',
  },
  invitationWho: (name: string, university: string, age: number, status: string) =>
    `She wrote her name as ${name} and her university as ${university}. She is ${age} and a ${status}.`,
  invitationAsk: 'Please tell us whether you are her guardian. If you do not know her, choose "I am not her guardian" and we will tell her.',
  confirmLink: 'Confirm or decline',
  invitationSubject: (name: string) => `${name} has named you as her guardian on Nikah Scholars`,
  reminderSubject: (name: string) => `Reminder: ${name} has named you as her guardian on Nikah Scholars`,
  // A match request she received.
  whyGuardian: (firstName: string) => `You are receiving this as the guardian (wali) of a member of Nikah Scholars who wrote her first name as ${firstName}.`,
  requestWhat: {
    photo_request: 'Another member has asked to see her photos. Her photos stay private unless she accepts.',
    new_conversation: 'Another member has started a conversation with her.',
  },
  requesterWho: (name: string, university: string, age: number, status: string) =>
    `That member wrote their first name as ${name} and their university as ${university}. They are ${age} and a ${status}.`,
  notYetConfirmed: 'You have not yet told us whether you are her guardian. If you are not, choose "I am not her guardian" and we will tell her.',
  requestSubject: {
    photo_request: (name: string) => `${name} has received a photo request on Nikah Scholars`,
    new_conversation: (name: string) => `${name} has received a new message request on Nikah Scholars`,
  },
  // No longer her guardian.
  replacedWhy: (firstName: string) =>
    `A member of Nikah Scholars who wrote her first name as ${firstName} had named this email address as her guardian (wali). Her profile now names a different guardian, so this address will receive no more emails about her.`,
  replacedNotHer: 'If you believe this change was not made by her, please write to us.',
  replacedSubject: (name: string) => `You are no longer named as ${name}'s guardian on Nikah Scholars`,
  // The weekly summary or copies; every time in it is UK time.
  whyConfirmed: (firstName: string) =>
    `You are receiving this as the confirmed guardian (wali) of a member of Nikah Scholars who wrote her first name as ${firstName}.`,
  digestIntroCopies: (period: string) =>
    `She chose to send you a weekly summary with copies of her messages. Here is her week, ${period}. Names, universities and messages are quoted as the members wrote them, and times are UK time.`,
  digestIntroSummary: (period: string) =>
    `She chose to send you a weekly summary of her conversations, without their text. Here is her week, ${period}. Names and universities are quoted as the members wrote them.`,
  digestPeriod: (from: string, to: string) => `from ${from} to ${to} (UK time)`,
  digestConversation: (name: string, age: number, status: string, university: string) => `${name} (${age}, ${status}, university ${university})`,
  digestCount: (count: number) => `${count} ${count === 1 ? 'message' : 'messages'} this week.`,
  digestSubject: (name: string, count: number, weekStart: string) =>
    `${name}'s week on Nikah Scholars: ${count} ${count === 1 ? 'conversation' : 'conversations'} (${weekStart})`,
  // Fallbacks where her name cannot stand in a subject line (member-words.ts `subjectName`).
  subjectShe: 'She',
  subjectHer: 'Her',
  subjectAMember: 'A member',
  subjectAMemberLower: 'a member',
} as const;

/** A member's own emails: her guardian's answer, password links and moderators' decisions. */
export const MSG_EMAIL_MEMBER = {
  guardianDeclined: (guardianEmail: string) =>
    `The person at ${guardianEmail}, whom you named as your guardian (wali), told us that they are not your guardian.`,
  guardianUnsubscribed: (guardianEmail: string) =>
    `Your guardian (wali) at ${guardianEmail} asked us to stop emailing them, so we will send nothing more to that address.`,
  nameAnother: (url: string) => `Please name another guardian on your profile: ${url}`,
  anyQuestion: (supportEmail: string) => `If you have any question, write to us at ${supportEmail}.`,
  guardianDeclinedSubject: 'Your guardian declined on Nikah Scholars',
  guardianUnsubscribedSubject: 'Your guardian stopped our emails on Nikah Scholars',
  // Choosing a password: after an admin made the account, or on request.
  passwordWelcome:
    'An account has been created for you on Nikah Scholars, the matchmaking service for Muslim university students and graduates. Choose your password with this link to sign in:',
  passwordReset: 'We received a request to set a new password for your Nikah Scholars account. Choose a new password with this link:',
  passwordLinkLife: (duration: string) => `The link works once and expires in ${duration}. Setting a password signs you out everywhere else.`,
  passwordResetIgnore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  passwordWelcomeUnexpected: (supportEmail: string) => `If you did not expect this, please tell us at ${supportEmail}.`,
  passwordWelcomeSubject: 'Welcome to Nikah Scholars: choose your password',
  passwordResetSubject: 'Set a new password for Nikah Scholars',
  duration: (n: number, unit: 'hour' | 'minute') => `${n} ${unit}${n === 1 ? '' : 's'}`,
  // Moderation: the reason is the moderator's own words, quoted.
  moderatorReason: (reason: string) => `Our moderator's reason:\n"${reason}"`,
  warnSubject: 'A warning about your Nikah Scholars account',
  warn: 'Our moderators have looked at a concern about your account and are sending you a warning. Your account stays open and nothing else changes.',
  warnKeep: (safetyUrl: string) => `Please keep to our community guidelines (${safetyUrl}). If it happens again, we may suspend or close your account.`,
  suspendSubject: (end: string) => `Your Nikah Scholars account is suspended until ${end}`,
  suspend: (end: string) =>
    `Our moderators have suspended your account until ${end}. You have been signed out, and you cannot log in or be found by other members until then. After that date your account opens again by itself.`,
  banSubject: 'Your Nikah Scholars account has been closed',
  ban: 'Our moderators have closed your account. You have been signed out and cannot log in again, and other members can no longer find you.',
  appealOnce: (loginUrl: string) => `If you think this is wrong, you can appeal once: try to log in at ${loginUrl} and the page will show you the appeal form.`,
  photoRemovedSubject: 'We removed one of your photos',
  photoRemoved: 'Our moderators have removed one of the photos on your Nikah Scholars profile. Your account and your other photos are unaffected.',
  photoGuidelines: (safetyUrl: string) => `Please make sure new photos follow our guidelines (${safetyUrl}).`,
  messageRemovedSubject: 'We removed one of your messages',
  messageRemoved: 'Our moderators have removed a message you sent on Nikah Scholars. In the conversation it now reads "Removed by moderators".',
  messageGuidelines: (safetyUrl: string) => `Please keep your messages respectful and within our guidelines (${safetyUrl}).`,
  appealLiftedSubject: 'Your appeal was successful',
  appealLifted: (loginUrl: string) => `A moderator has read your appeal and lifted the decision on your account. You can log in again now: ${loginUrl}`,
  appealUpheldSubject: 'The outcome of your appeal',
  appealUpheld: 'A moderator has read your appeal carefully and decided that the decision on your account stands.',
  appealUpheldOnce: (supportEmail: string) => `This was your one appeal for this decision. If something new has come to light, write to ${supportEmail}.`,
} as const;
