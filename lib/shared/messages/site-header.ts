/**
 * The public pages' header: the only texts its client components need, so the landing page's
 * JavaScript does not carry every section's copy (MSG_LANDING includes these).
 */
export const MSG_SITE_HEADER = {
  skipToContent: 'Skip to content',
  account: 'Account',
  login: 'Login',
  getStarted: 'Get Started',
  dashboard: 'Dashboard',
  logout: 'Logout',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
};
