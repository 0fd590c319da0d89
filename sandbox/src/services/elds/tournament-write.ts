/** Reading tournament write bodies (POST/PUT /tournaments) as the service validates them. */
import {
  DEFAULT_ROUND_ROBIN_ROUNDS,
  DEFAULT_TIME_ZONE,
  TBD_TEAM_ID,
} from '@esports-admin/schema/rules/constants';
import type {
  CountConfigDto,
  DecisionPointWriteDto,
  EdgeDto,
  EdgeNodeTypeDto,
  GroupConfigDto,
  MatchStrategyDto,
  MatchWriteDto,
  ParticipantEntryDto,
  ParticipantListDto,
  PublicationStatusDto,
  SectionTypeDto,
  SectionWriteDto,
  StageWriteDto,
  TournamentStatusDto,
  TournamentWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { invalid } from '../../errors';
import { Payload } from '../../payload';

export const TOURNAMENT_STATUSES: readonly TournamentStatusDto[] = [
  'draft',
  'published',
  'archived',
];
const PUBLICATION_STATUSES: readonly PublicationStatusDto[] = ['draft', 'published', 'archived'];
const SECTION_TYPES: readonly SectionTypeDto[] = ['bracket', 'group', 'cross_group'];
const STRATEGIES: readonly MatchStrategyDto[] = ['bestOf', 'playAll'];
const NODE_TYPES: readonly EdgeNodeTypeDto[] = ['match', 'decisionPoint', 'section', 'stage'];

function nullableInteger(fields: Payload, key: string, min: number): number | null {
  return fields.has(key) ? fields.integer(key, min) : null;
}

function readEntry(fields: Payload): ParticipantEntryDto {
  return {
    index: fields.integer('index', 1),
    teamId: fields.nullableString('teamId'),
    description: fields.nullableString('description'),
    placement: nullableInteger(fields, 'placement', 1),
  };
}

function readParticipants(fields: Payload, key: string): ParticipantListDto {
  if (!fields.has(key)) return { outcomeSource: null, entries: [] };
  const list = fields.object(key);
  return {
    outcomeSource: list.nullableString('outcomeSource'),
    entries: list.array('entries').map(readEntry),
  };
}

function readEdges(fields: Payload): EdgeDto[] {
  if (!fields.has('edges')) return [];
  return fields.array('edges').map((edge) => ({
    sourceNodeId: edge.nullableString('sourceNodeId'),
    sourceNodeType: edge.has('sourceNodeType') ? edge.oneOf('sourceNodeType', NODE_TYPES) : null,
    sourceSlot: edge.integer('sourceSlot', 1),
    targetNodeId: edge.nullableString('targetNodeId'),
    targetNodeType: edge.has('targetNodeType') ? edge.oneOf('targetNodeType', NODE_TYPES) : null,
    targetSlot: edge.integer('targetSlot', 1),
  }));
}

function readCount(fields: Payload, key: string): CountConfigDto | null {
  return fields.has(key) ? { count: fields.object(key).integer('count', 1) } : null;
}

export function readMatchWrite(fields: Payload, number: number): MatchWriteDto {
  const match: MatchWriteDto = {
    structuralId: fields.nonEmptyString('structuralId'),
    description: fields.has('description') ? fields.string('description') : `Match ${number}`,
    strategy: fields.oneOf('strategy', STRATEGIES),
    bestOfConfig: readCount(fields, 'bestOfConfig'),
    playAllConfig: readCount(fields, 'playAllConfig'),
    teamOne: fields.nullableString('teamOne') ?? TBD_TEAM_ID,
    teamTwo: fields.nullableString('teamTwo') ?? TBD_TEAM_ID,
  };
  if (fields.has('id')) match.id = fields.string('id');
  return match;
}

function readGroupConfig(fields: Payload): GroupConfigDto | null {
  if (!fields.has('groupConfig')) return null;
  const config = fields.object('groupConfig');
  const template = config.object('matchTemplate');
  return {
    roundRobinRounds: nullableInteger(config, 'roundRobinRounds', 1) ?? DEFAULT_ROUND_ROBIN_ROUNDS,
    matchTemplate: {
      strategy: template.oneOf('strategy', STRATEGIES),
      bestOfConfig: readCount(template, 'bestOfConfig'),
      playAllConfig: readCount(template, 'playAllConfig'),
    },
  };
}

function readDecisionPoint(fields: Payload, number: number): DecisionPointWriteDto {
  const dp: DecisionPointWriteDto = {
    structuralId: fields.nonEmptyString('structuralId'),
    description: fields.has('description')
      ? fields.string('description')
      : `Decision Point ${number}`,
    seeding: fields.has('seeding') ? fields.array('seeding').map(readEntry) : [],
    standing: fields.has('standing') ? fields.array('standing').map(readEntry) : [],
  };
  if (fields.has('id')) dp.id = fields.string('id');
  return dp;
}

function readSection(fields: Payload, counters: { match: number; dp: number }): SectionWriteDto {
  const type = fields.oneOf('type', SECTION_TYPES);
  const section: SectionWriteDto = {
    structuralId: fields.nonEmptyString('structuralId'),
    name: fields.localizedName('name'),
    type,
    publicationStatus: fields.has('publicationStatus')
      ? fields.oneOf('publicationStatus', PUBLICATION_STATUSES)
      : 'draft',
    seeding: readParticipants(fields, 'seeding'),
    standing: readParticipants(fields, 'standing'),
    groupConfig: readGroupConfig(fields),
    decisionPoints: fields.has('decisionPoints')
      ? fields.array('decisionPoints').map((dp) => readDecisionPoint(dp, (counters.dp += 1)))
      : [],
    edges: readEdges(fields),
    columns: fields.has('columns')
      ? fields.array('columns').map((column) => ({
          cells: column.array('cells').map((cell) => ({
            name: cell.string('name'),
            contents: cell.stringArray('contents'),
          })),
        }))
      : [],
  };
  if (type !== 'bracket' && !section.groupConfig) {
    throw invalid(`${fields.pathOf('groupConfig')} is required for a ${type} section`);
  }
  if (fields.has('id')) section.id = fields.string('id');
  if (fields.has('matches')) {
    section.matches = fields.array('matches').map((m) => readMatchWrite(m, (counters.match += 1)));
  } else {
    section.matchIds = fields.has('matchIds') ? fields.stringArray('matchIds') : [];
  }
  return section;
}

function readStage(fields: Payload, counters: { match: number; dp: number }): StageWriteDto {
  const stage: StageWriteDto = {
    structuralId: fields.nonEmptyString('structuralId'),
    name: fields.localizedName('name'),
    type: fields.has('type') ? fields.nonEmptyString('type') : 'bracket',
    publicationStatus: fields.has('publicationStatus')
      ? fields.oneOf('publicationStatus', PUBLICATION_STATUSES)
      : 'draft',
    seeding: readParticipants(fields, 'seeding'),
    standing: readParticipants(fields, 'standing'),
    sections: fields.array('sections').map((section) => readSection(section, counters)),
    edges: readEdges(fields),
  };
  if (fields.has('id')) stage.id = fields.string('id');
  return stage;
}

export function readTournamentWrite(body: unknown): TournamentWriteDto {
  const fields = Payload.of(body);
  const counters = { match: 0, dp: 0 };
  const write: TournamentWriteDto = {
    leagueId: fields.nonEmptyString('leagueId'),
    seasonId: fields.nullableString('seasonId'),
    splitId: fields.nullableString('splitId'),
    name: fields.localizedName('name'),
    sport: fields.sport('sport'),
    publicationStatus: fields.has('publicationStatus')
      ? fields.oneOf('publicationStatus', PUBLICATION_STATUSES)
      : 'draft',
    schemaType: fields.has('schemaType') ? fields.string('schemaType') : 'graph-structured',
    startTime: fields.dateTime('startTime'),
    endTime: fields.dateTime('endTime'),
    timeZone: fields.has('timeZone') ? fields.nonEmptyString('timeZone') : DEFAULT_TIME_ZONE,
    streamGroupId: fields.nullableString('streamGroupId'),
    droppable: fields.has('droppable') ? fields.boolean('droppable') : false,
    rewardable: fields.has('rewardable') ? fields.boolean('rewardable') : false,
    seeding: readParticipants(fields, 'seeding'),
    standing: readParticipants(fields, 'standing'),
    points: fields.has('points')
      ? {
          entries: fields
            .object('points')
            .array('entries')
            .map((entry) => ({
              position: entry.integer('position', 1),
              points: entry.integer('points', 0),
            })),
        }
      : null,
    awardedCircuitPoints: fields.has('awardedCircuitPoints')
      ? fields.array('awardedCircuitPoints').map((award) => ({
          placement: award.integer('placement', 1),
          points: award.integer('points', 0),
        }))
      : [],
    stages: fields.has('stages')
      ? fields.array('stages').map((stage) => readStage(stage, counters))
      : [],
    edges: readEdges(fields),
  };
  if (fields.has('status')) write.status = fields.oneOf('status', TOURNAMENT_STATUSES);
  if (write.endTime < write.startTime) throw invalid('endTime must not be before startTime');
  return write;
}
