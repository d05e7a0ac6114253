import type { UserRow } from '@/models';

/** What any member may see of another: never email, guardian contact, or account flags. */
export const PUBLIC_PROFILE_FIELDS = ['id', 'firstName', 'lastName', 'age', 'gender', 'university', 'status', 'description', 'lookingFor', 'createdAt'] as const;

type PublicSource = Pick<UserRow, (typeof PUBLIC_PROFILE_FIELDS)[number]>;

export function presentPublicProfile(user: PublicSource) {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    age: user.age,
    gender: user.gender,
    university: user.university,
    status: user.status,
    description: user.description,
    lookingFor: user.lookingFor,
    createdAt: user.createdAt.toISOString(),
  };
}

export type PublicProfile = ReturnType<typeof presentPublicProfile>;
