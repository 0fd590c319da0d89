/**
 * The one place where failed GraphQL operations become messages. The gateway formats upstream
 * failures as '{httpStatus} - {message}' and sets `extensions.code`; only the code is inspected.
 */
import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { toast } from '../components/toast';
import { reportAccessDenied } from './accessEvents';
import { restartSignIn } from './signIn';

export const FORBIDDEN = 'FORBIDDEN';
export const UNAUTHENTICATED = 'UNAUTHENTICATED';

/** Whether the gateway refused the operation because nobody is signed in (or the session ended). */
export function isUnauthenticated(error: ErrorLike): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.code === UNAUTHENTICATED);
  }
  return ServerError.is(error) && error.statusCode === 401;
}

interface Reactions {
  /** Starts sign-in again; false when that would loop, and the message is shown instead. */
  restartSignIn: () => boolean;
}

export function reportOperationError(
  error: ErrorLike,
  reactions: Reactions = { restartSignIn },
): void {
  if (CombinedGraphQLErrors.is(error)) {
    let denied = false;
    for (const graphQLError of error.errors) {
      const code = graphQLError.extensions?.code;
      if (code === FORBIDDEN) denied = true;
      else if (code === UNAUTHENTICATED && reactions.restartSignIn()) return;
      else toast.error(graphQLError.message);
    }
    if (denied) reportAccessDenied();
    return;
  }
  if (ServerError.is(error)) {
    if (error.statusCode === 403) reportAccessDenied();
    else if (error.statusCode === 401 && reactions.restartSignIn()) return;
    else toast.error(`${error.statusCode} - ${error.response.statusText || error.message}`);
    return;
  }
  toast.error(`The gateway could not be reached: ${error.message}`);
}
