import { PASSWORD_MIN_LENGTH } from '@/lib/shared/constants';

/** The hint under every field where a member chooses a password (signup, set password). */
export function NewPasswordHint() {
  return <>{`At least ${PASSWORD_MIN_LENGTH} characters.`}</>;
}
