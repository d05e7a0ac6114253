import './jitless';
import { z } from 'zod/mini';
import { MSG_MEMBERS } from '@/lib/shared/messages/members';
import { MSG_PHOTOS } from '@/lib/shared/messages/photos';

export const photoRequestSchema = z.object({
  targetUserId: z.pipe(z.string({ error: MSG_MEMBERS.invalidUserProfile }).check(z.trim()), z.uuid({ error: MSG_MEMBERS.invalidUserProfile })),
});

export const respondToRequestSchema = z.object({
  status: z.enum(['accepted', 'rejected'], { error: "Status must be 'accepted' or 'rejected'." }),
});

/** The alternate upload of SPEC.md section 7: one image as a base64 data URL. */
export const dataUrlPhotoSchema = z.object({
  photo: z
    .string({ error: MSG_PHOTOS.photoSelect })
    .check(z.minLength(1, MSG_PHOTOS.photoSelect), z.regex(/^data:[\w.+-]+\/[\w.+-]+;base64,[A-Za-z0-9+/=\s]+$/, MSG_PHOTOS.photoSelect)),
});
