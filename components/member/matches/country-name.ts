const names = new Intl.DisplayNames(['en-GB'], { type: 'region', fallback: 'code' });

/** "GB" → "United Kingdom": the name a member reads, from the ISO code the profile stores. */
export const countryName = (code: string): string => names.of(code) ?? code;

/** "Leeds, United Kingdom", "Leeds", "United Kingdom" or nothing. */
export const placeOf = (user: { city?: string | null; country?: string | null }): string => placeParts(user).join(', ');

/** The city as she wrote it (any script) and the country's English name, each present or not. */
export const placeParts = (user: { city?: string | null; country?: string | null }): string[] =>
  [user.city?.trim(), user.country ? countryName(user.country) : undefined].filter((part): part is string => !!part);
