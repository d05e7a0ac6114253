import { ApiError, errorMessage } from '@/lib/client/api-error';
import { MSG_AUTH } from '@/lib/shared/messages/auth';

/** Without an answer from the server there is nothing more precise to say than to retry. */
export const loginFailure = (caught: unknown) => (caught instanceof ApiError && caught.status === 0 ? MSG_AUTH.loginFailedRetry : errorMessage(caught, MSG_AUTH.loginFailed));
