/**
 * The tournament data service's tournaments, matches, teams and schedules (spec 3 §7) as the
 * gateway calls them and the sandbox serves them. Paths are relative to ELDS_BASE_PATH.
 */
import type { SportCode } from '../rules/sports';
import type { LocalizedNameDto } from './elds';

export type TournamentStatusDto = 'draft' | 'published' | 'archived';
export type PublicationStatusDto = 'draft' | 'published' | 'archived';
export type SectionTypeDto = 'bracket' | 'group' | 'cross_group';
export type MatchStrategyDto = 'bestOf' | 'playAll';
export type MatchStatusDto = 'unstarted' | 'inProgress' | 'completed';
export type OutcomeDto = 'win' | 'loss' | 'tie';
export type EdgeNodeTypeDto = 'match' | 'decisionPoint' | 'section' | 'stage';

/** A result entered by staff (spec 3 §4). */
export const OUTCOME_SET_BY_HUMAN = 'set-by-human';
export const OUTCOME_COMPUTED = 'computed';

export interface ParticipantEntryDto {
  index: number;
  teamId: string | null;
  description: string | null;
  placement: number | null;
}

export interface ParticipantListDto {
  outcomeSource: string | null;
  entries: ParticipantEntryDto[];
}

export interface EdgeDto {
  sourceNodeId: string | null;
  sourceNodeType: EdgeNodeTypeDto | null;
  sourceSlot: number;
  targetNodeId: string | null;
  targetNodeType: EdgeNodeTypeDto | null;
  targetSlot: number;
}

export interface CountConfigDto {
  count: number;
}

export interface MatchTemplateDto {
  strategy: MatchStrategyDto;
  bestOfConfig: CountConfigDto | null;
  playAllConfig: CountConfigDto | null;
}

export interface GroupConfigDto {
  roundRobinRounds: number;
  matchTemplate: MatchTemplateDto;
}

export interface CellDto {
  name: string;
  contents: string[];
}

export interface ColumnDto {
  cells: CellDto[];
}

export interface TeamRecordDto {
  teamId: string;
  record: { wins: number; losses: number; ties: number };
}

export interface RankDto {
  ordinal: number;
  tiedTeams: string[];
}

export interface DecisionPointDto {
  id: string;
  structuralId: string;
  description: string;
  seeding: ParticipantEntryDto[];
  standing: ParticipantEntryDto[];
  decided: boolean;
}

export interface SectionDto {
  id: string;
  structuralId: string;
  name: LocalizedNameDto;
  type: SectionTypeDto;
  publicationStatus: PublicationStatusDto;
  seeding: ParticipantListDto;
  standing: ParticipantListDto;
  groupConfig: GroupConfigDto | null;
  teamRecords: TeamRecordDto[];
  ranks: RankDto[];
  /** Ranks set by hand (results/group/{id}/ranks) replace the computed ones until cleared. */
  manualRanks: boolean;
  finalized: boolean;
  matchIds: string[];
  decisionPoints: DecisionPointDto[];
  edges: EdgeDto[];
  columns: ColumnDto[];
}

export interface StageDto {
  id: string;
  structuralId: string;
  name: LocalizedNameDto;
  type: string;
  publicationStatus: PublicationStatusDto;
  seeding: ParticipantListDto;
  standing: ParticipantListDto;
  sections: SectionDto[];
  edges: EdgeDto[];
}

export interface TournamentDto {
  id: string;
  leagueId: string;
  seasonId: string | null;
  splitId: string | null;
  name: LocalizedNameDto;
  sport: SportCode;
  status: TournamentStatusDto;
  publicationStatus: PublicationStatusDto;
  schemaType: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  streamGroupId: string | null;
  droppable: boolean;
  rewardable: boolean;
  seeding: ParticipantListDto;
  standing: ParticipantListDto;
  points: { entries: { position: number; points: number }[] } | null;
  awardedCircuitPoints: { placement: number; points: number }[];
  /** Left out by GET /tournaments?viewMode=summary. */
  stages?: StageDto[];
  edges: EdgeDto[];
}

/** GET /tournaments: one page; `nextPaginationToken` is null on the last. */
export interface TournamentListDto {
  tournaments: TournamentDto[];
  nextPaginationToken: string | null;
}

export interface MatchWriteDto {
  id?: string;
  structuralId: string;
  description: string;
  strategy: MatchStrategyDto;
  bestOfConfig: CountConfigDto | null;
  playAllConfig: CountConfigDto | null;
  teamOne: string;
  teamTwo: string;
}

export type DecisionPointWriteDto = Omit<DecisionPointDto, 'id' | 'decided'> & { id?: string };

/**
 * Sections in POST/PUT /tournaments bodies carry match definitions (`matches`: kept by id, added
 * without one, left out ones deleted) or, to keep the matches as they are, their `matchIds`.
 */
export type SectionWriteDto = Omit<
  SectionDto,
  'id' | 'matchIds' | 'teamRecords' | 'ranks' | 'manualRanks' | 'finalized' | 'decisionPoints'
> & {
  id?: string;
  matches?: MatchWriteDto[];
  matchIds?: string[];
  decisionPoints: DecisionPointWriteDto[];
};

export type StageWriteDto = Omit<StageDto, 'id' | 'sections'> & {
  id?: string;
  sections: SectionWriteDto[];
};

/** POST /tournaments and PUT /tournaments/{id} body. */
export type TournamentWriteDto = Omit<TournamentDto, 'id' | 'stages' | 'status'> & {
  status?: TournamentStatusDto;
  stages: StageWriteDto[];
};

/**
 * The stored tournament as a write body that keeps every match (by id) as it is: the fields the
 * service computes (records, ranks, finalized, decided) left out.
 */
