import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { registerMember } from './factories';
import type { Client } from './http-client';
import { subscribedMember } from './paypal';

/** The admin account startApp() is given when personas are needed (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const PERSONA_ADMIN = { email: 'audit-admin@example.test', password: 'audit admin password 2026' };
// The metrics token is set so /api/metrics is a live endpoint that refuses session tokens (401), not a 404.
export const personaAppEnv = { ADMIN_EMAIL: PERSONA_ADMIN.email, ADMIN_PASSWORD: PERSONA_ADMIN.password, METRICS_TOKEN: randomBytes(24).toString('hex') };

export const PERSONAS = ['visitor', 'unsubscribed', 'member', 'otherMember', 'suspended', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

interface Account {
  token: string;
  userId: string;
  email: string;
  password: string;
}

export interface Cast {
  tokens: Record<Persona, string | undefined>;
  accounts: Record<Exclude<Persona, 'visitor'>, Account>;
  /** Private details the server must never log: every persona's email, guardian details, tokens. */
  secrets: string[];
  /** The member's own resources, for "someone else's resource" checks. */
  resources: { memberPhotoId: string; requestToMemberId: string };
}

export async function tinyPng(): Promise<string> {
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#2a6' } }).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

/**
 * The six people of the access-control matrix, through the real API: a visitor, a member who
 * never subscribed, a subscribed member, another subscribed member (a woman, so a guardian is
 * on file), a suspended member and the admin. The member owns a photo and has received a photo
 * request from a third member.
 */
export async function seedPersonas(api: Client): Promise<Cast> {
  const adminLogin = await api.post('/api/auth/login', PERSONA_ADMIN);
  if (adminLogin.status !== 200) throw new Error(`admin login failed: ${adminLogin.status}`);
  const admin = { token: adminLogin.body.token as string, userId: adminLogin.body.userId as string, email: PERSONA_ADMIN.email, password: PERSONA_ADMIN.password };

  const [unsubscribed, member, otherMember, suspended, requester] = await Promise.all([
    registerMember(api),
    subscribedMember(api),
    subscribedMember(api, { gender: 'female' }),
    registerMember(api),
    subscribedMember(api, { gender: 'female' }),
  ]);

  const me = (await api.get('/api/auth/me', suspended.token)).body;
  const suspension = await api.put(`/api/admin/profiles/${suspended.userId}`, { ...me, gender: 'Male', suspended: true }, admin.token);
  if (suspension.status !== 200) throw new Error(`suspending failed: ${suspension.status} ${JSON.stringify(suspension.body)}`);

  const photo = await api.post('/api/photos', { photo: await tinyPng() }, member.token);
  if (photo.status !== 201) throw new Error(`photo upload failed: ${photo.status} ${JSON.stringify(photo.body)}`);
  const request = await api.post('/api/photos/request', { targetUserId: member.userId }, requester.token);
  if (request.status !== 201) throw new Error(`photo request failed: ${request.status} ${JSON.stringify(request.body)}`);

  const account = (m: { token: string; userId: string; payload: { email: string; password: string } }): Account => ({
    token: m.token,
    userId: m.userId,
    email: m.payload.email,
    password: m.payload.password,
  });
  const people = [unsubscribed, member, otherMember, suspended, requester];
  return {
    tokens: { visitor: undefined, unsubscribed: unsubscribed.token, member: member.token, otherMember: otherMember.token, suspended: suspended.token, admin: admin.token },
    accounts: { unsubscribed: account(unsubscribed), member: account(member), otherMember: account(otherMember), suspended: account(suspended), admin },
    secrets: [
      PERSONA_ADMIN.email,
      PERSONA_ADMIN.password,
      admin.token,
      ...people.flatMap((p) => [p.payload.email, p.payload.password, p.token, ...('guardianEmail' in p.payload ? [p.payload.guardianEmail as string, p.payload.guardianPhone as string] : [])]),
    ],
    resources: { memberPhotoId: photo.body.photoId as string, requestToMemberId: request.body.request._id as string },
  };
}
