/**
 * Request ids and the one structured log line per operation: request id, operation name, user,
 * duration, the upstream calls it made and error codes. The id is answered in `x-request-id` and in every error's
 * `extensions.requestId`, so a staff report leads to the log line.
 */
import { randomUUID } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler, Response } from 'express';
import type { GatewayContext } from './context';

const REQUEST_ID_HEADER = 'x-request-id';
const ACCEPTED_REQUEST_ID = /^[\w.:-]{1,100}$/;

/**
 * Every request gets the gateway's own id. The caller's `x-request-id`, when short and plain (so it
 * cannot forge log content), is kept beside it and never instead of it: otherwise one user could
 * give their journal entries and log lines the id of another's request.
 */
export function assignRequestId(): RequestHandler {
  return (req, res, next) => {
    const given = req.get(REQUEST_ID_HEADER);
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.locals.callerRequestId = given && ACCEPTED_REQUEST_ID.test(given) ? given : null;
    res.set(REQUEST_ID_HEADER, requestId);
    next();
  };
}

export function requestIdOf(res: Response): string {
  return String(res.locals.requestId);
}

export function callerRequestIdOf(res: Response): string | null {
  return typeof res.locals.callerRequestId === 'string' ? res.locals.callerRequestId : null;
}

export function operationLogging(): ApolloServerPlugin<GatewayContext> {
  return {
    requestDidStart() {
      const started = performance.now();
      return Promise.resolve({
        willSendResponse({ contextValue, operationName, request, response, errors }) {
          const body = response.body;
          if (body.kind === 'single' && body.singleResult.errors) {
            body.singleResult.errors = body.singleResult.errors.map((error) => ({
              ...error,
              extensions: { ...error.extensions, requestId: contextValue.requestId },
            }));
          }
          const codes = errors?.map((error) => error.extensions.code ?? 'INTERNAL_SERVER_ERROR');
          contextValue.logger.info(
            {
              operationName: operationName ?? request.operationName ?? null,
              durationMs: Math.round(performance.now() - started),
              upstreamCalls: contextValue.upstreamCalls,
              ...(codes?.length ? { errorCodes: codes } : {}),
            },
            'graphql operation',
          );
          return Promise.resolve();
        },
      });
    },
  };
}
