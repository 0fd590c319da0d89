/**
 * The OpenAPI description of the pick'em service: every family under its own base path below
 * /pickem. Leagues, pick blocks, the lifecycle call and celebrities here, with their schemas;
 * crystal ball, picks, rewards and scoring from part B (`pickemBOpenApiPaths`).
 */
import {
  CELEBRITY_BASE_PATH,
  PICK_BLOCK_STATES,
  PICK_BLOCKS_BASE_PATH,
  PICKEM_ADMIN_BASE_PATH,
  PICKEM_LIFECYCLE_BASE_PATH,
  PICKEM_ROOT,
  type CelebrityBatchDto,
  type CelebrityBatchValidationDto,
  type CelebrityDto,
  type CelebrityWriteDto,
  type PickBlockDto,
  type PickBlockWriteDto,
  type PickemLeagueDto,
  type PickemLeagueWriteDto,
  type PickemTournamentDto,
  type PickemTournamentWriteDto,
  type PickPatternDto,
  type UnscheduledItemsDto,
} from '@esports-admin/schema/upstream/pickem';
import { del, get, post, put, type ServiceDescription } from '../../openapi/document';
import { NO_CONTENT } from '../../openapi/parameters';
import {
  arrayOf,
  boolean,
  dateTime,
  dto,
  enumOf,
  integer,
  nullable,
  ref,
  string,
} from '../../openapi/schema';
import { MAX_CELEBRITY_NAME_LENGTH } from './celebrities';
import { pickemBOpenApiPaths } from './pickem-b-domains';
import { MAX_MATCHES_PER_BLOCK } from './pick-blocks';

const below = (basePath: string) => basePath.slice(PICKEM_ROOT.length);
const admin = below(PICKEM_ADMIN_BASE_PATH);
const blocks = below(PICK_BLOCKS_BASE_PATH);
const lifecycle = below(PICKEM_LIFECYCLE_BASE_PATH);
const celebrities = below(CELEBRITY_BASE_PATH);

const ids = arrayOf(string());
const updatedAt = { ...integer, description: 'Epoch milliseconds, bumped by every change' };
const pick = dto<PickPatternDto['picks'][number]>({ eldsMatchId: string(), eldsTeamId: string() });
const state = {
  ...enumOf(PICK_BLOCK_STATES),
  description:
    'upcoming before opensAt, open until locksAt, locked after it (or forced), scored when every match is decided; a locked block reopens by PUT with state open unless scored or a match has started',
};

const pickemSchemas = {
  PickemTournament: dto<PickemTournamentDto>({
    eldsTournamentId: string(),
    published: boolean,
    updatedAt,
  }),
  PickemTournamentWrite: dto<PickemTournamentWriteDto>({ published: boolean }),
  PickemLeague: dto<PickemLeagueDto>({
    eldsLeagueId: string(),
    published: boolean,
    activeEldsTournamentId: nullable(string()),
    tournament: nullable(ref('PickemTournament')),
    updatedAt,
  }),
  PickemLeagueWrite: dto<PickemLeagueWriteDto>({
    published: boolean,
    activeEldsTournamentId: nullable(string('Must be one of the league’s tournaments')),
  }),
  PickPattern: dto<PickPatternDto>({ picks: arrayOf(pick), viewers: integer }),
  PickBlock: dto<PickBlockDto>({
    id: string(),
    eldsTournamentId: string(),
    name: string(),
    state,
    eldsMatchIds: { ...ids, maxItems: MAX_MATCHES_PER_BLOCK },
    eldsSectionIds: ids,
    opensAt: dateTime,
    locksAt: dateTime,
    pickCount: integer,
    pickPatterns: arrayOf(ref('PickPattern')),
    updatedAt,
  }),
  PickBlockWrite: dto<PickBlockWriteDto>(
    {
      eldsTournamentId: string(),
      name: string(),
      eldsMatchIds: { ...ids, minItems: 1, maxItems: MAX_MATCHES_PER_BLOCK },
      eldsSectionIds: ids,
      opensAt: dateTime,
      locksAt: { ...dateTime, description: 'After opensAt' },
      state: { ...state, description: 'PUT only: open on a locked block reopens it' },
    },
    ['state'],
  ),
  UnscheduledItems: dto<UnscheduledItemsDto>({ eldsMatchIds: ids, eldsSectionIds: ids }),
  Celebrity: dto<CelebrityDto>({
    id: string(),
    eldsTournamentId: string(),
    name: string(),
    title: string(),
    imageUrl: string(),
    picks: arrayOf(pick),
    updatedAt,
  }),
  CelebrityWrite: dto<CelebrityWriteDto>({
    id: nullable(string('Null for a new celebrity')),
    name: string(`At most ${MAX_CELEBRITY_NAME_LENGTH} characters, unique in the tournament`),
    title: string(),
    imageUrl: string('An https address'),
    picks: arrayOf(pick),
  }),
  CelebrityBatch: dto<CelebrityBatchDto>({ celebrities: arrayOf(ref('CelebrityWrite')) }),
  CelebrityBatchValidation: dto<CelebrityBatchValidationDto>({
    invalid: arrayOf(
      dto<CelebrityBatchValidationDto['invalid'][number]>({
        index: integer,
        field: string('The row’s field path: name, imageUrl, picks.0.eldsTeamId …'),
        message: string(),
      }),
    ),
  }),
};

