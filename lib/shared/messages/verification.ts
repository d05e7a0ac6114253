/** Verified members: the university badge (a university email) and the photo badge (a selfie a moderator checked). */
export const MSG_VERIFICATION = {
  // The university email.
  notAcademic: 'Please use your university email address (for example name@leeds.ac.uk).',
  emailRequired: 'Please enter your university email address.',
  emailInvalid: 'Please enter a valid email address, such as name@leeds.ac.uk.',
  emailTaken: 'This university email address has already verified another account. If it is yours, please write to us.',
  tooManyEmailRequests: (max: number, wait: string) => `You can ask for ${max} verification emails a day. Please try again ${wait}.`,
  linkInvalid: 'This verification link is not valid. Please check that you opened the whole link from your most recent email, or ask for a new one in Settings.',
  linkExpired: 'This verification link has expired: links work for 48 hours. Please ask for a new one in Settings.',
  linkUsed: 'This verification link has already been used. Each link works once.',
  // The selfie.
  poseRequired: 'Please take the selfie in the pose we asked for.',
  poseUnknown: 'This pose is not one we ask for. Please start again to get a new one.',
  poseNotOffered: 'Please take your selfie in the pose we showed you. If it has been more than half an hour, ask for a new pose first.',
  selfieSelect: 'Please choose your selfie to upload.',
  selfieNeedsPhoto: 'Please add at least one profile photo first: our moderators compare your selfie with your photos.',
  selfiePending: 'Your selfie is already waiting for a moderator. We will email you once it has been checked.',
  selfieAlreadyVerified: 'Your photos are already verified.',
  tooManySelfies: (max: number, wait: string) => `You can send ${max} selfies a day. Please try again ${wait}.`,
  selfieLinkInvalid: 'This selfie link is invalid or has expired.',
  // Moderators' decisions.
  verificationNotFound: 'Verification not found.',
  statusParam: 'status must be pending, approved or rejected.',
  alreadyDecided: 'This selfie has already been decided by a moderator.',
  reasonRequired: 'Please give the member a reason for refusing, so she knows what to change.',
  reasonTooLong: 'Please keep the reason under 500 characters.',
  memberHasNoPhotos: 'This member has no profile photos any more, so there is nothing to compare the selfie with. Please refuse it with a reason.',
  womenReviewersOnly: "Women's selfies are reviewed by the admins marked for them.",
  reviewerNotAdmin: 'Only admins can review verifications.',
} as const;

/** The poses a selfie is taken in: one is chosen at random for each attempt (ids are never reused). */
export const MSG_SELFIE_POSES = {
  'right-hand-cheek': 'Raise your right hand to your cheek',
  'left-thumb-up': 'Give a thumbs-up with your left hand beside your face',
  'right-peace-sign': 'Show two fingers with your right hand beside your face',
  'left-hand-forehead': 'Put your left hand flat on your forehead',
  'right-hand-chin': 'Rest your chin on your right fist',
  'left-three-fingers': 'Hold up three fingers with your left hand beside your face',
  'both-hands-wave': 'Raise both open hands beside your face',
} as const;

export type PoseId = keyof typeof MSG_SELFIE_POSES;
export const POSE_IDS = Object.keys(MSG_SELFIE_POSES) as PoseId[];

