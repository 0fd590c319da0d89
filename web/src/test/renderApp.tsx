import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { appRoutes } from '../routes';
import { SportProvider } from '../shell/sport';
import { system } from '../theme';

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
 */
export function renderApp({
  path,
  mocks = [],
  routes = appRoutes,
}: {
  path: string;
  mocks?: MockLink.MockedResponse[];
  routes?: RouteObject[];
}) {
  const operations: RecordedOperation[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    operations.push({
      operationName: operation.operationName ?? '',
      variables: operation.variables,
    });
    return forward(operation);
  });
  const link = ApolloLink.from([recorder, new MockLink(mocks)]);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <ChakraProvider value={system}>
      <MockedProvider link={link}>
        <SportProvider>
          <RouterProvider router={router} />
        </SportProvider>
      </MockedProvider>
    </ChakraProvider>,
  );
  return { ...view, router, user, operations };
}
