import { route } from '@/lib/server/http';
import { listWomenReviewers } from '@/lib/server/verification/women-reviewers';

export const GET = route({ auth: 'admin' }, () => listWomenReviewers());
