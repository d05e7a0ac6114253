/** What every email shares: the greetings, the sign-offs and the line under the card. */
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

/** Verified members' emails: the university link, and a moderator's answer to a selfie. */
export const MSG_EMAIL_VERIFICATION = {
  universitySubject: 'Confirm your university email for Nikah Scholars',
  universityAsk: 'You asked to verify this university email address for your Nikah Scholars profile. Open this link and press "Confirm" to get your university badge:',
  universityLife: 'The link works once and expires in 48 hours. Opening it changes nothing until you press the button.',
  universityIgnore: 'If you did not ask for this, you can ignore this email: nothing changes.',
  selfieApprovedSubject: 'Your photos are verified on Nikah Scholars',
  selfieApproved: 'A moderator has compared your selfie with your profile photos, and your profile now shows the photo badge. Thank you for helping keep Nikah Scholars honest.',
  selfieDeleted: 'Your selfie has been deleted: only the decision is kept.',
  selfieRefusedSubject: 'We could not verify your selfie on Nikah Scholars',
  selfieRefused: 'A moderator has looked at your selfie and could not verify it against your profile photos.',
  selfieTryAgain: (settingsUrl: string) => `You can try again at any time, with a new pose, in Settings: ${settingsUrl}`,
} as const;

/** Membership emails (issue 24): the trial's reminder and a receipt for each payment. */
export const MSG_EMAIL_MEMBERSHIP = {
  trialReminderSubject: 'Your free trial of Nikah Scholars ends in 3 days',
  trialEnds: (date: string, price: string) =>
    `Your free trial ends on ${date}. Unless you cancel before then, PayPal will take your first payment of £${price} for a month of membership that day, and then £${price} each month.`,
  trialKeep: 'If you would like to stay, there is nothing to do.',
  trialCancel: 'If not, you can cancel in your membership panel: one click on "Cancel membership", then confirm. You keep access until the trial ends and are never charged.',
  membershipPanel: 'Open my membership',
  receiptSubject: 'Your Nikah Scholars payment receipt',
  receiptThanks: (amount: string, currency: string, date: string) => `Thank you: we received your payment of ${currency === 'GBP' ? `£${amount}` : `${amount} ${currency}`} on ${date} for a month of Nikah Scholars membership.`,
  receiptReference: (saleId: string, subscriptionId: string) => `PayPal payment reference: ${saleId}. Subscription: ${subscriptionId}.`,
  receiptManage: 'Your next billing date, and cancelling, are in your membership panel.',
} as const;

/** Her login email (issue 24): the link that proves it hers, and a change of it (the link to the new address, the word to the old). */
export const MSG_EMAIL_ACCOUNT = {
  verifySubject: 'Confirm your email address for Nikah Scholars',
  verifyAsk: 'Welcome to Nikah Scholars. Please confirm that this email address is yours: open this link and press "Confirm my email".',
  verifyLife: 'The link works once and expires in 48 hours. Opening it changes nothing until you press the button.',
  verifyIgnore: 'If you did not sign up for Nikah Scholars, you can ignore this email.',
  changeSubject: 'Confirm your new email address for Nikah Scholars',
  changeAsk: 'You asked to make this address your login email for Nikah Scholars. Open this link and press "Confirm new email" to finish:',
  changeLife: 'The link works once and expires in 24 hours. Until you press the button, you log in with your current address. Once it changes, your other devices are signed out.',
  changeIgnore: 'If you did not ask for this, you can ignore this email: nothing changes.',
  noticeSubject: 'A change of email address was requested on Nikah Scholars',
  noticeWhat: (newEmail: string) =>
    `Someone signed in to your Nikah Scholars account asked to change its login email to ${newEmail}. The change happens only if that address confirms it within 24 hours.`,
  noticeNotYou: (supportEmail: string) =>
    `If this was not you, change your password now (Settings, Security) and write to us at ${supportEmail}: your email address stays as it is until the new one confirms.`,
} as const;
