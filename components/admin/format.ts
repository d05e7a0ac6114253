import type { AdminProfile } from '@/lib/client/queries/admin';

export const fullName = (p: Pick<AdminProfile, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();
