/** The OpenAPI descriptions of the drops service, its localization family and the preview image function. */
import { LOCALIZATION_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import {
  DROP_GROUP_BASE_PATH,
  DROP_INVENTORY_BASE_PATH,
  DROP_RARITY_BASE_PATH,
  DROP_TRIGGER_BASE_PATH,
  INVENTORY_ITEM_STATUSES,
  RARITY_STATUSES,
} from '@esports-admin/schema/upstream/drops';
import { get, post, put, type ServiceDescription } from '../../openapi/document';
import { answers, idsQuery, jsonBody, sportQuery, statusQuery } from '../../openapi/parameters';
import { dateTime, enumOf } from '../../openapi/schema';
import { STATUS_CHANGES } from './groups';

/** Each family's paths start with its base path below /drops: '/group/v1.0/group/list'. */
const below = (basePath: string) => basePath.slice('/drops'.length);
const group = below(DROP_GROUP_BASE_PATH);
const trigger = below(DROP_TRIGGER_BASE_PATH);
const inventory = below(DROP_INVENTORY_BASE_PATH);
const rarity = below(DROP_RARITY_BASE_PATH);
const flag = (name: string) => ({ name, schema: enumOf(['true', 'false']) });

export const dropsOpenApi: ServiceDescription = {
  title: 'Drops service',
  description:
    'Drop groups, triggers, inventory items and rarities, each under its own base path (spec 3 §7 "Drops").',
  operations: [
    get(`${inventory}/inventoryItems`, 'listInventoryItems', 'Every inventory item', {
      response: answers('A list of InventoryItemDto'),
    }),
    get(
      `${inventory}/dropInventoryItem/{id}`,
      'getInventoryItem',
      'One inventory item of a sport',
      {
        query: [{ ...sportQuery, required: true }],
        response: answers('An InventoryItemDto'),
      },
    ),
    put(
      `${inventory}/dropInventoryItem`,
      'saveInventoryItem',
      'Create or update an inventory item',
      {
        body: jsonBody('InventoryItemWriteDto'),
        response: answers('The InventoryItemDto'),
      },
    ),
    put(
      `${inventory}/dropInventoryItem/{id}`,
      'changeInventoryItemStatus',
      'Change an item’s status',
      {
        query: [{ ...statusQuery(INVENTORY_ITEM_STATUSES), required: true }],
        response: answers('The InventoryItemDto'),
      },
    ),
    get(
      `${inventory}/defaultDescription/{id}`,
      'getDefaultDescriptions',
      'An item’s default descriptions',
      {
        response: answers('The descriptions per locale'),
      },
    ),
    put(
      `${inventory}/{id}/description`,
      'saveInventoryDescriptions',
      'Save an item’s descriptions',
      {
        body: jsonBody('InventoryDescriptionWriteDto'),
        response: answers('The InventoryItemDto'),
      },
    ),

    get(`${rarity}/rarity`, 'listRarities', 'Every rarity', {
      response: answers('A list of RarityDto'),
    }),
    post(`${rarity}/rarity`, 'createRarity', 'Create a rarity', {
      body: jsonBody('RarityWriteDto'),
      response: answers('The RarityDto'),
    }),
    put(`${rarity}/rarity/{id}`, 'changeRarityStatus', 'Change a rarity’s status', {
      query: [{ ...statusQuery(RARITY_STATUSES), required: true }],
      response: answers('The RarityDto'),
    }),

    get(`${group}/group/list`, 'listDropGroups', 'Every drop group', {
      response: answers('A list of DropGroupDto'),
    }),
    post(`${group}/group`, 'createDropGroup', 'Create a drop group', {
      body: jsonBody('DropGroupWriteDto'),
      response: answers('The DropGroupDto'),
    }),
    post(`${group}/group/{id}`, 'editDropGroup', 'Edit a drop group', {
      body: jsonBody('DropGroupWriteDto'),
      response: answers('The DropGroupDto'),
    }),
    put(`${group}/group/{id}`, 'changeDropGroupStatus', 'Change a drop group’s status', {
      query: [{ ...statusQuery(STATUS_CHANGES), required: true }],
      response: answers('The DropGroupDto'),
    }),

    get(`${trigger}/trigger`, 'listTriggers', 'Triggers in a time window, newest first', {
      query: [
        { name: 'startTime', schema: dateTime },
        { name: 'endTime', schema: dateTime },
      ],
      response: answers('A list of DropTriggerDto'),
    }),
    get(`${trigger}/trigger/{id}`, 'getTrigger', 'One trigger with its stats', {
      response: answers('A DropTriggerWithStatsDto'),
    }),
    post(`${trigger}/trigger`, 'triggerGroup', 'Trigger a drop group (or dry-run it)', {
      query: [flag('dry_run')],
      body: jsonBody('GroupTriggerWriteDto'),
      response: answers('The DropTriggerDto, or a TriggerDryRunDto'),
    }),
    post(`${trigger}/trigger/{puuid}/{dropID}`, 'triggerIndividual', 'Drop to one viewer', {
      query: [flag('notify')],
      response: answers('The DropTriggerDto'),
    }),
  ],
};

export const dropLocalizationOpenApi: ServiceDescription = {
  title: 'Drop localization service (dropLocalization v1.0)',
  description: 'Localized texts of drops by key and group (spec 3 §7 "Drops").',
  operations: [
    get('/localization/groups', 'listLocalizationGroups', 'Localizations of groups', {
      query: [{ ...idsQuery('groups', LOCALIZATION_BATCH_LIMIT), required: true }],
      response: answers('A LocalizationGroupsDto'),
    }),
    get('/localization/{key}', 'getLocalization', 'Localizations of a key', {
      response: answers('A list of LocalizationEntryDto'),
    }),
    put('/localization', 'saveLocalization', 'Save the localizations of one key', {
      body: jsonBody('LocalizationSetDto'),
      response: answers('A list of LocalizationEntryDto'),
    }),
    put('/localizations', 'saveLocalizations', 'Save several localizations', {
      body: jsonBody(`list of LocalizationSetDto (at most ${LOCALIZATION_BATCH_LIMIT})`),
      response: answers('The saved localizations'),
    }),
  ],
};

export const dropPreviewImageOpenApi: ServiceDescription = {
  title: 'Drop preview image function',
  description: 'Renders the card a viewer sees for a drop (spec 3 §7). Basic authorization.',
  auth: 'basic',
  operations: [
    post('/', 'renderDropPreview', 'The drop card as an image', {
      body: jsonBody('DropPreviewImageRequestDto'),
      response: {
        description: 'The card',
        contentType: 'image/svg+xml',
        schema: { type: 'string' },
      },
    }),
  ],
};
