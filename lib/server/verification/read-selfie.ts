import { poseIdField } from '@/lib/schemas/verification';
import { validate } from '@/lib/schemas/validate';
import { MSG_VERIFICATION, type PoseId } from '@/lib/shared/messages/verification';
import { AppError } from '../errors';
import { readPhotoForm } from '../photos/read-upload';

const nothingChosen = () => new AppError('invalid_input', MSG_VERIFICATION.selfieSelect);

/** `POST /api/verification/selfie`: multipart fields `photo` (the image) and `poseId`, with the photos' size cap. */
export async function readSelfieUpload(request: Request): Promise<{ bytes: Buffer; poseId: PoseId }> {
  const { form, bytes } = await readPhotoForm(request, 'photo', nothingChosen);
  const pose = validate(poseIdField, form.get('poseId') ?? undefined);
  if (!pose.ok) throw new AppError('invalid_input', pose.message);
  return { bytes: await bytes(), poseId: pose.data as PoseId };
}
