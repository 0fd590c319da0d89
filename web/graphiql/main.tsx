// The Monaco workers must be registered before GraphiQL creates its editors.
import './workers';
import 'graphiql/style.css';
import './index.css';

import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/** Same-origin API of the gateway; the session cookie goes along with every request. */
const fetcher = createGraphiQLFetcher({
  url: '/graphql',
  fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
  // Plain JSON POSTs pass Apollo's CSRF prevention anyway; the header is harmless.
  headers: { 'apollo-require-preflight': 'true' },
  // graphql 16 on the gateway: no @defer/@stream, so ask for plain JSON responses.
  enableIncrementalDelivery: false,
});

const defaultQuery = `# esports-admin GraphQL API
#
# Requests carry this site's session
# cookie. Scripts sign in with a
# header instead; try one in the
# Headers tab below:
#   {"Authorization": "Bearer <token>"}
# The book icon on the left opens
# the schema docs.

query Seasons {
  seasons(sport: lol, filter: current) {
    id
    name {
      displayName
    }
    startTime
    endTime
    splits {
      id
    }
  }
}
`;

const container = document.getElementById('root');
if (!container) throw new Error('GraphiQL: missing #root element');

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={defaultQuery}
      isHeadersEditorEnabled
      defaultEditorToolsVisibility="headers"
    >
      <GraphiQL.Logo>
        <span className="esports-admin-logo">esports-admin GraphiQL</span>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
