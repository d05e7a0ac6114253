import './jitless';
import { z } from 'zod/mini';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { checkGuardian, dropGuardianForMen } from './auth';
import { discoveryProfileFields, checkSeekingAges } from './discovery-profile';
import { ageField, genderField, nameField, optionalText, requiredText, statusField, universityField } from './fields';

/**
 * The member profile save of SPEC.md section 5, shared by the profile form and the route.
 * Email, isAdmin and the subscription are not part of it: unknown keys are dropped.
 */
export const profileSchema = z.pipe(
  z
    .object({
      firstName: nameField(60, MSG_MEMBERS.profileRequired),
      lastName: nameField(60, MSG_MEMBERS.profileRequired),
      age: ageField(MSG_MEMBERS.profileRequired),
      gender: genderField(MSG_MEMBERS.profileRequired),
      university: universityField(120, MSG_MEMBERS.profileRequired),
      status: statusField(MSG_MEMBERS.profileRequired),
      description: requiredText(2000, MSG_MEMBERS.profileRequired),
      lookingFor: requiredText(2000, MSG_MEMBERS.profileRequired),
      guardianEmail: optionalText(254),
      guardianPhone: optionalText(30),
      /** Left out, the saved choice stays as it is. */
      missedMessageEmails: z.optional(z.boolean()),
      ...discoveryProfileFields,
    })
    .check(
      z.superRefine((v, ctx) => {
        checkGuardian(v, ctx, MSG_MEMBERS.profileRequired);
        checkSeekingAges(v, ctx);
      }),
    ),
  z.transform(dropGuardianForMen),
);

export type ProfileData = z.output<typeof profileSchema>;
export type ProfileInput = z.input<typeof profileSchema>;
