/** Password rules, strength and changing it. */
export const MSG_PASSWORD = {
  // SPEC.md sections 5 and 8, word for word.
  passwordsMismatch: 'Passwords do not match.',
  // Ours: what the spec leaves open.
  passwordTooShort: 'Password must be at least 8 characters.',
  passwordTooLong: 'Password must be at most 128 characters.',
  tooManyPasswordAttempts: 'Too many wrong passwords. Please wait a few minutes and try again.',
  currentPasswordWrong: 'Your current password is not correct. Your password has not been changed.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  changePasswordTitle: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePasswordHint: 'You stay signed in here; every other device where you are signed in is signed out.',
  changePasswordFailed: 'Failed to change your password.',
  passwordTooWeak: 'This password is too easy to guess.',
  passwordTooWeakHint: 'Try a longer phrase of a few unrelated words.',
  passwordStrongEnough: 'Good: this password is hard to guess.',
  // On its screens.
  staySignedIn: 'Stay signed in',
} as const;

/**
 * Password feedback, in the shape zxcvbn-ts expects. Ours rather than
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
