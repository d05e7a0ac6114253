/** The missed-message email and its preference on the profile. */
export const MSG_MISSED = {
  emailSubject: (count: number) => (count === 1 ? 'You have a new message on Nikah Scholars' : `You have ${count} new messages on Nikah Scholars`),
  emailGreeting: (firstName: string) => `Assalamu alaikum ${firstName},`,
  emailWhat: (senders: string, count: number) =>
    `While you were away, ${senders} sent you ${count === 1 ? 'a new message' : `${count} new messages`} on Nikah Scholars.`,
  emailRead: (url: string) => `Read and reply in your chats: ${url}`,
  emailPrivacy: 'We never put the words of a message in an email, so your conversations stay between you.',
  emailOptOut: (url: string) =>
    `We send this email at most once every 6 hours. To stop it, turn off "Email me about messages I miss" in Settings, under Privacy: ${url}`,
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
