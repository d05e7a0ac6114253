import { route } from '@/lib/server/http';
import { offerPose } from '@/lib/server/verification/offer-pose';

export const GET = route({ auth: 'member' }, ({ session }) => offerPose(session.user.id));
