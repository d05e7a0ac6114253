/** A woman's guardian (wali) as the profile forms and answers carry it (SPEC.md section 5). */
export interface GuardianFields {
  gender: 'male' | 'female';
  guardianEmail: string;
  guardianPhone: string;
}

/**
 * Whether someone has a guardian: a woman with a guardian's address. The one definition, read by
 * the server's guardian rules (who is named, told, replaced) and by the screens that mention one.
 */
export function hasGuardian(person: Pick<GuardianFields, 'gender' | 'guardianEmail'>): boolean {
  return person.gender === 'female' && person.guardianEmail.trim() !== '';
}

/** Guardian addresses compare without case or surrounding spaces, as they are stored. */
export const sameAddress = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();
