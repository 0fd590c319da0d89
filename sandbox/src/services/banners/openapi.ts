/** The OpenAPI descriptions of the banners service and the chat-notification function. */
import {
  BANNER_ACCESS_LEVELS,
  BANNER_CONFIGURATION_STATUSES,
  BANNER_PATCHES,
} from '@esports-admin/schema/rules/banners';
import type {
  BannerConfigurationRefDto,
  BannerLeagueCreateDto,
  BannerLeagueDto,
  BannerLeaguePatchDto,
  BannerPatchConfigurationWriteDto,
  BannerPermissionsDto,
  ChatNotificationAnswerDto,
  ChatNotificationDto,
} from '@esports-admin/schema/upstream/banners';
import { get, post, put, type ServiceDescription } from '../../openapi/document';
import {
  arrayOf,
  boolean,
  dateTime,
  dto,
  enumOf,
  integer,
  ref,
  string,
} from '../../openapi/schema';
import {
  CHAT_MESSAGES_PATH,
  CHAT_POST_PATH,
  DEFAULT_CHAT_CHANNEL,
  MAX_CHAT_TEXT_LENGTH,
  type ChatMessageDto,
} from './chat';

const updatedAt = { ...integer, description: 'Epoch milliseconds, bumped by every change' };
const patch = { ...enumOf(BANNER_PATCHES), description: 'A patch of the local patch list' };
const status = enumOf(BANNER_CONFIGURATION_STATUSES);
const version = { ...integer, minimum: 1 };
const configurationUrl = string(
  'Its configuration file’s asset key, game-configs/{league}-{patch}-{version}.json',
);

const bannerSchemas = {
  BannerPermissions: dto<BannerPermissionsDto>({ access: enumOf(BANNER_ACCESS_LEVELS) }),
  BannerConfigurationRef: dto<BannerConfigurationRefDto>({
    id: string('A new id per version'),
    url: configurationUrl,
    status,
    version,
    updatedAt,
  }),
  BannerLeaguePatch: dto<BannerLeaguePatchDto>({
    patch,
    configuration: ref('BannerConfigurationRef'),
  }),
  BannerLeague: dto<BannerLeagueDto>({
    id: string(),
    eldsId: string('The data-service league'),
    slug: string('The data-service league’s slug'),
    patches: {
      ...arrayOf(ref('BannerLeaguePatch')),
      description: 'The patches with a configuration, in the local patch list’s order',
    },
    updatedAt,
  }),
  BannerLeagueCreate: dto<BannerLeagueCreateDto>({
    eldsId: string('A League of Legends league of the data service'),
    slug: string('That league’s slug'),
  }),
  BannerPatchConfigurationWrite: dto<BannerPatchConfigurationWriteDto>(
    {
      patch,
      configuration: dto<BannerPatchConfigurationWriteDto['configuration']>({
        url: configurationUrl,
        status,
        version,
      }),
      expectedUpdatedAt: {
        ...updatedAt,
        description: 'The patch configuration’s updatedAt as read',
      },
    },
    ['expectedUpdatedAt'],
  ),
};

export const bannersOpenApi: ServiceDescription = {
  title: 'Banners service (konfigurator v1)',
  description:
    'Banner leagues and their patch configurations (spec 2 §7 "Banners service"). Configuration files, textures and screenshots live in the asset service (functionalityType banner). A refusal answers 400 for bad input, 403 for a caller whose access is disallowed, 404 for an unknown id and 409 for a change the configuration’s state does not allow.',
  schemas: bannerSchemas,
  operations: [
    get('/permissions', 'getBannerPermissions', 'The caller’s banner access', {
      response: { description: 'full_access or disallowed', schema: ref('BannerPermissions') },
    }),
    get('/leagues', 'listBannerLeagues', 'The banner leagues', {
      response: {
        description: 'Every banner league with its patches’ current configurations',
        schema: arrayOf(ref('BannerLeague')),
      },
    }),
    post('/leagues', 'createBannerLeague', 'Enrol a data-service league (409 when it has one)', {
      body: ref('BannerLeagueCreate'),
      response: { status: 201, description: 'The new banner league', schema: ref('BannerLeague') },
    }),
    put('/leagues/{id}', 'putBannerPatchConfiguration', 'One patch’s configuration', {
      body: {
        ...ref('BannerPatchConfigurationWrite'),
        description:
          'A new version (current + 1, needs_screenshots, its file stored and naming catalogue props only) or the current version’s next status (409 out of order; leaving needs_screenshots needs a screenshot of every banner)',
      },
      response: { description: 'The whole league', schema: ref('BannerLeague') },
    }),
  ],
};

const chatSchemas = {
  ChatNotification: dto<ChatNotificationDto>(
    {
      text: { ...string(), minLength: 1, maxLength: MAX_CHAT_TEXT_LENGTH },
      channel: string(`Defaults to ${DEFAULT_CHAT_CHANNEL}`),
    },
    ['channel'],
  ),
  ChatNotificationAnswer: dto<ChatNotificationAnswerDto>({
    ok: boolean,
    ts: string('The posted message’s id'),
  }),
  ChatMessage: dto<ChatMessageDto>({
    ts: string(),
    channel: string(),
    text: string(),
    sender: string('The subject of the token that posted it'),
    postedAt: dateTime,
  }),
};

export const chatNotificationsOpenApi: ServiceDescription = {
  title: 'Chat-notification function',
  description:
    'Posts a message to the esports chat channel (spec 2 §7 "Chat notification"); the sandbox records each message and lists them.',
  schemas: chatSchemas,
  operations: [
    post(CHAT_POST_PATH, 'postChatNotification', 'Post a message to the channel', {
      body: ref('ChatNotification'),
      response: { description: 'Posted', schema: ref('ChatNotificationAnswer') },
    }),
    get(CHAT_MESSAGES_PATH, 'listChatMessages', 'What was posted (sandbox only)', {
      response: {
        description: 'The posted messages, newest first',
        schema: dto<{ messages: ChatMessageDto[] }>({ messages: arrayOf(ref('ChatMessage')) }),
      },
    }),
  ],
};
