import type { UserRow } from '@/models';
import type { Tx } from '../db';
import { currentLink } from '../guardians/links';
import { assertGuardianNotSelf, guardianFieldsOf } from '../guardians/rules';

/** Her login email never becomes her guardian's address: he is emailed as someone else. */
export async function assertNotHerGuardian(tx: Tx, user: UserRow, newEmail: string): Promise<void> {
  assertGuardianNotSelf(newEmail, guardianFieldsOf(user, await currentLink(tx, user.id)));
}
