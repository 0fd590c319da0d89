/**
 * The banners service (spec 2 §7 "Banners service (/konfigurator/v1/)", `BANNERS_URL`) and the
 * chat-notification function (spec 2 §7 "Chat notification", `CHAT_NOTIFICATIONS_URL`).
 */
import {
  BANNERS_BASE_PATH,
  CHAT_NOTIFICATION_PATH,
  type BannerLeagueCreateDto,
  type BannerLeagueDto,
  type BannerPatchConfigurationWriteDto,
  type BannerPermissionsDto,
  type ChatNotificationAnswerDto,
  type ChatNotificationDto,
} from '@esports-admin/schema/upstream/banners';
import { defineUpstream, type UpstreamClient } from './upstream';

export function bannersApi(client: UpstreamClient) {
  return {
    /** GET permissions: the caller's banner access. */
    permissions: () => client.get<BannerPermissionsDto>(`${BANNERS_BASE_PATH}/permissions`),
    /** GET leagues: every banner league with its patches' configurations. */
    leagues: () => client.get<BannerLeagueDto[]>(`${BANNERS_BASE_PATH}/leagues`),
    /** POST leagues/: a data-service league enrolled for banners. */
    createLeague: (body: BannerLeagueCreateDto) =>
      client.post<BannerLeagueDto>(`${BANNERS_BASE_PATH}/leagues/`, { body }),
    /** PUT leagues/{id}: one patch's configuration, new or with its next status. */
    putPatchConfiguration: (leagueId: string, body: BannerPatchConfigurationWriteDto) =>
      client.put<BannerLeagueDto>(`${BANNERS_BASE_PATH}/leagues/${encodeURIComponent(leagueId)}`, {
        body,
      }),
  };
}

export type BannersApi = ReturnType<typeof bannersApi>;

export const bannersUpstream = defineUpstream({
  name: 'banners',
  urlSetting: 'BANNERS_URL',
  create: bannersApi,
});

export function chatNotificationsApi(client: UpstreamClient) {
  return {
    /** POST /api/functions/post-slack-message. */
    post: (body: ChatNotificationDto) =>
      client.post<ChatNotificationAnswerDto>(CHAT_NOTIFICATION_PATH, { body }),
  };
}

export type ChatNotificationsApi = ReturnType<typeof chatNotificationsApi>;

export const chatNotificationsUpstream = defineUpstream({
  name: 'chatNotifications',
  urlSetting: 'CHAT_NOTIFICATIONS_URL',
  create: chatNotificationsApi,
});
