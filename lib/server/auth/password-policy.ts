import { checkPasswordStrength } from '@/lib/shared/password-strength';
import { invalid } from '../errors';

/**
 * Every new password goes through here before it is hashed (register, set-password link, admin
 * create/edit, change-password): common and easily guessed ones are refused with the reason.
 */
export function assertStrongPassword(password: string, userInputs: (string | null | undefined)[] = []): void {
  const verdict = checkPasswordStrength(password, userInputs.filter((input): input is string => typeof input === 'string'));
  if (!verdict.ok) throw invalid(verdict.message!);
}
