import { randomBytes } from 'node:crypto';
import type { Client } from './http-client';

let counter = 0;
export const uniqueEmail = (prefix = 'member') => `${prefix}.${Date.now().toString(36)}.${(counter += 1)}.${randomBytes(3).toString('hex')}@example.test`;

export function registration(overrides: Record<string, unknown> = {}) {
  const gender = (overrides.gender as string) ?? 'male';
  return {
    firstName: gender === 'female' ? 'Maryam' : 'Yusuf',
    lastName: 'Rahman',
    email: uniqueEmail(gender === 'female' ? 'sister' : 'brother'),
    password: 'correct horse battery',
    age: 24,
    gender,
    university: 'University of Leeds',
    status: 'graduate',
    description: 'I love reading and volunteering at the local food bank.',
    lookingFor: 'Someone kind, practising and ambitious.',
    hear: 'A friend',
    agreeTerms: true,
    ...(gender === 'female' ? { guardianEmail: uniqueEmail('wali'), guardianPhone: '+44 7700 900123' } : {}),
    ...overrides,
  };
}

/** A profile as an admin creates it (POST /api/admin/profiles): a woman with a guardian, no password (she sets one from the emailed link). */
export const adminProfile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Hafsa',
  lastName: 'Begum',
  email: uniqueEmail('admin-made'),
  age: 27,
  gender: 'Female',
  university: 'University of Birmingham',
  isStudent: false,
  isGraduate: true,
  description: 'Pharmacist.',
  lookingFor: 'A kind husband.',
  guardianEmail: uniqueEmail('wali'),
  guardianPhone: '+44 7700 900555',
  password: '',
  ...overrides,
});

export async function registerMember(api: Client, overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const reply = await api.post('/api/auth/register', payload);
  if (reply.status !== 201) throw new Error(`register failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { ...reply.body, payload } as { token: string; userId: string; payload: ReturnType<typeof registration> } & Record<string, any>;
}

/**
 * A member with an active subscription, through the real flow: subscribe, approve on the PayPal
 * simulator's page, confirm with the details the return URL carries.
 */
