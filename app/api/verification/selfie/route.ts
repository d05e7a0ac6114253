import { route } from '@/lib/server/http';
import { readSelfieUpload } from '@/lib/server/verification/read-selfie';
import { submitSelfie } from '@/lib/server/verification/submit-selfie';

/** Multipart: `photo` (the selfie) and `poseId` (the pose she was asked for). */
export const POST = route({ auth: 'member', status: 202 }, async ({ session, request }) => submitSelfie(session.user.id, await readSelfieUpload(request)));
