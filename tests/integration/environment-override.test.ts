/**
 * The environment panel's session override, as the gateway honours it: outside production a
 * request may ask for another environment (its feature flags and role cache follow); production
 * never switches, and nothing switches to prod.
 */
import { ENVIRONMENT_OVERRIDE_HEADER } from '@esports-admin/schema/rules/access';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';

const VIEWER = '{ viewer { environment features { statSync reopenPickBlock } } }';

interface ViewerAnswer {
  data: { viewer: { environment: string; features: Record<string, boolean> } };
}

async function viewerOf(stack: Stack, url: string, override?: string) {
  const token = await stack.tokenFor('vera.viewer');
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...(override ? { [ENVIRONMENT_OVERRIDE_HEADER]: override } : {}),
    },
    body: JSON.stringify({ query: VIEWER }),
  });
  return ((await response.json()) as ViewerAnswer).data.viewer;
}

describe('environment override from the environment panel', () => {
  let stack: Stack;
  let production: string;

  beforeAll(async () => {
    stack = await startStack();
    production = await stack.startGatewayReplica({ ENVIRONMENT: 'prod' });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers in the requested environment with its feature flags outside production', async () => {
    expect(await viewerOf(stack, stack.url)).toEqual({
      environment: 'local',
      features: { statSync: true, reopenPickBlock: true },
    });
    expect(await viewerOf(stack, stack.url, 'test')).toEqual({
      environment: 'test',
      features: { statSync: false, reopenPickBlock: true },
    });
  });

  it('ignores an unknown environment and never switches to prod', async () => {
    expect((await viewerOf(stack, stack.url, 'staging')).environment).toBe('local');
    expect((await viewerOf(stack, stack.url, 'prod')).environment).toBe('local');
  });

  it('never switches a production gateway', async () => {
    expect(await viewerOf(stack, production, 'dev')).toEqual({
      environment: 'prod',
      features: { statSync: false, reopenPickBlock: false },
    });
  });
});
