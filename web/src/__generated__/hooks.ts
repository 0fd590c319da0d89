import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import * as Operations from './graphql';

export function useArchiveSeasonMutation(options?: useMutation.Options<Operations.ArchiveSeasonMutation, Operations.ArchiveSeasonMutationVariables>) {
  return useMutation(Operations.ArchiveSeasonDocument, options);
}
export function useSeasonListPageQuery(options: useQuery.Options<Operations.SeasonListPageQuery, Operations.SeasonListPageQueryVariables>) {
  return useQuery(Operations.SeasonListPageDocument, options);
}
export function useSeasonListPageLazyQuery(options?: useLazyQuery.Options<Operations.SeasonListPageQuery, Operations.SeasonListPageQueryVariables>) {
  return useLazyQuery(Operations.SeasonListPageDocument, options);
}
