/** A university link lives this long from its email. */
export const UNIVERSITY_LINK_TTL_MS = 48 * 3600 * 1000;
