import { selfiePoseOffers } from '@/models';
import { now } from '../clock';
import { getDb } from '../db';
import { randomPose } from './pose';

/** A pose for her selfie, remembered as the one her next selfie must be in (submit-selfie.ts). */
export async function offerPose(userId: string) {
  const pose = randomPose();
  const offeredAt = now();
  const db = await getDb();
  await db
    .insert(selfiePoseOffers)
    .values({ userId, poseId: pose.poseId, offeredAt })
    .onConflictDoUpdate({ target: selfiePoseOffers.userId, set: { poseId: pose.poseId, offeredAt } });
  return pose;
}
