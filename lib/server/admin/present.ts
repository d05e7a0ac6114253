import type { UserRow } from '@/models';

/** An admin's view of a profile: every field of SPEC.md section 3, never the password. */
export function presentAdminProfile(user: UserRow) {
  return {
    id: user.id,
    _id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    gender: user.gender,
    university: user.university,
    status: user.status,
    isStudent: user.status === 'student',
    isGraduate: user.status === 'graduate',
    description: user.description,
    lookingFor: user.lookingFor,
    hear: user.hear,
    guardianEmail: user.guardianEmail,
    guardianPhone: user.guardianPhone,
    isAdmin: user.isAdmin,
    suspended: user.suspended,
    createdAt: user.createdAt.toISOString(),
  };
}

export type AdminProfile = ReturnType<typeof presentAdminProfile>;
