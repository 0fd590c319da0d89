/** Signed-in users for the tests, in the shape the AppShell query answers. */
import type { MockLink } from '@apollo/client/testing';
import { EVERY_ROUTE_RESOURCE, FEATURE_FLAGS } from '@esports-admin/schema/rules/access';
import { AppShellDocument, type AppShellQuery } from '../__generated__/graphql';

type Viewer = AppShellQuery['viewer'];

/** Every resource family a route needs, so the full-access viewer may open every page. */
export const ALL_RESOURCES = [...EVERY_ROUTE_RESOURCE].sort();

export function viewerFixture(overrides: Partial<Viewer> = {}) {
  const viewer = {
    username: 'jdoe',
    name: 'Jane Doe',
    roles: ['admin'],
    resources: ALL_RESOURCES,
    writableResources: ALL_RESOURCES,
    environment: 'local' as const,
    ...overrides,
    features: { __typename: 'FeatureFlags', ...FEATURE_FLAGS.local, ...overrides.features },
  };
  return { __typename: 'Viewer', ...viewer };
}

export const FULL_ACCESS_VIEWER = viewerFixture();

/** A signed-in user whose invitation is not approved yet: no roles, so no resources. */
export const NO_ROLE_VIEWER = viewerFixture({
  username: 'newbie',
  name: 'New Person',
  roles: [],
  resources: [],
  writableResources: [],
});

export function viewerMock(
  viewer: ReturnType<typeof viewerFixture>,
  extra: Partial<MockLink.MockedResponse> = {},
): MockLink.MockedResponse {
  return { request: { query: AppShellDocument }, result: { data: { viewer } }, ...extra };
}
