import type { SignupValues, UpdateSignup } from './signup-values';

export type SignupStepProps = {
  values: SignupValues;
  update: UpdateSignup;
  /** The field the current error is about, if any. */
  invalidField?: string;
  errorId: string;
};

/** Id, name and error wiring of one control; `hintId` joins a hint to what is announced. */
export function controlProps({ invalidField, errorId }: SignupStepProps, name: keyof SignupValues, hintId?: string) {
  const invalid = invalidField === name;
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(' ');
  return {
    id: `signup-${name}`,
    name,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy || undefined,
  };
}
