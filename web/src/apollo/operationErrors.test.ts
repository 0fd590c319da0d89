import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts } from '../components/toast';
import { onAccessDenied } from './accessEvents';
import { reportOperationError } from './operationErrors';

const graphQLErrors = (...errors: { message: string; code: string }[]) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: errors.map(({ message, code }) => ({ message, extensions: { code } })),
  });

describe('operation errors', () => {
  const stop: (() => void)[] = [];
  afterEach(() => stop.splice(0).forEach((fn) => fn()));

  it("shows the gateway's formatted message as an error toast", () => {
    reportOperationError(graphQLErrors({ message: '502 - Bad Gateway', code: 'UPSTREAM_ERROR' }));
    expect(currentToasts()).toEqual([
      expect.objectContaining({ type: 'error', message: '502 - Bad Gateway' }),
    ]);
  });

  it('raises the access error event on FORBIDDEN instead of a toast', () => {
    const denied = vi.fn();
    stop.push(onAccessDenied(denied));
    reportOperationError(graphQLErrors({ message: '403 - Forbidden', code: 'FORBIDDEN' }));
    expect(denied).toHaveBeenCalledOnce();
    expect(currentToasts()).toEqual([]);
  });

  it('starts sign-in again on UNAUTHENTICATED instead of a toast', () => {
    const restartSignIn = vi.fn(() => true);
    reportOperationError(
      graphQLErrors({ message: 'Sign in to use the API.', code: 'UNAUTHENTICATED' }),
      {
        restartSignIn,
      },
    );
    expect(restartSignIn).toHaveBeenCalledOnce();
    expect(currentToasts()).toEqual([]);
  });

  it('shows the message when sign-in was just restarted, rather than looping', () => {
    reportOperationError(
      graphQLErrors({ message: 'Sign in to use the API.', code: 'UNAUTHENTICATED' }),
      {
        restartSignIn: () => false,
      },
    );
    expect(currentToasts()[0]?.message).toBe('Sign in to use the API.');
  });

  it('reports an unreachable gateway', () => {
    reportOperationError(new TypeError('Failed to fetch'));
    expect(currentToasts()[0]?.message).toBe('The gateway could not be reached: Failed to fetch');
  });
});