const one = (name: keyof typeof pickemSchemas, description: string) => ({
  description,
  schema: ref(name),
});
const list = (name: keyof typeof pickemSchemas, description: string) => ({
  description,
  schema: arrayOf(ref(name)),
});

export const pickemOpenApi: ServiceDescription = {
  title: 'Pick’em service',
  description:
    'Pick’em leagues, pick blocks, celebrities, crystal ball, rewards and scoring, each family under its own base path below /pickem (spec 3 §7 "Pick’em").',
  schemas: pickemSchemas,
  operations: [
    get(`${admin}/leagues`, 'listPickemLeagues', 'Every league pick’em has', {
      response: list('PickemLeague', 'The leagues, also those the store rule leaves out'),
    }),
    put(
      `${admin}/leagues/{id}`,
      'savePickemLeague',
      'Publish a league, set its active tournament',
      {
        body: ref('PickemLeagueWrite'),
        response: one('PickemLeague', 'The league'),
      },
    ),
    put(`${admin}/tournament/{id}`, 'savePickemTournament', 'Publish a tournament', {
      body: ref('PickemTournamentWrite'),
      response: one('PickemTournament', 'The tournament'),
    }),

    get(`${blocks}/tournament/{id}`, 'listPickBlocks', 'A tournament’s pick blocks', {
      response: list('PickBlock', 'The blocks by opening time'),
    }),
    get(
      `${blocks}/tournament/{id}/unscheduled`,
      'listUnscheduledItems',
      'A tournament’s matches and sections in no block',
      { response: one('UnscheduledItems', 'The unscheduled items') },
    ),
    post(blocks, 'createPickBlock', 'Create a pick block (upcoming or open by opensAt)', {
      body: ref('PickBlockWrite'),
      response: one('PickBlock', 'The block'),
    }),
    put(`${blocks}/{id}`, 'updatePickBlock', 'Update a pick block, or reopen a locked one', {
      body: ref('PickBlockWrite'),
      response: one('PickBlock', 'The block'),
    }),
    del(`${blocks}/{id}`, 'deletePickBlock', 'Delete a pick block without picks', {
      response: NO_CONTENT,
    }),
    put(
      `${lifecycle}/pickblock/{id}/force/{state}`,
      'forcePickBlockState',
      'Force a block into any state (load tests)',
      { response: one('PickBlock', 'The block in the forced state') },
    ),

    get(`${celebrities}/tournament/{id}`, 'listCelebrities', 'A tournament’s celebrities', {
      response: list('Celebrity', 'The celebrities in batch order'),
    }),
    put(
      `${celebrities}/batch/{id}/validate`,
      'validateCelebrities',
      'The invalid rows of a batch',
      {
        body: ref('CelebrityBatch'),
        response: one(
          'CelebrityBatchValidation',
          'The invalid rows; empty when the batch is valid',
        ),
      },
    ),
    put(`${celebrities}/batch/{id}`, 'saveCelebrities', 'Replace a tournament’s celebrities', {
      body: ref('CelebrityBatch'),
      response: list('Celebrity', 'The saved list (400 with the invalid rows when not valid)'),
    }),

    ...pickemBOpenApiPaths,
  ],
};
