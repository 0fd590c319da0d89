/**
 * The peer in a child process: Hive Gateway serving the supergraph GraphQL Mesh composed from
 * the sandbox's OpenAPI description (compose.ts), the caller's bearer token forwarded upstream.
 * The seasons list's 14-day rule is business logic no description carries, so it is the one
 * hand-written resolver, over the composed `listSeasons` and the shared rules, as a Mesh user
 * would add it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGatewayRuntime } from '@graphql-hive/gateway-runtime';
import { matchesSeasonSearch, seasonListBucket } from '@esports-admin/schema/rules/season';
import type { SeasonDto } from '@esports-admin/schema/upstream/elds';
import { cpuMicros, serveParent } from '../child-process';
import { composePeerSupergraph, PEER_SUBGRAPH } from './compose';

const sandboxUrl = process.env.SANDBOX_URL!;

const currentSeasons = /* GraphQL */ `
  extend type Query {
    "Active seasons of a sport that are current by the 14-day rule, optionally searched."
    currentSeasons(sport: String!, search: String): [Season!]!
  }
`;

/** What the composed listSeasons is asked for: the page's fields and what the rule reads. */
const SEASON_FIELDS =
  '{ seasons { id name { slug localizations } sport status startTime endTime splits { id } } }';

interface SubgraphSdk {
  Query: { listSeasons(call: Record<string, unknown>): Promise<{ seasons?: SeasonDto[] }> };
}

const gateway = createGatewayRuntime({
  supergraph: await composePeerSupergraph(sandboxUrl),
  logging: false,
  additionalTypeDefs: currentSeasons,
  additionalResolvers: {
    Query: {
      async currentSeasons(
        root: unknown,
        args: { sport: string; search: string | null },
        context: Record<string, SubgraphSdk>,
        info: unknown,
      ) {
        const answer = await context[PEER_SUBGRAPH]!.Query.listSeasons({
          root,
          args: { sport: args.sport, status: 'active' },
          context,
          info,
          selectionSet: SEASON_FIELDS,
        });
        const now = new Date();
        return (answer.seasons ?? []).filter(
          (season) =>
            seasonListBucket(season, now) === 'current' && matchesSeasonSearch(season, args.search),
        );
      },
    },
  },
});

// The gateway is a request listener answering with a promise (whatwg-node); node only calls it.
const server = createServer((request, response) => void gateway(request, response));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  serveParent(`http://127.0.0.1:${port}`, {
    cpu: cpuMicros,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await gateway.dispose();
    },
  });
});
