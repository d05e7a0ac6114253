/** Admin screens: access, profiles, the email outbox and the audit log. */
export const MSG_ADMIN = {
  // SPEC.md sections 5 and 8, word for word.
  adminFillRequired: 'Please fill in all required fields.',
  adminGuardianRequired: 'Female profiles require guardian email and phone number.',
  adminStudentAndGraduate: 'A user cannot be both a student and a graduate.',
  adminStudentOrGraduate: 'Please specify if the user is a student or a graduate.',
  accessDenied: 'Access denied. You must be an admin to view this page.',
  // Ours: what the spec leaves open.
  adminEditFillRequired: 'Please fill in all required fields in the edit form.',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin rights.',
  cannotSuspendSelf: 'You cannot suspend your own account.',
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
} as const;
