/**
 * The banners service (spec 2 §7 "Banners service (/konfigurator/v1/)"): banner access, leagues
 * and their patch configurations; and the chat-notification function (spec 2 §7 "Chat
 * notification"), a service of its own under /api/functions.
 */
import { BANNERS_BASE_PATH } from '@esports-admin/schema/upstream/banners';
import { defineService } from '../service';
import { bannerAccessRoutes } from './access';
import { CHAT_FUNCTIONS_PATH, CHAT_TABLES, chatNotificationRoutes } from './chat';
import { patchConfigurationRoutes } from './configurations';
import { bannersFixtureSet } from './fixtures';
import { bannerLeagueRoutes } from './leagues';
import { bannersOpenApi, chatNotificationsOpenApi } from './openapi';
import { BANNER_TABLES } from './store';

export const bannersService = defineService({
  name: 'banners',
  prefix: '/konfigurator/',
  basePath: BANNERS_BASE_PATH,
  openapi: bannersOpenApi,
  domains: [
    { tables: BANNER_TABLES, routes: bannerAccessRoutes },
    { routes: bannerLeagueRoutes, fixtures: [bannersFixtureSet] },
    { routes: patchConfigurationRoutes },
  ],
});

export const chatNotificationsService = defineService({
  name: 'chatNotifications',
  prefix: `${CHAT_FUNCTIONS_PATH}/`,
  basePath: CHAT_FUNCTIONS_PATH,
  openapi: chatNotificationsOpenApi,
  domains: [{ tables: CHAT_TABLES, routes: chatNotificationRoutes }],
});
