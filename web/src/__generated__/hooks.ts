import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import * as Operations from './graphql';

export function useAccountBulkEntryCheckQuery(options: useQuery.Options<Operations.AccountBulkEntryCheckQuery, Operations.AccountBulkEntryCheckQueryVariables>) {
  return useQuery(Operations.AccountBulkEntryCheckDocument, options);
}
export function useAccountBulkEntryCheckLazyQuery(options?: useLazyQuery.Options<Operations.AccountBulkEntryCheckQuery, Operations.AccountBulkEntryCheckQueryVariables>) {
  return useLazyQuery(Operations.AccountBulkEntryCheckDocument, options);
}
export function useAccountDetailPageQuery(options: useQuery.Options<Operations.AccountDetailPageQuery, Operations.AccountDetailPageQueryVariables>) {
  return useQuery(Operations.AccountDetailPageDocument, options);
}
export function useAccountDetailPageLazyQuery(options?: useLazyQuery.Options<Operations.AccountDetailPageQuery, Operations.AccountDetailPageQueryVariables>) {
  return useLazyQuery(Operations.AccountDetailPageDocument, options);
}
export function useAccountGroupsPageQuery(options: useQuery.Options<Operations.AccountGroupsPageQuery, Operations.AccountGroupsPageQueryVariables>) {
  return useQuery(Operations.AccountGroupsPageDocument, options);
}
export function useAccountGroupsPageLazyQuery(options?: useLazyQuery.Options<Operations.AccountGroupsPageQuery, Operations.AccountGroupsPageQueryVariables>) {
  return useLazyQuery(Operations.AccountGroupsPageDocument, options);
}
export function useAccountHistoryPageQuery(options: useQuery.Options<Operations.AccountHistoryPageQuery, Operations.AccountHistoryPageQueryVariables>) {
  return useQuery(Operations.AccountHistoryPageDocument, options);
}
export function useAccountHistoryPageLazyQuery(options?: useLazyQuery.Options<Operations.AccountHistoryPageQuery, Operations.AccountHistoryPageQueryVariables>) {
  return useLazyQuery(Operations.AccountHistoryPageDocument, options);
}
export function useAccountListPageQuery(options: useQuery.Options<Operations.AccountListPageQuery, Operations.AccountListPageQueryVariables>) {
  return useQuery(Operations.AccountListPageDocument, options);
}
export function useAccountListPageLazyQuery(options?: useLazyQuery.Options<Operations.AccountListPageQuery, Operations.AccountListPageQueryVariables>) {
  return useLazyQuery(Operations.AccountListPageDocument, options);
}
export function useAddBannerLeagueMutation(options?: useMutation.Options<Operations.AddBannerLeagueMutation, Operations.AddBannerLeagueMutationVariables>) {
  return useMutation(Operations.AddBannerLeagueDocument, options);
}
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
export function useArchiveOrganizationMutation(options?: useMutation.Options<Operations.ArchiveOrganizationMutation, Operations.ArchiveOrganizationMutationVariables>) {
  return useMutation(Operations.ArchiveOrganizationDocument, options);
}
export function useArchiveSeasonMutation(options?: useMutation.Options<Operations.ArchiveSeasonMutation, Operations.ArchiveSeasonMutationVariables>) {
  return useMutation(Operations.ArchiveSeasonDocument, options);
}
export function useArchiveTournamentMutation(options?: useMutation.Options<Operations.ArchiveTournamentMutation, Operations.ArchiveTournamentMutationVariables>) {
  return useMutation(Operations.ArchiveTournamentDocument, options);
}
export function useAuditLeagueNamesQuery(options: useQuery.Options<Operations.AuditLeagueNamesQuery, Operations.AuditLeagueNamesQueryVariables>) {
  return useQuery(Operations.AuditLeagueNamesDocument, options);
}
export function useAuditLeagueNamesLazyQuery(options?: useLazyQuery.Options<Operations.AuditLeagueNamesQuery, Operations.AuditLeagueNamesQueryVariables>) {
  return useLazyQuery(Operations.AuditLeagueNamesDocument, options);
}
export function useAuditPageQuery(options: useQuery.Options<Operations.AuditPageQuery, Operations.AuditPageQueryVariables>) {
  return useQuery(Operations.AuditPageDocument, options);
}
export function useAuditPageLazyQuery(options?: useLazyQuery.Options<Operations.AuditPageQuery, Operations.AuditPageQueryVariables>) {
  return useLazyQuery(Operations.AuditPageDocument, options);
}
export function useBannerAddLeagueDialogQuery(options: useQuery.Options<Operations.BannerAddLeagueDialogQuery, Operations.BannerAddLeagueDialogQueryVariables>) {
  return useQuery(Operations.BannerAddLeagueDialogDocument, options);
}
export function useBannerAddLeagueDialogLazyQuery(options?: useLazyQuery.Options<Operations.BannerAddLeagueDialogQuery, Operations.BannerAddLeagueDialogQueryVariables>) {
  return useLazyQuery(Operations.BannerAddLeagueDialogDocument, options);
}
export function useBannerEditorAssetUploadMutation(options?: useMutation.Options<Operations.BannerEditorAssetUploadMutation, Operations.BannerEditorAssetUploadMutationVariables>) {
  return useMutation(Operations.BannerEditorAssetUploadDocument, options);
}
export function useBannerEditorCreateMutation(options?: useMutation.Options<Operations.BannerEditorCreateMutation, Operations.BannerEditorCreateMutationVariables>) {
  return useMutation(Operations.BannerEditorCreateDocument, options);
}
export function useBannerEditorOtherPatchQuery(options: useQuery.Options<Operations.BannerEditorOtherPatchQuery, Operations.BannerEditorOtherPatchQueryVariables>) {
  return useQuery(Operations.BannerEditorOtherPatchDocument, options);
}
export function useBannerEditorOtherPatchLazyQuery(options?: useLazyQuery.Options<Operations.BannerEditorOtherPatchQuery, Operations.BannerEditorOtherPatchQueryVariables>) {
  return useLazyQuery(Operations.BannerEditorOtherPatchDocument, options);
}
export function useBannerEditorPackageQuery(options: useQuery.Options<Operations.BannerEditorPackageQuery, Operations.BannerEditorPackageQueryVariables>) {
  return useQuery(Operations.BannerEditorPackageDocument, options);
}
export function useBannerEditorPackageLazyQuery(options?: useLazyQuery.Options<Operations.BannerEditorPackageQuery, Operations.BannerEditorPackageQueryVariables>) {
  return useLazyQuery(Operations.BannerEditorPackageDocument, options);
}
export function useBannerEditorPageQuery(options: useQuery.Options<Operations.BannerEditorPageQuery, Operations.BannerEditorPageQueryVariables>) {
  return useQuery(Operations.BannerEditorPageDocument, options);
}
export function useBannerEditorPageLazyQuery(options?: useLazyQuery.Options<Operations.BannerEditorPageQuery, Operations.BannerEditorPageQueryVariables>) {
  return useLazyQuery(Operations.BannerEditorPageDocument, options);
}
export function useBannerEditorSetStatusMutation(options?: useMutation.Options<Operations.BannerEditorSetStatusMutation, Operations.BannerEditorSetStatusMutationVariables>) {
  return useMutation(Operations.BannerEditorSetStatusDocument, options);
}
export function useBannerEditorTexturesQuery(options: useQuery.Options<Operations.BannerEditorTexturesQuery, Operations.BannerEditorTexturesQueryVariables>) {
  return useQuery(Operations.BannerEditorTexturesDocument, options);
}
export function useBannerEditorTexturesLazyQuery(options?: useLazyQuery.Options<Operations.BannerEditorTexturesQuery, Operations.BannerEditorTexturesQueryVariables>) {
  return useLazyQuery(Operations.BannerEditorTexturesDocument, options);
}
export function useBannerListPageQuery(options: useQuery.Options<Operations.BannerListPageQuery, Operations.BannerListPageQueryVariables>) {
  return useQuery(Operations.BannerListPageDocument, options);
}
export function useBannerListPageLazyQuery(options?: useLazyQuery.Options<Operations.BannerListPageQuery, Operations.BannerListPageQueryVariables>) {
  return useLazyQuery(Operations.BannerListPageDocument, options);
}
export function useBannerPropPreviewsQuery(options: useQuery.Options<Operations.BannerPropPreviewsQuery, Operations.BannerPropPreviewsQueryVariables>) {
  return useQuery(Operations.BannerPropPreviewsDocument, options);
}
export function useBannerPropPreviewsLazyQuery(options?: useLazyQuery.Options<Operations.BannerPropPreviewsQuery, Operations.BannerPropPreviewsQueryVariables>) {
  return useLazyQuery(Operations.BannerPropPreviewsDocument, options);
}
export function useCelebritiesPageQuery(options: useQuery.Options<Operations.CelebritiesPageQuery, Operations.CelebritiesPageQueryVariables>) {
  return useQuery(Operations.CelebritiesPageDocument, options);
}
export function useCelebritiesPageLazyQuery(options?: useLazyQuery.Options<Operations.CelebritiesPageQuery, Operations.CelebritiesPageQueryVariables>) {
  return useLazyQuery(Operations.CelebritiesPageDocument, options);
}
export function useCelebritiesPageSaveMutation(options?: useMutation.Options<Operations.CelebritiesPageSaveMutation, Operations.CelebritiesPageSaveMutationVariables>) {
  return useMutation(Operations.CelebritiesPageSaveDocument, options);
}
export function useCelebritiesPageValidateQuery(options: useQuery.Options<Operations.CelebritiesPageValidateQuery, Operations.CelebritiesPageValidateQueryVariables>) {
  return useQuery(Operations.CelebritiesPageValidateDocument, options);
}
export function useCelebritiesPageValidateLazyQuery(options?: useLazyQuery.Options<Operations.CelebritiesPageValidateQuery, Operations.CelebritiesPageValidateQueryVariables>) {
  return useLazyQuery(Operations.CelebritiesPageValidateDocument, options);
}
export function useClearGameResultMutation(options?: useMutation.Options<Operations.ClearGameResultMutation, Operations.ClearGameResultMutationVariables>) {
  return useMutation(Operations.ClearGameResultDocument, options);
}
export function useClearManualStandingsMutation(options?: useMutation.Options<Operations.ClearManualStandingsMutation, Operations.ClearManualStandingsMutationVariables>) {
  return useMutation(Operations.ClearManualStandingsDocument, options);
}
export function useCopyScheduleBlockMutation(options?: useMutation.Options<Operations.CopyScheduleBlockMutation, Operations.CopyScheduleBlockMutationVariables>) {
  return useMutation(Operations.CopyScheduleBlockDocument, options);
}
export function useCopyTournamentMutation(options?: useMutation.Options<Operations.CopyTournamentMutation, Operations.CopyTournamentMutationVariables>) {
  return useMutation(Operations.CopyTournamentDocument, options);
}
export function useCreateAccountGroupMutation(options?: useMutation.Options<Operations.CreateAccountGroupMutation, Operations.CreateAccountGroupMutationVariables>) {
  return useMutation(Operations.CreateAccountGroupDocument, options);
}
export function useCreateAccountsMutation(options?: useMutation.Options<Operations.CreateAccountsMutation, Operations.CreateAccountsMutationVariables>) {
  return useMutation(Operations.CreateAccountsDocument, options);
}
export function useCreateDropGroupPageMutation(options?: useMutation.Options<Operations.CreateDropGroupPageMutation, Operations.CreateDropGroupPageMutationVariables>) {
  return useMutation(Operations.CreateDropGroupPageDocument, options);
}
export function useCreateImageUploadMutation(options?: useMutation.Options<Operations.CreateImageUploadMutation, Operations.CreateImageUploadMutationVariables>) {
  return useMutation(Operations.CreateImageUploadDocument, options);
}
export function useCreateLeagueMutation(options?: useMutation.Options<Operations.CreateLeagueMutation, Operations.CreateLeagueMutationVariables>) {
  return useMutation(Operations.CreateLeagueDocument, options);
}
export function useCreateOrganizationMutation(options?: useMutation.Options<Operations.CreateOrganizationMutation, Operations.CreateOrganizationMutationVariables>) {
  return useMutation(Operations.CreateOrganizationDocument, options);
}
export function useCreatePlayersMutation(options?: useMutation.Options<Operations.CreatePlayersMutation, Operations.CreatePlayersMutationVariables>) {
  return useMutation(Operations.CreatePlayersDocument, options);
}
export function useCreateSeasonMutation(options?: useMutation.Options<Operations.CreateSeasonMutation, Operations.CreateSeasonMutationVariables>) {
  return useMutation(Operations.CreateSeasonDocument, options);
}
export function useCreateStreamGroupMutation(options?: useMutation.Options<Operations.CreateStreamGroupMutation, Operations.CreateStreamGroupMutationVariables>) {
  return useMutation(Operations.CreateStreamGroupDocument, options);
}
export function useCreateTeamMutation(options?: useMutation.Options<Operations.CreateTeamMutation, Operations.CreateTeamMutationVariables>) {
  return useMutation(Operations.CreateTeamDocument, options);
}
export function useCreateTournamentMutation(options?: useMutation.Options<Operations.CreateTournamentMutation, Operations.CreateTournamentMutationVariables>) {
  return useMutation(Operations.CreateTournamentDocument, options);
}
export function useCreateVodMutation(options?: useMutation.Options<Operations.CreateVodMutation, Operations.CreateVodMutationVariables>) {
  return useMutation(Operations.CreateVodDocument, options);
}
export function useCrystalBallPageQuery(options: useQuery.Options<Operations.CrystalBallPageQuery, Operations.CrystalBallPageQueryVariables>) {
  return useQuery(Operations.CrystalBallPageDocument, options);
}
export function useCrystalBallPageLazyQuery(options?: useLazyQuery.Options<Operations.CrystalBallPageQuery, Operations.CrystalBallPageQueryVariables>) {
  return useLazyQuery(Operations.CrystalBallPageDocument, options);
}
export function useCrystalBallPageCertifyMutation(options?: useMutation.Options<Operations.CrystalBallPageCertifyMutation, Operations.CrystalBallPageCertifyMutationVariables>) {
  return useMutation(Operations.CrystalBallPageCertifyDocument, options);
}
export function useCrystalBallPageCreateChoiceMutation(options?: useMutation.Options<Operations.CrystalBallPageCreateChoiceMutation, Operations.CrystalBallPageCreateChoiceMutationVariables>) {
  return useMutation(Operations.CrystalBallPageCreateChoiceDocument, options);
}
export function useCrystalBallPageCreatePromptMutation(options?: useMutation.Options<Operations.CrystalBallPageCreatePromptMutation, Operations.CrystalBallPageCreatePromptMutationVariables>) {
  return useMutation(Operations.CrystalBallPageCreatePromptDocument, options);
}
export function useCrystalBallPageCreateQuestionMutation(options?: useMutation.Options<Operations.CrystalBallPageCreateQuestionMutation, Operations.CrystalBallPageCreateQuestionMutationVariables>) {
  return useMutation(Operations.CrystalBallPageCreateQuestionDocument, options);
}
export function useCrystalBallPageCreateTierMutation(options?: useMutation.Options<Operations.CrystalBallPageCreateTierMutation, Operations.CrystalBallPageCreateTierMutationVariables>) {
  return useMutation(Operations.CrystalBallPageCreateTierDocument, options);
}
export function useCrystalBallPageDeleteChoiceMutation(options?: useMutation.Options<Operations.CrystalBallPageDeleteChoiceMutation, Operations.CrystalBallPageDeleteChoiceMutationVariables>) {
  return useMutation(Operations.CrystalBallPageDeleteChoiceDocument, options);
}
export function useCrystalBallPageDeletePromptMutation(options?: useMutation.Options<Operations.CrystalBallPageDeletePromptMutation, Operations.CrystalBallPageDeletePromptMutationVariables>) {
  return useMutation(Operations.CrystalBallPageDeletePromptDocument, options);
}
export function useCrystalBallPageDeleteQuestionMutation(options?: useMutation.Options<Operations.CrystalBallPageDeleteQuestionMutation, Operations.CrystalBallPageDeleteQuestionMutationVariables>) {
  return useMutation(Operations.CrystalBallPageDeleteQuestionDocument, options);
}
export function useCrystalBallPageDeleteTierMutation(options?: useMutation.Options<Operations.CrystalBallPageDeleteTierMutation, Operations.CrystalBallPageDeleteTierMutationVariables>) {
  return useMutation(Operations.CrystalBallPageDeleteTierDocument, options);
}
export function useCrystalBallPageSaveLocalizationMutation(options?: useMutation.Options<Operations.CrystalBallPageSaveLocalizationMutation, Operations.CrystalBallPageSaveLocalizationMutationVariables>) {
  return useMutation(Operations.CrystalBallPageSaveLocalizationDocument, options);
}
export function useCrystalBallPageSetAnswerMutation(options?: useMutation.Options<Operations.CrystalBallPageSetAnswerMutation, Operations.CrystalBallPageSetAnswerMutationVariables>) {
  return useMutation(Operations.CrystalBallPageSetAnswerDocument, options);
}
export function useCrystalBallPageUpdateChoiceMutation(options?: useMutation.Options<Operations.CrystalBallPageUpdateChoiceMutation, Operations.CrystalBallPageUpdateChoiceMutationVariables>) {
  return useMutation(Operations.CrystalBallPageUpdateChoiceDocument, options);
}
export function useCrystalBallPageUpdatePromptMutation(options?: useMutation.Options<Operations.CrystalBallPageUpdatePromptMutation, Operations.CrystalBallPageUpdatePromptMutationVariables>) {
  return useMutation(Operations.CrystalBallPageUpdatePromptDocument, options);
}
export function useCrystalBallPageUpdateQuestionMutation(options?: useMutation.Options<Operations.CrystalBallPageUpdateQuestionMutation, Operations.CrystalBallPageUpdateQuestionMutationVariables>) {
  return useMutation(Operations.CrystalBallPageUpdateQuestionDocument, options);
}
export function useCrystalBallPageUpdateTierMutation(options?: useMutation.Options<Operations.CrystalBallPageUpdateTierMutation, Operations.CrystalBallPageUpdateTierMutationVariables>) {
  return useMutation(Operations.CrystalBallPageUpdateTierDocument, options);
}
export function useDecideDecisionPointMutation(options?: useMutation.Options<Operations.DecideDecisionPointMutation, Operations.DecideDecisionPointMutationVariables>) {
  return useMutation(Operations.DecideDecisionPointDocument, options);
}
export function useDeleteStreamGroupMutation(options?: useMutation.Options<Operations.DeleteStreamGroupMutation, Operations.DeleteStreamGroupMutationVariables>) {
  return useMutation(Operations.DeleteStreamGroupDocument, options);
}
export function useDeleteVodsMutation(options?: useMutation.Options<Operations.DeleteVodsMutation, Operations.DeleteVodsMutationVariables>) {
  return useMutation(Operations.DeleteVodsDocument, options);
}
export function useDropGroupCreatePageQuery(options: useQuery.Options<Operations.DropGroupCreatePageQuery, Operations.DropGroupCreatePageQueryVariables>) {
  return useQuery(Operations.DropGroupCreatePageDocument, options);
}
export function useDropGroupCreatePageLazyQuery(options?: useLazyQuery.Options<Operations.DropGroupCreatePageQuery, Operations.DropGroupCreatePageQueryVariables>) {
  return useLazyQuery(Operations.DropGroupCreatePageDocument, options);
}
export function useDropGroupEditPageQuery(options: useQuery.Options<Operations.DropGroupEditPageQuery, Operations.DropGroupEditPageQueryVariables>) {
  return useQuery(Operations.DropGroupEditPageDocument, options);
}
export function useDropGroupEditPageLazyQuery(options?: useLazyQuery.Options<Operations.DropGroupEditPageQuery, Operations.DropGroupEditPageQueryVariables>) {
  return useLazyQuery(Operations.DropGroupEditPageDocument, options);
}
export function useDropGroupListPageQuery(options: useQuery.Options<Operations.DropGroupListPageQuery, Operations.DropGroupListPageQueryVariables>) {
  return useQuery(Operations.DropGroupListPageDocument, options);
}
export function useDropGroupListPageLazyQuery(options?: useLazyQuery.Options<Operations.DropGroupListPageQuery, Operations.DropGroupListPageQueryVariables>) {
  return useLazyQuery(Operations.DropGroupListPageDocument, options);
}
export function useDropGroupListPageChangeStatusMutation(options?: useMutation.Options<Operations.DropGroupListPageChangeStatusMutation, Operations.DropGroupListPageChangeStatusMutationVariables>) {
  return useMutation(Operations.DropGroupListPageChangeStatusDocument, options);
}
export function useDropGroupTotalsPanelQuery(options: useQuery.Options<Operations.DropGroupTotalsPanelQuery, Operations.DropGroupTotalsPanelQueryVariables>) {
  return useQuery(Operations.DropGroupTotalsPanelDocument, options);
}
export function useDropGroupTotalsPanelLazyQuery(options?: useLazyQuery.Options<Operations.DropGroupTotalsPanelQuery, Operations.DropGroupTotalsPanelQueryVariables>) {
  return useLazyQuery(Operations.DropGroupTotalsPanelDocument, options);
}
export function useDropPreviewImageQuery(options: useQuery.Options<Operations.DropPreviewImageQuery, Operations.DropPreviewImageQueryVariables>) {
  return useQuery(Operations.DropPreviewImageDocument, options);
}
export function useDropPreviewImageLazyQuery(options?: useLazyQuery.Options<Operations.DropPreviewImageQuery, Operations.DropPreviewImageQueryVariables>) {
  return useLazyQuery(Operations.DropPreviewImageDocument, options);
}
export function useDropTriggerListPageQuery(options: useQuery.Options<Operations.DropTriggerListPageQuery, Operations.DropTriggerListPageQueryVariables>) {
  return useQuery(Operations.DropTriggerListPageDocument, options);
}
export function useDropTriggerListPageLazyQuery(options?: useLazyQuery.Options<Operations.DropTriggerListPageQuery, Operations.DropTriggerListPageQueryVariables>) {
  return useLazyQuery(Operations.DropTriggerListPageDocument, options);
}
export function useDropTriggerStatsPanelQuery(options: useQuery.Options<Operations.DropTriggerStatsPanelQuery, Operations.DropTriggerStatsPanelQueryVariables>) {
  return useQuery(Operations.DropTriggerStatsPanelDocument, options);
}
export function useDropTriggerStatsPanelLazyQuery(options?: useLazyQuery.Options<Operations.DropTriggerStatsPanelQuery, Operations.DropTriggerStatsPanelQueryVariables>) {
  return useLazyQuery(Operations.DropTriggerStatsPanelDocument, options);
}
export function useDropViewersPanelQuery(options: useQuery.Options<Operations.DropViewersPanelQuery, Operations.DropViewersPanelQueryVariables>) {
  return useQuery(Operations.DropViewersPanelDocument, options);
}
export function useDropViewersPanelLazyQuery(options?: useLazyQuery.Options<Operations.DropViewersPanelQuery, Operations.DropViewersPanelQueryVariables>) {
  return useLazyQuery(Operations.DropViewersPanelDocument, options);
}
export function useFinalizeSectionMutation(options?: useMutation.Options<Operations.FinalizeSectionMutation, Operations.FinalizeSectionMutationVariables>) {
  return useMutation(Operations.FinalizeSectionDocument, options);
}
export function useGameTimespansQuery(options: useQuery.Options<Operations.GameTimespansQuery, Operations.GameTimespansQueryVariables>) {
  return useQuery(Operations.GameTimespansDocument, options);
}
export function useGameTimespansLazyQuery(options?: useLazyQuery.Options<Operations.GameTimespansQuery, Operations.GameTimespansQueryVariables>) {
  return useLazyQuery(Operations.GameTimespansDocument, options);
}
export function useGrantRoleMutation(options?: useMutation.Options<Operations.GrantRoleMutation, Operations.GrantRoleMutationVariables>) {
  return useMutation(Operations.GrantRoleDocument, options);
}
export function useGroupTriggerFormBroadcastsQuery(options: useQuery.Options<Operations.GroupTriggerFormBroadcastsQuery, Operations.GroupTriggerFormBroadcastsQueryVariables>) {
  return useQuery(Operations.GroupTriggerFormBroadcastsDocument, options);
}
export function useGroupTriggerFormBroadcastsLazyQuery(options?: useLazyQuery.Options<Operations.GroupTriggerFormBroadcastsQuery, Operations.GroupTriggerFormBroadcastsQueryVariables>) {
  return useLazyQuery(Operations.GroupTriggerFormBroadcastsDocument, options);
}
export function useGroupTriggerFormTriggerMutation(options?: useMutation.Options<Operations.GroupTriggerFormTriggerMutation, Operations.GroupTriggerFormTriggerMutationVariables>) {
  return useMutation(Operations.GroupTriggerFormTriggerDocument, options);
}
export function useHistoryPanelQuery(options: useQuery.Options<Operations.HistoryPanelQuery, Operations.HistoryPanelQueryVariables>) {
  return useQuery(Operations.HistoryPanelDocument, options);
}
export function useHistoryPanelLazyQuery(options?: useLazyQuery.Options<Operations.HistoryPanelQuery, Operations.HistoryPanelQueryVariables>) {
  return useLazyQuery(Operations.HistoryPanelDocument, options);
}
export function useIndividualTriggerFormTriggerMutation(options?: useMutation.Options<Operations.IndividualTriggerFormTriggerMutation, Operations.IndividualTriggerFormTriggerMutationVariables>) {
  return useMutation(Operations.IndividualTriggerFormTriggerDocument, options);
}
export function useInventoryDescriptionsFormSaveMutation(options?: useMutation.Options<Operations.InventoryDescriptionsFormSaveMutation, Operations.InventoryDescriptionsFormSaveMutationVariables>) {
  return useMutation(Operations.InventoryDescriptionsFormSaveDocument, options);
}
export function useInventoryItemChoicesQuery(options: useQuery.Options<Operations.InventoryItemChoicesQuery, Operations.InventoryItemChoicesQueryVariables>) {
  return useQuery(Operations.InventoryItemChoicesDocument, options);
}
export function useInventoryItemChoicesLazyQuery(options?: useLazyQuery.Options<Operations.InventoryItemChoicesQuery, Operations.InventoryItemChoicesQueryVariables>) {
  return useLazyQuery(Operations.InventoryItemChoicesDocument, options);
}
export function useInventoryItemEditPageQuery(options: useQuery.Options<Operations.InventoryItemEditPageQuery, Operations.InventoryItemEditPageQueryVariables>) {
  return useQuery(Operations.InventoryItemEditPageDocument, options);
}
export function useInventoryItemEditPageLazyQuery(options?: useLazyQuery.Options<Operations.InventoryItemEditPageQuery, Operations.InventoryItemEditPageQueryVariables>) {
  return useLazyQuery(Operations.InventoryItemEditPageDocument, options);
}
export function useInventoryItemFormSaveMutation(options?: useMutation.Options<Operations.InventoryItemFormSaveMutation, Operations.InventoryItemFormSaveMutationVariables>) {
  return useMutation(Operations.InventoryItemFormSaveDocument, options);
}
export function useInventoryItemListPageQuery(options: useQuery.Options<Operations.InventoryItemListPageQuery, Operations.InventoryItemListPageQueryVariables>) {
  return useQuery(Operations.InventoryItemListPageDocument, options);
}
export function useInventoryItemListPageLazyQuery(options?: useLazyQuery.Options<Operations.InventoryItemListPageQuery, Operations.InventoryItemListPageQueryVariables>) {
  return useLazyQuery(Operations.InventoryItemListPageDocument, options);
}
export function useInventoryItemListPageChangeStatusMutation(options?: useMutation.Options<Operations.InventoryItemListPageChangeStatusMutation, Operations.InventoryItemListPageChangeStatusMutationVariables>) {
  return useMutation(Operations.InventoryItemListPageChangeStatusDocument, options);
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
export function useLiveStatsPanelQuery(options: useQuery.Options<Operations.LiveStatsPanelQuery, Operations.LiveStatsPanelQueryVariables>) {
  return useQuery(Operations.LiveStatsPanelDocument, options);
}
export function useLiveStatsPanelLazyQuery(options?: useLazyQuery.Options<Operations.LiveStatsPanelQuery, Operations.LiveStatsPanelQueryVariables>) {
  return useLazyQuery(Operations.LiveStatsPanelDocument, options);
}
export function useLocalizationMatrixPageQuery(options: useQuery.Options<Operations.LocalizationMatrixPageQuery, Operations.LocalizationMatrixPageQueryVariables>) {
  return useQuery(Operations.LocalizationMatrixPageDocument, options);
}
export function useLocalizationMatrixPageLazyQuery(options?: useLazyQuery.Options<Operations.LocalizationMatrixPageQuery, Operations.LocalizationMatrixPageQueryVariables>) {
  return useLazyQuery(Operations.LocalizationMatrixPageDocument, options);
}
export function useLocalizationMatrixPageSaveMutation(options?: useMutation.Options<Operations.LocalizationMatrixPageSaveMutation, Operations.LocalizationMatrixPageSaveMutationVariables>) {
  return useMutation(Operations.LocalizationMatrixPageSaveDocument, options);
}
export function useManualStandingsLatestQuery(options: useQuery.Options<Operations.ManualStandingsLatestQuery, Operations.ManualStandingsLatestQueryVariables>) {
  return useQuery(Operations.ManualStandingsLatestDocument, options);
}
export function useManualStandingsLatestLazyQuery(options?: useLazyQuery.Options<Operations.ManualStandingsLatestQuery, Operations.ManualStandingsLatestQueryVariables>) {
  return useLazyQuery(Operations.ManualStandingsLatestDocument, options);
}
export function useOrganizationEditPageQuery(options: useQuery.Options<Operations.OrganizationEditPageQuery, Operations.OrganizationEditPageQueryVariables>) {
  return useQuery(Operations.OrganizationEditPageDocument, options);
}
export function useOrganizationEditPageLazyQuery(options?: useLazyQuery.Options<Operations.OrganizationEditPageQuery, Operations.OrganizationEditPageQueryVariables>) {
  return useLazyQuery(Operations.OrganizationEditPageDocument, options);
}
export function useOrganizationListPageQuery(options: useQuery.Options<Operations.OrganizationListPageQuery, Operations.OrganizationListPageQueryVariables>) {
  return useQuery(Operations.OrganizationListPageDocument, options);
}
export function useOrganizationListPageLazyQuery(options?: useLazyQuery.Options<Operations.OrganizationListPageQuery, Operations.OrganizationListPageQueryVariables>) {
  return useLazyQuery(Operations.OrganizationListPageDocument, options);
}
export function useOverrideLintAndPublishMutation(options?: useMutation.Options<Operations.OverrideLintAndPublishMutation, Operations.OverrideLintAndPublishMutationVariables>) {
  return useMutation(Operations.OverrideLintAndPublishDocument, options);
}
export function usePickBlocksPageQuery(options: useQuery.Options<Operations.PickBlocksPageQuery, Operations.PickBlocksPageQueryVariables>) {
  return useQuery(Operations.PickBlocksPageDocument, options);
}
export function usePickBlocksPageLazyQuery(options?: useLazyQuery.Options<Operations.PickBlocksPageQuery, Operations.PickBlocksPageQueryVariables>) {
  return useLazyQuery(Operations.PickBlocksPageDocument, options);
}
export function usePickBlocksPageCreateMutation(options?: useMutation.Options<Operations.PickBlocksPageCreateMutation, Operations.PickBlocksPageCreateMutationVariables>) {
  return useMutation(Operations.PickBlocksPageCreateDocument, options);
}
export function usePickBlocksPageDeleteMutation(options?: useMutation.Options<Operations.PickBlocksPageDeleteMutation, Operations.PickBlocksPageDeleteMutationVariables>) {
  return useMutation(Operations.PickBlocksPageDeleteDocument, options);
}
export function usePickBlocksPageForceMutation(options?: useMutation.Options<Operations.PickBlocksPageForceMutation, Operations.PickBlocksPageForceMutationVariables>) {
  return useMutation(Operations.PickBlocksPageForceDocument, options);
}
export function usePickBlocksPageReopenMutation(options?: useMutation.Options<Operations.PickBlocksPageReopenMutation, Operations.PickBlocksPageReopenMutationVariables>) {
  return useMutation(Operations.PickBlocksPageReopenDocument, options);
}
export function usePickBlocksPageUpdateMutation(options?: useMutation.Options<Operations.PickBlocksPageUpdateMutation, Operations.PickBlocksPageUpdateMutationVariables>) {
  return useMutation(Operations.PickBlocksPageUpdateDocument, options);
}
export function usePickemLeagueListPageQuery(options: useQuery.Options<Operations.PickemLeagueListPageQuery, Operations.PickemLeagueListPageQueryVariables>) {
  return useQuery(Operations.PickemLeagueListPageDocument, options);
}
export function usePickemLeagueListPageLazyQuery(options?: useLazyQuery.Options<Operations.PickemLeagueListPageQuery, Operations.PickemLeagueListPageQueryVariables>) {
  return useLazyQuery(Operations.PickemLeagueListPageDocument, options);
}
export function usePickemLeagueListPageSaveMutation(options?: useMutation.Options<Operations.PickemLeagueListPageSaveMutation, Operations.PickemLeagueListPageSaveMutationVariables>) {
  return useMutation(Operations.PickemLeagueListPageSaveDocument, options);
}
export function usePickemTournamentPageQuery(options: useQuery.Options<Operations.PickemTournamentPageQuery, Operations.PickemTournamentPageQueryVariables>) {
  return useQuery(Operations.PickemTournamentPageDocument, options);
}
export function usePickemTournamentPageLazyQuery(options?: useLazyQuery.Options<Operations.PickemTournamentPageQuery, Operations.PickemTournamentPageQueryVariables>) {
  return useLazyQuery(Operations.PickemTournamentPageDocument, options);
}
export function usePickemTournamentPageSaveMutation(options?: useMutation.Options<Operations.PickemTournamentPageSaveMutation, Operations.PickemTournamentPageSaveMutationVariables>) {
  return useMutation(Operations.PickemTournamentPageSaveDocument, options);
}
export function usePlayerBulkValidationQuery(options: useQuery.Options<Operations.PlayerBulkValidationQuery, Operations.PlayerBulkValidationQueryVariables>) {
  return useQuery(Operations.PlayerBulkValidationDocument, options);
}
export function usePlayerBulkValidationLazyQuery(options?: useLazyQuery.Options<Operations.PlayerBulkValidationQuery, Operations.PlayerBulkValidationQueryVariables>) {
  return useLazyQuery(Operations.PlayerBulkValidationDocument, options);
}
export function usePlayerEditPageQuery(options: useQuery.Options<Operations.PlayerEditPageQuery, Operations.PlayerEditPageQueryVariables>) {
  return useQuery(Operations.PlayerEditPageDocument, options);
}
export function usePlayerEditPageLazyQuery(options?: useLazyQuery.Options<Operations.PlayerEditPageQuery, Operations.PlayerEditPageQueryVariables>) {
  return useLazyQuery(Operations.PlayerEditPageDocument, options);
}
export function usePlayerFormTeamsQuery(options: useQuery.Options<Operations.PlayerFormTeamsQuery, Operations.PlayerFormTeamsQueryVariables>) {
  return useQuery(Operations.PlayerFormTeamsDocument, options);
}
export function usePlayerFormTeamsLazyQuery(options?: useLazyQuery.Options<Operations.PlayerFormTeamsQuery, Operations.PlayerFormTeamsQueryVariables>) {
  return useLazyQuery(Operations.PlayerFormTeamsDocument, options);
}
export function usePlayerHistoryQuery(options: useQuery.Options<Operations.PlayerHistoryQuery, Operations.PlayerHistoryQueryVariables>) {
  return useQuery(Operations.PlayerHistoryDocument, options);
}
export function usePlayerHistoryLazyQuery(options?: useLazyQuery.Options<Operations.PlayerHistoryQuery, Operations.PlayerHistoryQueryVariables>) {
  return useLazyQuery(Operations.PlayerHistoryDocument, options);
}
export function usePlayerListPageQuery(options: useQuery.Options<Operations.PlayerListPageQuery, Operations.PlayerListPageQueryVariables>) {
  return useQuery(Operations.PlayerListPageDocument, options);
}
export function usePlayerListPageLazyQuery(options?: useLazyQuery.Options<Operations.PlayerListPageQuery, Operations.PlayerListPageQueryVariables>) {
  return useLazyQuery(Operations.PlayerListPageDocument, options);
}
export function usePovPlayersQuery(options: useQuery.Options<Operations.PovPlayersQuery, Operations.PovPlayersQueryVariables>) {
  return useQuery(Operations.PovPlayersDocument, options);
}
export function usePovPlayersLazyQuery(options?: useLazyQuery.Options<Operations.PovPlayersQuery, Operations.PovPlayersQueryVariables>) {
  return useLazyQuery(Operations.PovPlayersDocument, options);
}
export function usePromoCodePoolSummaryQuery(options: useQuery.Options<Operations.PromoCodePoolSummaryQuery, Operations.PromoCodePoolSummaryQueryVariables>) {
  return useQuery(Operations.PromoCodePoolSummaryDocument, options);
}
export function usePromoCodePoolSummaryLazyQuery(options?: useLazyQuery.Options<Operations.PromoCodePoolSummaryQuery, Operations.PromoCodePoolSummaryQueryVariables>) {
  return useLazyQuery(Operations.PromoCodePoolSummaryDocument, options);
}
export function usePromoCodeSampleQuery(options: useQuery.Options<Operations.PromoCodeSampleQuery, Operations.PromoCodeSampleQueryVariables>) {
  return useQuery(Operations.PromoCodeSampleDocument, options);
}
export function usePromoCodeSampleLazyQuery(options?: useLazyQuery.Options<Operations.PromoCodeSampleQuery, Operations.PromoCodeSampleQueryVariables>) {
  return useLazyQuery(Operations.PromoCodeSampleDocument, options);
}
export function usePromoCodesPageQuery(options: useQuery.Options<Operations.PromoCodesPageQuery, Operations.PromoCodesPageQueryVariables>) {
  return useQuery(Operations.PromoCodesPageDocument, options);
}
export function usePromoCodesPageLazyQuery(options?: useLazyQuery.Options<Operations.PromoCodesPageQuery, Operations.PromoCodesPageQueryVariables>) {
  return useLazyQuery(Operations.PromoCodesPageDocument, options);
}
export function usePromoCodesPageCreateUploadMutation(options?: useMutation.Options<Operations.PromoCodesPageCreateUploadMutation, Operations.PromoCodesPageCreateUploadMutationVariables>) {
  return useMutation(Operations.PromoCodesPageCreateUploadDocument, options);
}
export function usePromoCodesPageIngestMutation(options?: useMutation.Options<Operations.PromoCodesPageIngestMutation, Operations.PromoCodesPageIngestMutationVariables>) {
  return useMutation(Operations.PromoCodesPageIngestDocument, options);
}
export function usePromoCodeTableQuery(options: useQuery.Options<Operations.PromoCodeTableQuery, Operations.PromoCodeTableQueryVariables>) {
  return useQuery(Operations.PromoCodeTableDocument, options);
}
export function usePromoCodeTableLazyQuery(options?: useLazyQuery.Options<Operations.PromoCodeTableQuery, Operations.PromoCodeTableQueryVariables>) {
  return useLazyQuery(Operations.PromoCodeTableDocument, options);
}
export function usePublicationPanelLintQuery(options: useQuery.Options<Operations.PublicationPanelLintQuery, Operations.PublicationPanelLintQueryVariables>) {
  return useQuery(Operations.PublicationPanelLintDocument, options);
}
export function usePublicationPanelLintLazyQuery(options?: useLazyQuery.Options<Operations.PublicationPanelLintQuery, Operations.PublicationPanelLintQueryVariables>) {
  return useLazyQuery(Operations.PublicationPanelLintDocument, options);
}
export function usePublishTournamentMutation(options?: useMutation.Options<Operations.PublishTournamentMutation, Operations.PublishTournamentMutationVariables>) {
  return useMutation(Operations.PublishTournamentDocument, options);
}
export function useQuestionBankPageQuery(options: useQuery.Options<Operations.QuestionBankPageQuery, Operations.QuestionBankPageQueryVariables>) {
  return useQuery(Operations.QuestionBankPageDocument, options);
}
export function useQuestionBankPageLazyQuery(options?: useLazyQuery.Options<Operations.QuestionBankPageQuery, Operations.QuestionBankPageQueryVariables>) {
  return useLazyQuery(Operations.QuestionBankPageDocument, options);
}
export function useQuestionBankPageCreateAnswerMutation(options?: useMutation.Options<Operations.QuestionBankPageCreateAnswerMutation, Operations.QuestionBankPageCreateAnswerMutationVariables>) {
  return useMutation(Operations.QuestionBankPageCreateAnswerDocument, options);
}
export function useQuestionBankPageCreateQuestionMutation(options?: useMutation.Options<Operations.QuestionBankPageCreateQuestionMutation, Operations.QuestionBankPageCreateQuestionMutationVariables>) {
  return useMutation(Operations.QuestionBankPageCreateQuestionDocument, options);
}
export function useQuestionBankPageDeleteAnswerMutation(options?: useMutation.Options<Operations.QuestionBankPageDeleteAnswerMutation, Operations.QuestionBankPageDeleteAnswerMutationVariables>) {
  return useMutation(Operations.QuestionBankPageDeleteAnswerDocument, options);
}
export function useQuestionBankPageDeleteQuestionMutation(options?: useMutation.Options<Operations.QuestionBankPageDeleteQuestionMutation, Operations.QuestionBankPageDeleteQuestionMutationVariables>) {
  return useMutation(Operations.QuestionBankPageDeleteQuestionDocument, options);
}
export function useQuestionBankPageUpdateAnswerMutation(options?: useMutation.Options<Operations.QuestionBankPageUpdateAnswerMutation, Operations.QuestionBankPageUpdateAnswerMutationVariables>) {
  return useMutation(Operations.QuestionBankPageUpdateAnswerDocument, options);
}
export function useQuestionBankPageUpdateQuestionMutation(options?: useMutation.Options<Operations.QuestionBankPageUpdateQuestionMutation, Operations.QuestionBankPageUpdateQuestionMutationVariables>) {
  return useMutation(Operations.QuestionBankPageUpdateQuestionDocument, options);
}
export function useRarityListPageQuery(options: useQuery.Options<Operations.RarityListPageQuery, Operations.RarityListPageQueryVariables>) {
  return useQuery(Operations.RarityListPageDocument, options);
}
export function useRarityListPageLazyQuery(options?: useLazyQuery.Options<Operations.RarityListPageQuery, Operations.RarityListPageQueryVariables>) {
  return useLazyQuery(Operations.RarityListPageDocument, options);
}
export function useRarityListPageChangeStatusMutation(options?: useMutation.Options<Operations.RarityListPageChangeStatusMutation, Operations.RarityListPageChangeStatusMutationVariables>) {
  return useMutation(Operations.RarityListPageChangeStatusDocument, options);
}
export function useRarityListPageCreateMutation(options?: useMutation.Options<Operations.RarityListPageCreateMutation, Operations.RarityListPageCreateMutationVariables>) {
  return useMutation(Operations.RarityListPageCreateDocument, options);
}
export function useRenameAccountGroupMutation(options?: useMutation.Options<Operations.RenameAccountGroupMutation, Operations.RenameAccountGroupMutationVariables>) {
  return useMutation(Operations.RenameAccountGroupDocument, options);
}
export function useReplaceTeamsMutation(options?: useMutation.Options<Operations.ReplaceTeamsMutation, Operations.ReplaceTeamsMutationVariables>) {
  return useMutation(Operations.ReplaceTeamsDocument, options);
}
export function useReplaceTeamsSearchQuery(options: useQuery.Options<Operations.ReplaceTeamsSearchQuery, Operations.ReplaceTeamsSearchQueryVariables>) {
  return useQuery(Operations.ReplaceTeamsSearchDocument, options);
}
export function useReplaceTeamsSearchLazyQuery(options?: useLazyQuery.Options<Operations.ReplaceTeamsSearchQuery, Operations.ReplaceTeamsSearchQueryVariables>) {
  return useLazyQuery(Operations.ReplaceTeamsSearchDocument, options);
}
export function useRequestAccountRemovalMutation(options?: useMutation.Options<Operations.RequestAccountRemovalMutation, Operations.RequestAccountRemovalMutationVariables>) {
  return useMutation(Operations.RequestAccountRemovalDocument, options);
}
export function useResetPlayerPasswordMutation(options?: useMutation.Options<Operations.ResetPlayerPasswordMutation, Operations.ResetPlayerPasswordMutationVariables>) {
  return useMutation(Operations.ResetPlayerPasswordDocument, options);
}
export function useResultsImpactQuery(options: useQuery.Options<Operations.ResultsImpactQuery, Operations.ResultsImpactQueryVariables>) {
  return useQuery(Operations.ResultsImpactDocument, options);
}
export function useResultsImpactLazyQuery(options?: useLazyQuery.Options<Operations.ResultsImpactQuery, Operations.ResultsImpactQueryVariables>) {
  return useLazyQuery(Operations.ResultsImpactDocument, options);
}
export function useRevokeRoleMutation(options?: useMutation.Options<Operations.RevokeRoleMutation, Operations.RevokeRoleMutationVariables>) {
  return useMutation(Operations.RevokeRoleDocument, options);
}
export function useRewardCriteriaPageQuery(options: useQuery.Options<Operations.RewardCriteriaPageQuery, Operations.RewardCriteriaPageQueryVariables>) {
  return useQuery(Operations.RewardCriteriaPageDocument, options);
}
export function useRewardCriteriaPageLazyQuery(options?: useLazyQuery.Options<Operations.RewardCriteriaPageQuery, Operations.RewardCriteriaPageQueryVariables>) {
  return useLazyQuery(Operations.RewardCriteriaPageDocument, options);
}
export function useRewardCriteriaPageCreateMutation(options?: useMutation.Options<Operations.RewardCriteriaPageCreateMutation, Operations.RewardCriteriaPageCreateMutationVariables>) {
  return useMutation(Operations.RewardCriteriaPageCreateDocument, options);
}
export function useRewardCriteriaPageDeleteMutation(options?: useMutation.Options<Operations.RewardCriteriaPageDeleteMutation, Operations.RewardCriteriaPageDeleteMutationVariables>) {
  return useMutation(Operations.RewardCriteriaPageDeleteDocument, options);
}
export function useRewardCriteriaPageTournamentsQuery(options: useQuery.Options<Operations.RewardCriteriaPageTournamentsQuery, Operations.RewardCriteriaPageTournamentsQueryVariables>) {
  return useQuery(Operations.RewardCriteriaPageTournamentsDocument, options);
}
export function useRewardCriteriaPageTournamentsLazyQuery(options?: useLazyQuery.Options<Operations.RewardCriteriaPageTournamentsQuery, Operations.RewardCriteriaPageTournamentsQueryVariables>) {
  return useLazyQuery(Operations.RewardCriteriaPageTournamentsDocument, options);
}
export function useRewardCriteriaPageUpdateMutation(options?: useMutation.Options<Operations.RewardCriteriaPageUpdateMutation, Operations.RewardCriteriaPageUpdateMutationVariables>) {
  return useMutation(Operations.RewardCriteriaPageUpdateDocument, options);
}
export function useRewardsPageQuery(options: useQuery.Options<Operations.RewardsPageQuery, Operations.RewardsPageQueryVariables>) {
  return useQuery(Operations.RewardsPageDocument, options);
}
export function useRewardsPageLazyQuery(options?: useLazyQuery.Options<Operations.RewardsPageQuery, Operations.RewardsPageQueryVariables>) {
  return useLazyQuery(Operations.RewardsPageDocument, options);
}
export function useRewardsPageCreateMutation(options?: useMutation.Options<Operations.RewardsPageCreateMutation, Operations.RewardsPageCreateMutationVariables>) {
  return useMutation(Operations.RewardsPageCreateDocument, options);
}
export function useRewardsPageDeleteMutation(options?: useMutation.Options<Operations.RewardsPageDeleteMutation, Operations.RewardsPageDeleteMutationVariables>) {
  return useMutation(Operations.RewardsPageDeleteDocument, options);
}
export function useRewardsPageUpdateMutation(options?: useMutation.Options<Operations.RewardsPageUpdateMutation, Operations.RewardsPageUpdateMutationVariables>) {
  return useMutation(Operations.RewardsPageUpdateDocument, options);
}
export function useSavePovsMutation(options?: useMutation.Options<Operations.SavePovsMutation, Operations.SavePovsMutationVariables>) {
  return useMutation(Operations.SavePovsDocument, options);
}
export function useSaveTournamentToStreamTimelineMutation(options?: useMutation.Options<Operations.SaveTournamentToStreamTimelineMutation, Operations.SaveTournamentToStreamTimelineMutationVariables>) {
  return useMutation(Operations.SaveTournamentToStreamTimelineDocument, options);
}
export function useScoringPageQuery(options: useQuery.Options<Operations.ScoringPageQuery, Operations.ScoringPageQueryVariables>) {
  return useQuery(Operations.ScoringPageDocument, options);
}
export function useScoringPageLazyQuery(options?: useLazyQuery.Options<Operations.ScoringPageQuery, Operations.ScoringPageQueryVariables>) {
  return useLazyQuery(Operations.ScoringPageDocument, options);
}
export function useScoringPageAssignMutation(options?: useMutation.Options<Operations.ScoringPageAssignMutation, Operations.ScoringPageAssignMutationVariables>) {
  return useMutation(Operations.ScoringPageAssignDocument, options);
}
export function useScoringPageCreateConfigMutation(options?: useMutation.Options<Operations.ScoringPageCreateConfigMutation, Operations.ScoringPageCreateConfigMutationVariables>) {
  return useMutation(Operations.ScoringPageCreateConfigDocument, options);
}
export function useScoringPageUnassignMutation(options?: useMutation.Options<Operations.ScoringPageUnassignMutation, Operations.ScoringPageUnassignMutationVariables>) {
  return useMutation(Operations.ScoringPageUnassignDocument, options);
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
export function useSetGameResultMutation(options?: useMutation.Options<Operations.SetGameResultMutation, Operations.SetGameResultMutationVariables>) {
  return useMutation(Operations.SetGameResultDocument, options);
}
export function useSetLiveStatsOffsetMutation(options?: useMutation.Options<Operations.SetLiveStatsOffsetMutation, Operations.SetLiveStatsOffsetMutationVariables>) {
  return useMutation(Operations.SetLiveStatsOffsetDocument, options);
}
export function useSetManualStandingsMutation(options?: useMutation.Options<Operations.SetManualStandingsMutation, Operations.SetManualStandingsMutationVariables>) {
  return useMutation(Operations.SetManualStandingsDocument, options);
}
export function useSetTournamentPublicationStatusMutation(options?: useMutation.Options<Operations.SetTournamentPublicationStatusMutation, Operations.SetTournamentPublicationStatusMutationVariables>) {
  return useMutation(Operations.SetTournamentPublicationStatusDocument, options);
}
export function useShotcallConsoleAddPromptMutation(options?: useMutation.Options<Operations.ShotcallConsoleAddPromptMutation, Operations.ShotcallConsoleAddPromptMutationVariables>) {
  return useMutation(Operations.ShotcallConsoleAddPromptDocument, options);
}
export function useShotcallConsoleLiveQuery(options: useQuery.Options<Operations.ShotcallConsoleLiveQuery, Operations.ShotcallConsoleLiveQueryVariables>) {
  return useQuery(Operations.ShotcallConsoleLiveDocument, options);
}
export function useShotcallConsoleLiveLazyQuery(options?: useLazyQuery.Options<Operations.ShotcallConsoleLiveQuery, Operations.ShotcallConsoleLiveQueryVariables>) {
  return useLazyQuery(Operations.ShotcallConsoleLiveDocument, options);
}
export function useShotcallConsolePageQuery(options: useQuery.Options<Operations.ShotcallConsolePageQuery, Operations.ShotcallConsolePageQueryVariables>) {
  return useQuery(Operations.ShotcallConsolePageDocument, options);
}
export function useShotcallConsolePageLazyQuery(options?: useLazyQuery.Options<Operations.ShotcallConsolePageQuery, Operations.ShotcallConsolePageQueryVariables>) {
  return useLazyQuery(Operations.ShotcallConsolePageDocument, options);
}
export function useShotcallConsoleQuestionsQuery(options: useQuery.Options<Operations.ShotcallConsoleQuestionsQuery, Operations.ShotcallConsoleQuestionsQueryVariables>) {
  return useQuery(Operations.ShotcallConsoleQuestionsDocument, options);
}
export function useShotcallConsoleQuestionsLazyQuery(options?: useLazyQuery.Options<Operations.ShotcallConsoleQuestionsQuery, Operations.ShotcallConsoleQuestionsQueryVariables>) {
  return useLazyQuery(Operations.ShotcallConsoleQuestionsDocument, options);
}
export function useShotcallConsoleResolveMutation(options?: useMutation.Options<Operations.ShotcallConsoleResolveMutation, Operations.ShotcallConsoleResolveMutationVariables>) {
  return useMutation(Operations.ShotcallConsoleResolveDocument, options);
}
export function useShotcallConsoleTriggerMutation(options?: useMutation.Options<Operations.ShotcallConsoleTriggerMutation, Operations.ShotcallConsoleTriggerMutationVariables>) {
  return useMutation(Operations.ShotcallConsoleTriggerDocument, options);
}
export function useShotcallEventsPageQuery(options: useQuery.Options<Operations.ShotcallEventsPageQuery, Operations.ShotcallEventsPageQueryVariables>) {
  return useQuery(Operations.ShotcallEventsPageDocument, options);
}
export function useShotcallEventsPageLazyQuery(options?: useLazyQuery.Options<Operations.ShotcallEventsPageQuery, Operations.ShotcallEventsPageQueryVariables>) {
  return useLazyQuery(Operations.ShotcallEventsPageDocument, options);
}
export function useShotcallSessionStateMutation(options?: useMutation.Options<Operations.ShotcallSessionStateMutation, Operations.ShotcallSessionStateMutationVariables>) {
  return useMutation(Operations.ShotcallSessionStateDocument, options);
}
export function useStatMapperModalQuery(options: useQuery.Options<Operations.StatMapperModalQuery, Operations.StatMapperModalQueryVariables>) {
  return useQuery(Operations.StatMapperModalDocument, options);
}
export function useStatMapperModalLazyQuery(options?: useLazyQuery.Options<Operations.StatMapperModalQuery, Operations.StatMapperModalQueryVariables>) {
  return useLazyQuery(Operations.StatMapperModalDocument, options);
}
export function useStatMapperModalManualGameQuery(options: useQuery.Options<Operations.StatMapperModalManualGameQuery, Operations.StatMapperModalManualGameQueryVariables>) {
  return useQuery(Operations.StatMapperModalManualGameDocument, options);
}
export function useStatMapperModalManualGameLazyQuery(options?: useLazyQuery.Options<Operations.StatMapperModalManualGameQuery, Operations.StatMapperModalManualGameQueryVariables>) {
  return useLazyQuery(Operations.StatMapperModalManualGameDocument, options);
}
export function useStatMapperModalMapMutation(options?: useMutation.Options<Operations.StatMapperModalMapMutation, Operations.StatMapperModalMapMutationVariables>) {
  return useMutation(Operations.StatMapperModalMapDocument, options);
}
export function useStatMapperModalProposalQuery(options: useQuery.Options<Operations.StatMapperModalProposalQuery, Operations.StatMapperModalProposalQueryVariables>) {
  return useQuery(Operations.StatMapperModalProposalDocument, options);
}
export function useStatMapperModalProposalLazyQuery(options?: useLazyQuery.Options<Operations.StatMapperModalProposalQuery, Operations.StatMapperModalProposalQueryVariables>) {
  return useLazyQuery(Operations.StatMapperModalProposalDocument, options);
}
export function useStatMapperModalUnmapMutation(options?: useMutation.Options<Operations.StatMapperModalUnmapMutation, Operations.StatMapperModalUnmapMutationVariables>) {
  return useMutation(Operations.StatMapperModalUnmapDocument, options);
}
export function useStreamGroupCreatePageQuery(options: useQuery.Options<Operations.StreamGroupCreatePageQuery, Operations.StreamGroupCreatePageQueryVariables>) {
  return useQuery(Operations.StreamGroupCreatePageDocument, options);
}
export function useStreamGroupCreatePageLazyQuery(options?: useLazyQuery.Options<Operations.StreamGroupCreatePageQuery, Operations.StreamGroupCreatePageQueryVariables>) {
  return useLazyQuery(Operations.StreamGroupCreatePageDocument, options);
}
export function useStreamGroupEditPageQuery(options: useQuery.Options<Operations.StreamGroupEditPageQuery, Operations.StreamGroupEditPageQueryVariables>) {
  return useQuery(Operations.StreamGroupEditPageDocument, options);
}
export function useStreamGroupEditPageLazyQuery(options?: useLazyQuery.Options<Operations.StreamGroupEditPageQuery, Operations.StreamGroupEditPageQueryVariables>) {
  return useLazyQuery(Operations.StreamGroupEditPageDocument, options);
}
export function useStreamGroupListPageQuery(options: useQuery.Options<Operations.StreamGroupListPageQuery, Operations.StreamGroupListPageQueryVariables>) {
  return useQuery(Operations.StreamGroupListPageDocument, options);
}
export function useStreamGroupListPageLazyQuery(options?: useLazyQuery.Options<Operations.StreamGroupListPageQuery, Operations.StreamGroupListPageQueryVariables>) {
  return useLazyQuery(Operations.StreamGroupListPageDocument, options);
}
export function useSwitchTeamColorsMutation(options?: useMutation.Options<Operations.SwitchTeamColorsMutation, Operations.SwitchTeamColorsMutationVariables>) {
  return useMutation(Operations.SwitchTeamColorsDocument, options);
}
export function useTeamEditPageQuery(options: useQuery.Options<Operations.TeamEditPageQuery, Operations.TeamEditPageQueryVariables>) {
  return useQuery(Operations.TeamEditPageDocument, options);
}
export function useTeamEditPageLazyQuery(options?: useLazyQuery.Options<Operations.TeamEditPageQuery, Operations.TeamEditPageQueryVariables>) {
  return useLazyQuery(Operations.TeamEditPageDocument, options);
}
export function useTeamFormOptionsQuery(options: useQuery.Options<Operations.TeamFormOptionsQuery, Operations.TeamFormOptionsQueryVariables>) {
  return useQuery(Operations.TeamFormOptionsDocument, options);
}
export function useTeamFormOptionsLazyQuery(options?: useLazyQuery.Options<Operations.TeamFormOptionsQuery, Operations.TeamFormOptionsQueryVariables>) {
  return useLazyQuery(Operations.TeamFormOptionsDocument, options);
}
export function useTeamListPageQuery(options: useQuery.Options<Operations.TeamListPageQuery, Operations.TeamListPageQueryVariables>) {
  return useQuery(Operations.TeamListPageDocument, options);
}
export function useTeamListPageLazyQuery(options?: useLazyQuery.Options<Operations.TeamListPageQuery, Operations.TeamListPageQueryVariables>) {
  return useLazyQuery(Operations.TeamListPageDocument, options);
}
export function useTimelineListPageQuery(options: useQuery.Options<Operations.TimelineListPageQuery, Operations.TimelineListPageQueryVariables>) {
  return useQuery(Operations.TimelineListPageDocument, options);
}
export function useTimelineListPageLazyQuery(options?: useLazyQuery.Options<Operations.TimelineListPageQuery, Operations.TimelineListPageQueryVariables>) {
  return useLazyQuery(Operations.TimelineListPageDocument, options);
}
export function useTournamentEditPageQuery(options: useQuery.Options<Operations.TournamentEditPageQuery, Operations.TournamentEditPageQueryVariables>) {
  return useQuery(Operations.TournamentEditPageDocument, options);
}
export function useTournamentEditPageLazyQuery(options?: useLazyQuery.Options<Operations.TournamentEditPageQuery, Operations.TournamentEditPageQueryVariables>) {
  return useLazyQuery(Operations.TournamentEditPageDocument, options);
}
export function useTournamentFormOptionsQuery(options: useQuery.Options<Operations.TournamentFormOptionsQuery, Operations.TournamentFormOptionsQueryVariables>) {
  return useQuery(Operations.TournamentFormOptionsDocument, options);
}
export function useTournamentFormOptionsLazyQuery(options?: useLazyQuery.Options<Operations.TournamentFormOptionsQuery, Operations.TournamentFormOptionsQueryVariables>) {
  return useLazyQuery(Operations.TournamentFormOptionsDocument, options);
}
export function useTournamentListPageQuery(options: useQuery.Options<Operations.TournamentListPageQuery, Operations.TournamentListPageQueryVariables>) {
  return useQuery(Operations.TournamentListPageDocument, options);
}
export function useTournamentListPageLazyQuery(options?: useLazyQuery.Options<Operations.TournamentListPageQuery, Operations.TournamentListPageQueryVariables>) {
  return useLazyQuery(Operations.TournamentListPageDocument, options);
}
export function useTournamentParticipantExportQuery(options: useQuery.Options<Operations.TournamentParticipantExportQuery, Operations.TournamentParticipantExportQueryVariables>) {
  return useQuery(Operations.TournamentParticipantExportDocument, options);
}
export function useTournamentParticipantExportLazyQuery(options?: useLazyQuery.Options<Operations.TournamentParticipantExportQuery, Operations.TournamentParticipantExportQueryVariables>) {
  return useLazyQuery(Operations.TournamentParticipantExportDocument, options);
}
export function useTournamentSchedulePageQuery(options: useQuery.Options<Operations.TournamentSchedulePageQuery, Operations.TournamentSchedulePageQueryVariables>) {
  return useQuery(Operations.TournamentSchedulePageDocument, options);
}
export function useTournamentSchedulePageLazyQuery(options?: useLazyQuery.Options<Operations.TournamentSchedulePageQuery, Operations.TournamentSchedulePageQueryVariables>) {
  return useLazyQuery(Operations.TournamentSchedulePageDocument, options);
}
export function useTournamentSlugTakenQuery(options: useQuery.Options<Operations.TournamentSlugTakenQuery, Operations.TournamentSlugTakenQueryVariables>) {
  return useQuery(Operations.TournamentSlugTakenDocument, options);
}
export function useTournamentSlugTakenLazyQuery(options?: useLazyQuery.Options<Operations.TournamentSlugTakenQuery, Operations.TournamentSlugTakenQueryVariables>) {
  return useLazyQuery(Operations.TournamentSlugTakenDocument, options);
}
export function useTournamentTeamOptionsQuery(options: useQuery.Options<Operations.TournamentTeamOptionsQuery, Operations.TournamentTeamOptionsQueryVariables>) {
  return useQuery(Operations.TournamentTeamOptionsDocument, options);
}
export function useTournamentTeamOptionsLazyQuery(options?: useLazyQuery.Options<Operations.TournamentTeamOptionsQuery, Operations.TournamentTeamOptionsQueryVariables>) {
  return useLazyQuery(Operations.TournamentTeamOptionsDocument, options);
}
export function useTriggerDropPageQuery(options: useQuery.Options<Operations.TriggerDropPageQuery, Operations.TriggerDropPageQueryVariables>) {
  return useQuery(Operations.TriggerDropPageDocument, options);
}
export function useTriggerDropPageLazyQuery(options?: useLazyQuery.Options<Operations.TriggerDropPageQuery, Operations.TriggerDropPageQueryVariables>) {
  return useLazyQuery(Operations.TriggerDropPageDocument, options);
}
export function useTriggerFulfillmentPanelQuery(options: useQuery.Options<Operations.TriggerFulfillmentPanelQuery, Operations.TriggerFulfillmentPanelQueryVariables>) {
  return useQuery(Operations.TriggerFulfillmentPanelDocument, options);
}
export function useTriggerFulfillmentPanelLazyQuery(options?: useLazyQuery.Options<Operations.TriggerFulfillmentPanelQuery, Operations.TriggerFulfillmentPanelQueryVariables>) {
  return useLazyQuery(Operations.TriggerFulfillmentPanelDocument, options);
}
export function useTriggerStatsPanelResendMutation(options?: useMutation.Options<Operations.TriggerStatsPanelResendMutation, Operations.TriggerStatsPanelResendMutationVariables>) {
  return useMutation(Operations.TriggerStatsPanelResendDocument, options);
}
export function useUnarchiveLeagueMutation(options?: useMutation.Options<Operations.UnarchiveLeagueMutation, Operations.UnarchiveLeagueMutationVariables>) {
  return useMutation(Operations.UnarchiveLeagueDocument, options);
}
export function useUnarchiveOrganizationMutation(options?: useMutation.Options<Operations.UnarchiveOrganizationMutation, Operations.UnarchiveOrganizationMutationVariables>) {
  return useMutation(Operations.UnarchiveOrganizationDocument, options);
}
export function useUnarchiveSeasonMutation(options?: useMutation.Options<Operations.UnarchiveSeasonMutation, Operations.UnarchiveSeasonMutationVariables>) {
  return useMutation(Operations.UnarchiveSeasonDocument, options);
}
export function useUpdateDropGroupPageMutation(options?: useMutation.Options<Operations.UpdateDropGroupPageMutation, Operations.UpdateDropGroupPageMutationVariables>) {
  return useMutation(Operations.UpdateDropGroupPageDocument, options);
}
export function useUpdateLeagueMutation(options?: useMutation.Options<Operations.UpdateLeagueMutation, Operations.UpdateLeagueMutationVariables>) {
  return useMutation(Operations.UpdateLeagueDocument, options);
}
export function useUpdateLeaguesMutation(options?: useMutation.Options<Operations.UpdateLeaguesMutation, Operations.UpdateLeaguesMutationVariables>) {
  return useMutation(Operations.UpdateLeaguesDocument, options);
}
export function useUpdateOrganizationMutation(options?: useMutation.Options<Operations.UpdateOrganizationMutation, Operations.UpdateOrganizationMutationVariables>) {
  return useMutation(Operations.UpdateOrganizationDocument, options);
}
export function useUpdatePlayerMutation(options?: useMutation.Options<Operations.UpdatePlayerMutation, Operations.UpdatePlayerMutationVariables>) {
  return useMutation(Operations.UpdatePlayerDocument, options);
}
export function useUpdateSeasonMutation(options?: useMutation.Options<Operations.UpdateSeasonMutation, Operations.UpdateSeasonMutationVariables>) {
  return useMutation(Operations.UpdateSeasonDocument, options);
}
export function useUpdateStreamGroupMutation(options?: useMutation.Options<Operations.UpdateStreamGroupMutation, Operations.UpdateStreamGroupMutationVariables>) {
  return useMutation(Operations.UpdateStreamGroupDocument, options);
}
export function useUpdateTeamMutation(options?: useMutation.Options<Operations.UpdateTeamMutation, Operations.UpdateTeamMutationVariables>) {
  return useMutation(Operations.UpdateTeamDocument, options);
}
export function useUpdateTimelineEntryMutation(options?: useMutation.Options<Operations.UpdateTimelineEntryMutation, Operations.UpdateTimelineEntryMutationVariables>) {
  return useMutation(Operations.UpdateTimelineEntryDocument, options);
}
export function useUpdateTournamentMutation(options?: useMutation.Options<Operations.UpdateTournamentMutation, Operations.UpdateTournamentMutationVariables>) {
  return useMutation(Operations.UpdateTournamentDocument, options);
}
export function useUpdateVodMutation(options?: useMutation.Options<Operations.UpdateVodMutation, Operations.UpdateVodMutationVariables>) {
  return useMutation(Operations.UpdateVodDocument, options);
}
export function useUserManagementPageQuery(options: useQuery.Options<Operations.UserManagementPageQuery, Operations.UserManagementPageQueryVariables>) {
  return useQuery(Operations.UserManagementPageDocument, options);
}
export function useUserManagementPageLazyQuery(options?: useLazyQuery.Options<Operations.UserManagementPageQuery, Operations.UserManagementPageQueryVariables>) {
  return useLazyQuery(Operations.UserManagementPageDocument, options);
}
export function useViewerLookupsRecentTriggersQuery(options: useQuery.Options<Operations.ViewerLookupsRecentTriggersQuery, Operations.ViewerLookupsRecentTriggersQueryVariables>) {
  return useQuery(Operations.ViewerLookupsRecentTriggersDocument, options);
}
export function useViewerLookupsRecentTriggersLazyQuery(options?: useLazyQuery.Options<Operations.ViewerLookupsRecentTriggersQuery, Operations.ViewerLookupsRecentTriggersQueryVariables>) {
  return useLazyQuery(Operations.ViewerLookupsRecentTriggersDocument, options);
}
export function useVodPageQuery(options: useQuery.Options<Operations.VodPageQuery, Operations.VodPageQueryVariables>) {
  return useQuery(Operations.VodPageDocument, options);
}
export function useVodPageLazyQuery(options?: useLazyQuery.Options<Operations.VodPageQuery, Operations.VodPageQueryVariables>) {
  return useLazyQuery(Operations.VodPageDocument, options);
}
