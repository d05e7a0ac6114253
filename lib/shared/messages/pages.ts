/** Public pages: the links to them, the footer and the not-found page. Their long copy lives in the page files. */
export const MSG_PUBLIC_PAGES = {
  terms: 'Terms of use',
  privacy: 'Privacy',
  safety: 'Safety',
  contact: 'Report a concern',
  footerHeading: 'Trust and safety',
  memberFooterLabel: 'About Nikah Scholars',
  termsStepLinks: 'Read the full terms of use, our privacy notice and our safety guide.',
  notFoundTitle: 'Page not found',
  notFoundText: 'We could not find the page you were looking for. It may have moved, or the link may be mistyped.',
  notFoundHome: 'Back to the home page',
  // On its screens.
  onThisPage: 'On this page',
} as const;