export function writeKeepingMatches(tournament: TournamentDto): TournamentWriteDto {
  const { id: _id, stages, ...fields } = tournament;
  return {
    ...fields,
    stages: (stages ?? []).map((stage) => ({
      ...stage,
      sections: stage.sections.map(
        ({
          teamRecords: _t,
          ranks: _r,
          manualRanks: _m,
          finalized: _f,
          decisionPoints,
          ...rest
        }) => ({
          ...rest,
          decisionPoints: decisionPoints.map(({ decided: _d, ...dp }) => dp),
        }),
      ),
    })),
  };
}

/**
 * Every seeding and standing entry a tournament holds, outermost first: its own, then each
 * stage's, each section's and each decision point's. The entries themselves, not copies.
 */
export function participantEntriesOf(tournament: TournamentDto): ParticipantEntryDto[] {
  const entries = (list: ParticipantListDto | null | undefined) => list?.entries ?? [];
  return [
    ...entries(tournament.seeding),
    ...entries(tournament.standing),
    ...(tournament.stages ?? []).flatMap((stage) => [
      ...entries(stage.seeding),
      ...entries(stage.standing),
      ...stage.sections.flatMap((section) => [
        ...entries(section.seeding),
        ...entries(section.standing),
        ...section.decisionPoints.flatMap((dp) => [...dp.seeding, ...dp.standing]),
      ]),
    ]),
  ];
}

export interface GameTeamOutcomeDto {
  teamId: string;
  outcome: OutcomeDto;
  outcomeSource: string;
}

export interface GameDto {
  id: string;
  number: number;
  assignedName: string | null;
  blueTeam: string;
  redTeam: string;
  status: MatchStatusDto;
  teamOutcomes: GameTeamOutcomeDto[];
}

export interface MatchTeamOutcomeDto {
  teamId: string;
  gameWins: number;
  outcome: OutcomeDto | null;
}

export interface MatchDto {
  id: string;
  tournamentId: string;
  sectionId: string;
  structuralId: string;
  sport: SportCode;
  gameMode: string;
  type: string;
  description: string;
  strategy: MatchStrategyDto;
  bestOfConfig: CountConfigDto | null;
  playAllConfig: CountConfigDto | null;
  publicationStatus: PublicationStatusDto;
  status: MatchStatusDto;
  teamOne: string;
  teamTwo: string;
  participatingTeams: string[];
  teamBasedOutcome: MatchTeamOutcomeDto[];
  games: GameDto[];
}

/** GET /matches?matchIds=a,b (at most 10 ids). */
export interface MatchListDto {
  matches: MatchDto[];
}

/** POST /tournaments/{id}/results/game/{gameId}/outcome body: outcome per team id. */
export interface GameOutcomeWriteDto {
  outcome: Record<string, OutcomeDto>;
  outcomeSource: string;
}

export type TeamStatusDto = 'active' | 'archived';

export interface TeamDto {
  id: string;
  name: string;
  tricode: string;
  slug: string;
  /** Null only for the placeholder team 'TBD' (id '0'). */
  sport: SportCode | null;
  status: TeamStatusDto;
  homeLeagueId: string | null;
  category: string;
  supportedFormats: string[];
  roster: { playerId: string }[];
  organizationId: string | null;
  primaryColor: string | null;
  secondaryColor: string | null;
  logoUrl: string | null;
  alternateLogoUrl: string | null;
  lightLogoUrl: string | null;
  darkLogoUrl: string | null;
  plateImageUrl: string | null;
  backgroundImageUrl: string | null;
  photoUrl: string | null;
}

export type TeamWriteDto = Omit<TeamDto, 'id'>;

/** GET /teams?sport=&status=&search=&teamIds=a,b (at most 20 ids). */
export interface TeamListDto {
  teams: TeamDto[];
}

/** A stream of a broadcast item while it is in progress (spec 3 §3 Schedule block). */
export interface InProgressStreamDto {
  id: string;
  provider: string;
  locale: string;
  status: string;
}

export interface BroadcastItemDto {
  matchId: string;
  startTime: string;
  status?: string;
  broadcastState?: string;
  visibleAfterTime: string | null;
  /** Set by the live system while the item is in progress: the streams carrying it. */
  inProgressInfo?: { streams: InProgressStreamDto[] };
}

export interface BroadcastDto {
  id: string;
  blockId: string;
  status?: string;
  broadcastState?: string;
  broadcastItems: BroadcastItemDto[];
}

export interface ScheduleBlockDto {
  id: string;
  tournamentId: string;
  name: string | null;
  startTime: string;
  broadcasts: BroadcastDto[];
}

/** POST schedules/block body. */
export type ScheduleBlockWriteDto = Omit<ScheduleBlockDto, 'id' | 'broadcasts'> & {
  broadcasts: (Omit<BroadcastDto, 'id' | 'blockId'> & { id?: string })[];
};

/** A broadcast of GET /schedules read with the block that holds it (the trigger form's list). */
export interface BlockBroadcastDto {
  block: ScheduleBlockDto;
  broadcast: BroadcastDto;
}

/** GET /schedules and GET /schedules/{tournamentId}. */
export interface ScheduleListDto {
  blocks: ScheduleBlockDto[];
}

/**
 * A stretch of a platform game on the platform timeline: `game` while it was played; `pause` a
 * stop within it. Times are ISO 8601; a span still open has no `endTime`.
 */
export interface TimespanDto {
  type: 'game' | 'pause';
  startTime: string;
  endTime: string | null;
}

/** GET tournaments/timeline/timespans/platformGame/{id}: oldest first, empty when none recorded. */
export interface PlatformGameTimespansDto {
  platformGameId: string;
  timespans: TimespanDto[];
}