/** The Verification section of Settings, the badges and the /verify page. */
export const MSG_VERIFICATION_UI = {
  loading: 'Loading your badges…',
  intro: 'Badges tell other members that you are who your profile says. Both are free and optional. Other members never see your university email or your selfie.',
  universityTitle: 'University badge',
  universityHow:
    'Enter your university email address (a current or alumni one). We email it a link; open it and press Confirm. Members then see a university badge on your profile.',
  universityVerified: (institution: string | null) => (institution ? `Verified at ${institution}` : 'University email verified'),
  universityPending: 'We have emailed you a link. Open it within 48 hours and press Confirm. No email? Check your junk folder, or send it again.',
  universityEmailLabel: 'University email address',
  universityEmailHint: 'We only use it to send the link, and never show it to anyone.',
  universitySend: 'Send the link',
  universitySendAgain: 'Send a new link',
  universitySending: 'Sending…',
  universitySent: (email: string) => `We have sent a link to ${email}. It works for 48 hours, and any link we sent you before no longer does.`,
  photoTitle: 'Photo badge',
  photoHow:
    'Take a selfie in the pose we show you and upload it. A moderator compares it with your profile photos, then deletes it. Members then see a photo badge on your profile.',
  photoNeedsPhoto: 'Add at least one profile photo first: the moderator compares your selfie with it.',
  photoAddPhotos: 'Add photos',
  photoVerified: 'Your photos are verified.',
  photoPending: 'Your selfie is waiting for a moderator. We will email you once it has been checked, usually within a day.',
  photoRejected: 'A moderator could not verify your selfie.',
  photoRejectedReason: (reason: string) => `Their reason: ${reason}`,
  photoTryAgain: 'Try again',
  photoStart: 'Take my selfie',
  poseHeading: 'Your pose',
  poseHelp: 'Face the camera in good light, with your face fully visible, and copy this pose:',
  poseLoading: 'Choosing a pose…',
  poseOther: 'Show me another pose',
  selfieLabel: 'Your selfie',
  selfieHint: 'A photo taken now with your phone or webcam. Only our moderators see it, and it is deleted once checked (30 days at most).',
  selfieUpload: 'Send my selfie',
  selfieUploading: 'Sending…',
  selfieSent: 'Thank you. Your selfie is waiting for a moderator.',
  cancel: 'Cancel',
  statusLabel: 'Status',
  // Badges, wherever a member is shown.
  badgeUniversity: 'University verified',
  badgePhoto: 'Photo verified',
  badgeUniversityShort: 'University',
  badgePhotoShort: 'Photo',
  filterVerified: 'University verified only',
  // The /verify/university/{token} page.
  pageTitle: 'Confirm your university email',
  pageIntro: 'Press the button to confirm that this university email address is yours. Your profile then shows the university badge.',
  pageConfirm: 'Confirm my university email',
  pageConfirming: 'Confirming…',
  pageDone: 'Your university email is confirmed.',
  pageDoneInstitution: (institution: string) => `Your profile now shows: Verified at ${institution}.`,
  pageDoneNoInstitution: 'Your profile now shows the university badge.',
  pageToSettings: 'Back to Settings',
  pageToLogin: 'Log in',
} as const;

/** The moderators' Verifications section in /admin/moderation. */
export const MSG_VERIFICATION_ADMIN = {
  title: 'Verifications',
  intro: 'Compare the selfie with the pose asked for and with the member’s photos. Approve only when it is clearly the same person, in that pose.',
  empty: 'No selfies are waiting.',
  selfie: 'Selfie',
  selfieAlt: (name: string) => `Selfie sent by ${name}`,
  selfieGone: 'The selfie has been deleted.',
  poseAsked: 'Pose asked for',
  theirPhotos: 'Profile photos',
  photoAlt: (name: string, n: number) => `Profile photo ${n} of ${name}`,
  noPhotos: 'No profile photos.',
  sent: (when: string) => `Sent ${when}`,
  approve: 'Approve',
  refuse: 'Refuse',
  refuseReason: 'Reason for refusing (emailed to the member)',
  refuseReasonHint: 'Say what to change, for example: "Your face is hidden by your hand. Please try again with your face fully visible."',
  confirmRefuse: 'Refuse with this reason',
  deciding: 'Saving…',
  approved: 'Approved: the member has her photo badge and has been emailed.',
  refused: 'Refused: the member has been emailed the reason.',
  womenHeading: "Who reviews women's selfies",
  womenHelp:
    "Tick the admins who review women's selfies. While at least one admin is ticked, women's selfies go to them only; with none ticked, every admin sees every selfie.",
  womenNone: "No admin is marked: every admin sees women's selfies.",
  womenToggle: (name: string) => `${name} reviews women's verifications`,
  womenRouted: "Women's selfies are shown only to the admins marked to review them.",
  forWomenReviewers: "Women's selfie",
  saved: 'Saved.',
} as const;
