import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppShellDocument, HistoryPanelDocument } from '../__generated__/graphql';
import { createCache } from '../apollo/client';
import { appRoutes } from '../routes';
import { GuardedRouter, memoryHistory } from '../shell/guardedHistory';
import { SportProvider } from '../shell/sport';
import { system } from '../theme';
import { FULL_ACCESS_VIEWER, type viewerFixture } from './viewerFixtures';

/** Every edit page's History panel: an empty journal unless a test gives its own entries. */
export const EMPTY_HISTORY_MOCK: MockLink.MockedResponse = {
  request: { query: HistoryPanelDocument, variables: () => true },
  result: {
    data: {
      auditLog: {
        __typename: 'AuditLogConnection',
        edges: [],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        totalCount: 0,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export interface RecordedOperation {
  operationName: string;
  variables: Record<string, unknown>;
}

export function Providers({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/**
 * Renders the app (or given routes) at `path` over Apollo's MockedProvider, recording every
 * operation that reaches the mock link so tests can assert what was sent to the gateway.
 * The signed-in user (`viewer`, full access unless given) is already in the cache, as if the shell
 * had loaded it; pass `viewer: null` to have the shell load it through `mocks` instead.
 */
export function renderApp({
  path,
  mocks = [],
  routes = appRoutes,
  viewer = FULL_ACCESS_VIEWER,
}: {
  path: string;
  mocks?: MockLink.MockedResponse[];
  routes?: RouteObject[];
  viewer?: ReturnType<typeof viewerFixture> | null;
}) {
  const operations: RecordedOperation[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    operations.push({
      operationName: operation.operationName ?? '',
      variables: operation.variables,
    });
    return forward(operation);
  });
  const link = ApolloLink.from([recorder, new MockLink([...mocks, EMPTY_HISTORY_MOCK])]);
  const cache = createCache();
  if (viewer) cache.writeQuery({ query: AppShellDocument, data: { viewer } });
  const history = memoryHistory(path);
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={system}>
      <MockedProvider link={link} cache={cache}>
        <SportProvider>
          <GuardedRouter history={history} routes={routes} />
        </SportProvider>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...view, history, user, operations };
}
