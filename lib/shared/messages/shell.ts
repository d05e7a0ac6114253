/** The member area's navigation. */
export const MSG_NAV = {
  tabBarLabel: 'Main',
  tabMatches: 'Matches',
  // On its screens.
  admin: 'Admin',
  member: 'Member',
  skipToContent: 'Skip to content',
  menu: 'Menu',
  openMenu: 'Open menu',
  share: 'Share',
  logout: 'Logout',
} as const;

/** The member's Settings page. */
export const MSG_SETTINGS = {
  title: 'Settings',
  description: 'Your guardian, membership, privacy, security and account, each in its own section.',
  navLabel: 'Settings sections',
  sections: { guardian: 'Guardian', verification: 'Verification', membership: 'Membership', notifications: 'Notifications', privacy: 'Privacy', security: 'Security', account: 'Account' },
  privacyTitle: 'Your privacy choices',
} as const;
