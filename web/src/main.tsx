import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { appRoutes } from './routes';
import { browserHistory, GuardedRouter } from './shell/guardedHistory';
import { SportProvider } from './shell/sport';
import { system } from './theme';

const client = createApolloClient();
const history = browserHistory();
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
            <GuardedRouter history={history} routes={appRoutes} />
          </SportProvider>
        </ApolloProvider>
      </ChakraProvider>
    </StrictMode>,
  ),
);
