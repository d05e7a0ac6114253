import { idParams } from '@/lib/schemas/params';
import { route } from '@/lib/server/http';
import { blockMember } from '@/lib/server/safety/block-member';
import { unblockMember } from '@/lib/server/safety/unblock-member';
import { MSG_SAFETY } from '@/lib/shared/messages/safety';

const params = idParams(MSG_SAFETY.memberNotFound);

export const POST = route({ auth: 'member', params, badParams: 'not_found' }, ({ session, params }) => blockMember(session.user, params.id));

export const DELETE = route({ auth: 'member', params, badParams: 'not_found' }, ({ session, params }) => unblockMember(session.user, params.id));
