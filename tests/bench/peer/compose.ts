/**
 * The peer's supergraph: GraphQL Mesh composes the data service's OpenAPI description (as the
 * sandbox serves it) into one subgraph, the way a team unifying REST services with Mesh would,
 * and links a player's home team with `@resolveTo` (Mesh's declarative join).
 */
import { getComposedSchemaFromConfig } from '@graphql-mesh/compose-cli';
import { ELDS_BASE_PATH } from '@esports-admin/schema/upstream/elds';
import { loadOpenAPISubgraph } from '@omnigraph/openapi';
import { DefaultLogger } from '@graphql-mesh/utils';

export const PEER_SUBGRAPH = 'elds';

const homeTeam = /* GraphQL */ `
  extend type Player {
    homeTeam: Team
      @resolveTo(
        sourceName: "${PEER_SUBGRAPH}"
        sourceTypeName: "Query"
        sourceFieldName: "getTeam"
        requiredSelectionSet: "{ homeTeamId }"
        sourceArgs: { id: "{root.homeTeamId}" }
      )
  }
`;

export function composePeerSupergraph(sandboxUrl: string): Promise<string> {
  return getComposedSchemaFromConfig(
    {
      subgraphs: [
        {
          sourceHandler: loadOpenAPISubgraph(PEER_SUBGRAPH, {
            source: `${sandboxUrl}${ELDS_BASE_PATH}/openapi.json`,
            endpoint: `${sandboxUrl}${ELDS_BASE_PATH}`,
            operationHeaders: { authorization: '{context.headers.authorization}' },
            // A refusal becomes a GraphQL error instead of an `X | ErrorBody` union per field.
            ignoreErrorResponses: true,
          }),
        },
      ],
      additionalTypeDefs: homeTeam,
    },
    new DefaultLogger('peer-compose'),
  );
}
