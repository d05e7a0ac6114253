import { verificationIdParams } from '@/lib/schemas/verification';
import { route } from '@/lib/server/http';
import { serveSelfie } from '@/lib/server/verification/serve-selfie';

/** Public on purpose: an <img> sends no bearer token; the address, signed for one admin, is the credential. */
export const GET = route({ auth: 'public', params: verificationIdParams, badParams: 'forbidden' }, ({ params, request }) => serveSelfie(params.id, new URL(request.url)));
