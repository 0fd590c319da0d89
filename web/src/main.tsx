import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from './apollo/client';
import { appRoutes } from './routes';
import { SportProvider } from './shell/sport';
import { system } from './theme';

const client = createApolloClient();
const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// At transition priority React renders the first page in slices that leave the main thread free
// between them, instead of one long task that blocks input while the app starts.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <ApolloProvider client={client}>
          <SportProvider>
            <RouterProvider router={router} />
          </SportProvider>
        </ApolloProvider>
      </ChakraProvider>
    </StrictMode>,
  ),
);
