import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import * as Operations from './graphql';

export function useApproveInvitationMutation(options?: useMutation.Options<Operations.ApproveInvitationMutation, Operations.ApproveInvitationMutationVariables>) {
  return useMutation(Operations.ApproveInvitationDocument, options);
}
export function useAppShellQuery(options: useQuery.Options<Operations.AppShellQuery, Operations.AppShellQueryVariables>) {
  return useQuery(Operations.AppShellDocument, options);
}
export function useAppShellLazyQuery(options?: useLazyQuery.Options<Operations.AppShellQuery, Operations.AppShellQueryVariables>) {
  return useLazyQuery(Operations.AppShellDocument, options);
}
export function useArchiveLeagueMutation(options?: useMutation.Options<Operations.ArchiveLeagueMutation, Operations.ArchiveLeagueMutationVariables>) {
  return useMutation(Operations.ArchiveLeagueDocument, options);
}
export function useArchiveSeasonMutation(options?: useMutation.Options<Operations.ArchiveSeasonMutation, Operations.ArchiveSeasonMutationVariables>) {
  return useMutation(Operations.ArchiveSeasonDocument, options);
}
export function useCreateLeagueMutation(options?: useMutation.Options<Operations.CreateLeagueMutation, Operations.CreateLeagueMutationVariables>) {
  return useMutation(Operations.CreateLeagueDocument, options);
}
export function useCreateSeasonMutation(options?: useMutation.Options<Operations.CreateSeasonMutation, Operations.CreateSeasonMutationVariables>) {
  return useMutation(Operations.CreateSeasonDocument, options);
}
export function useGrantRoleMutation(options?: useMutation.Options<Operations.GrantRoleMutation, Operations.GrantRoleMutationVariables>) {
  return useMutation(Operations.GrantRoleDocument, options);
}
export function useLeagueEditPageQuery(options: useQuery.Options<Operations.LeagueEditPageQuery, Operations.LeagueEditPageQueryVariables>) {
  return useQuery(Operations.LeagueEditPageDocument, options);
}
export function useLeagueEditPageLazyQuery(options?: useLazyQuery.Options<Operations.LeagueEditPageQuery, Operations.LeagueEditPageQueryVariables>) {
  return useLazyQuery(Operations.LeagueEditPageDocument, options);
}
export function useLeagueListPageQuery(options: useQuery.Options<Operations.LeagueListPageQuery, Operations.LeagueListPageQueryVariables>) {
  return useQuery(Operations.LeagueListPageDocument, options);
}
export function useLeagueListPageLazyQuery(options?: useLazyQuery.Options<Operations.LeagueListPageQuery, Operations.LeagueListPageQueryVariables>) {
  return useLazyQuery(Operations.LeagueListPageDocument, options);
}
export function useRevokeRoleMutation(options?: useMutation.Options<Operations.RevokeRoleMutation, Operations.RevokeRoleMutationVariables>) {
  return useMutation(Operations.RevokeRoleDocument, options);
}
export function useSeasonEditPageQuery(options: useQuery.Options<Operations.SeasonEditPageQuery, Operations.SeasonEditPageQueryVariables>) {
  return useQuery(Operations.SeasonEditPageDocument, options);
}
export function useSeasonEditPageLazyQuery(options?: useLazyQuery.Options<Operations.SeasonEditPageQuery, Operations.SeasonEditPageQueryVariables>) {
  return useLazyQuery(Operations.SeasonEditPageDocument, options);
}
export function useSeasonListPageQuery(options: useQuery.Options<Operations.SeasonListPageQuery, Operations.SeasonListPageQueryVariables>) {
  return useQuery(Operations.SeasonListPageDocument, options);
}
export function useSeasonListPageLazyQuery(options?: useLazyQuery.Options<Operations.SeasonListPageQuery, Operations.SeasonListPageQueryVariables>) {
  return useLazyQuery(Operations.SeasonListPageDocument, options);
}
export function useUnarchiveLeagueMutation(options?: useMutation.Options<Operations.UnarchiveLeagueMutation, Operations.UnarchiveLeagueMutationVariables>) {
  return useMutation(Operations.UnarchiveLeagueDocument, options);
}
export function useUnarchiveSeasonMutation(options?: useMutation.Options<Operations.UnarchiveSeasonMutation, Operations.UnarchiveSeasonMutationVariables>) {
  return useMutation(Operations.UnarchiveSeasonDocument, options);
}
export function useUpdateLeagueMutation(options?: useMutation.Options<Operations.UpdateLeagueMutation, Operations.UpdateLeagueMutationVariables>) {
  return useMutation(Operations.UpdateLeagueDocument, options);
}
export function useUpdateSeasonMutation(options?: useMutation.Options<Operations.UpdateSeasonMutation, Operations.UpdateSeasonMutationVariables>) {
  return useMutation(Operations.UpdateSeasonDocument, options);
}
export function useUserManagementPageQuery(options: useQuery.Options<Operations.UserManagementPageQuery, Operations.UserManagementPageQueryVariables>) {
  return useQuery(Operations.UserManagementPageDocument, options);
}
export function useUserManagementPageLazyQuery(options?: useLazyQuery.Options<Operations.UserManagementPageQuery, Operations.UserManagementPageQueryVariables>) {
  return useLazyQuery(Operations.UserManagementPageDocument, options);
}
