import { randomInt } from 'node:crypto';
import { MSG_SELFIE_POSES, POSE_IDS, type PoseId } from '@/lib/shared/messages/verification';

/** One of the poses, at random, so a selfie cannot have been taken before she was asked. */
export function randomPose(): { poseId: PoseId; instruction: string } {
  const poseId = POSE_IDS[randomInt(POSE_IDS.length)];
  return { poseId, instruction: MSG_SELFIE_POSES[poseId] };
}
