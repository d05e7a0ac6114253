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
