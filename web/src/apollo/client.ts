import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { ENVIRONMENT_OVERRIDE_HEADER } from '@esports-admin/schema/rules/access';
import { readEnvironmentOverride } from '../shell/environmentOverride';
import { reportOperationError } from './operationErrors';

/** The gateway answers on the same origin (the dev server proxies /graphql to it). */
export const GRAPHQL_PATH = '/graphql';

export const errorLink = new ErrorLink(({ error }) => {
  reportOperationError(error);
});

/** Read once: choosing another environment in the panel reloads the page. */
function overrideHeaders(): Record<string, string> {
  const override = readEnvironmentOverride();
  return override ? { [ENVIRONMENT_OVERRIDE_HEADER]: override } : {};
}

export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      errorLink,
      new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin', headers: overrideHeaders() }),
    ]),
    cache: createCache(),
  });
}

/** The app's cache; tests render over the same one, so they see the same merges. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Localized names have no id: merge them into their parent instead of replacing.
      LocalizedName: { merge: true },
      // A tournament's stages are always answered whole (a publication may empty them).
      Tournament: { fields: { stages: { merge: false } } },
      // Pick'em's records are keyed by the data service's ids, so a save's answer updates them.
      PickemLeague: { keyFields: ['eldsLeagueId'] },
      PickemTournament: { keyFields: ['eldsTournamentId'] },
      // A configuration's banners and screenshots are answered whole (an upload adds one).
      BannerConfiguration: {
        fields: { banners: { merge: false }, screenshots: { merge: false } },
      },
    },
  });
}
