import './jitless';
import { z } from 'zod';
import { MSG } from '@/lib/shared/messages';
import { checkGuardian, dropGuardianForMen } from './auth';
import { discoveryProfileFields, checkSeekingAges } from './discovery-profile';
import { ageField, genderField, nameField, optionalText, requiredText, statusField, universityField } from './fields';

/**
 * The member profile save of SPEC.md section 5, shared by the profile form and the route.
 * Email, isAdmin and the subscription are not part of it: unknown keys are dropped.
 */
export const profileSchema = z
  .object({
    firstName: nameField(60, MSG.profileRequired),
    lastName: nameField(60, MSG.profileRequired),
    age: ageField(MSG.profileRequired),
    gender: genderField(MSG.profileRequired),
    university: universityField(120, MSG.profileRequired),
    status: statusField(MSG.profileRequired),
    description: requiredText(2000, MSG.profileRequired),
    lookingFor: requiredText(2000, MSG.profileRequired),
    guardianEmail: optionalText(254),
    guardianPhone: optionalText(30),
    /** Left out, the saved choice stays as it is. */
    missedMessageEmails: z.boolean().optional(),
    ...discoveryProfileFields,
  })
  .superRefine((v, ctx) => {
    checkGuardian(v, ctx, MSG.profileRequired);
    checkSeekingAges(v, ctx);
  })
  .transform(dropGuardianForMen);

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfileData = z.output<typeof profileSchema>;
