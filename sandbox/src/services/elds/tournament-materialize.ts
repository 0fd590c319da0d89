/**
 * A tournament write turned into what is stored: new stages, sections, decision points, matches and
 * games get ids from the sequences, kept matches keep their results, the structure is checked (one
 * structural id per node, edges between nodes of the section) and results are derived again.
 */
import {
  DEFAULT_BEST_OF_COUNT,
  DEFAULT_PLAY_ALL_COUNT,
  TBD_TEAM_ID,
} from '@esports-admin/schema/rules/constants';
import type {
  DecisionPointDto,
  EdgeDto,
  GameDto,
  MatchDto,
  MatchWriteDto,
  SectionDto,
  StageDto,
  TournamentDto,
  TournamentWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { invalid } from '../../errors';
import type { SqlClient } from '../../store';
import { isGroup, pairings, recompute } from './tournament-graph';
import { nextIds, type StoredTournament } from './tournament-store';

/** Hands out pre-fetched ids so one write costs one query per sequence. */
class IdPool {
  private constructor(private readonly ids: Record<string, string[]>) {}

  static async take(db: SqlClient, counts: Record<string, number>): Promise<IdPool> {
    const ids: Record<string, string[]> = {};
    for (const [sequence, count] of Object.entries(counts)) {
      ids[sequence] = await nextIds(db, sequence, count);
    }
    return new IdPool(ids);
  }

  next(sequence: string): string {
    const id = this.ids[sequence]?.shift();
    if (!id) throw new Error(`No id left of ${sequence}`);
    return id;
  }
}

function gameCount(match: Pick<MatchWriteDto, 'strategy' | 'bestOfConfig' | 'playAllConfig'>) {
  return match.strategy === 'bestOf'
    ? (match.bestOfConfig?.count ?? DEFAULT_BEST_OF_COUNT)
    : (match.playAllConfig?.count ?? DEFAULT_PLAY_ALL_COUNT);
}

function newGame(id: string, number: number, match: MatchDto): GameDto {
  return {
    id,
    number,
    assignedName: null,
    blueTeam: match.teamOne,
    redTeam: match.teamTwo,
    status: 'unstarted',
    teamOutcomes: [],
  };
}

function checkEdges(
  edges: EdgeDto[],
  where: string,
  nodes: Map<string, string>,
  fanOutFromSeeding: boolean,
) {
  const sources = new Set<string>();
  edges.forEach((edge, i) => {
    for (const end of ['source', 'target'] as const) {
      const id = edge[`${end}NodeId`];
      const type = edge[`${end}NodeType`];
      if ((id === null) !== (type === null)) {
        throw invalid(`${where}.edges[${i}]: ${end}NodeId and ${end}NodeType go together`);
      }
      if (id !== null && nodes.get(id) !== type) {
        throw invalid(`${where}.edges[${i}]: no ${type} ${id} here`);
      }
      if (type === 'match' && ![1, 2].includes(edge[`${end}Slot`])) {
        throw invalid(`${where}.edges[${i}]: a match has slots 1 and 2`);
      }
    }
    if (fanOutFromSeeding && edge.sourceNodeId === null) return;
    const source = `${edge.sourceNodeId}/${edge.sourceSlot}`;
    if (sources.has(source)) {
      throw invalid(`${where}.edges[${i}]: source slot ${source} already feeds another target`);
    }
    sources.add(source);
  });
}

function checkStructure(tournament: TournamentDto, matches: MatchDto[]) {
  const structuralIds = new Set<string>();
  const claim = (id: string, where: string) => {
    if (structuralIds.has(id)) throw invalid(`${where}: structuralId ${id} is used twice`);
    structuralIds.add(id);
  };
  const stages = tournament.stages ?? [];
  const byId = new Map(matches.map((match) => [match.id, match]));
  stages.forEach((stage, s) => {
    claim(stage.structuralId, `stages[${s}]`);
    stage.sections.forEach((section, c) => {
      const where = `stages[${s}].sections[${c}]`;
      claim(section.structuralId, where);
      const nodes = new Map<string, string>();
      for (const id of section.matchIds) {
        const match = byId.get(id);
        if (!match) throw invalid(`${where}: match ${id} is not in this tournament`);
        claim(match.structuralId, `${where} match ${id}`);
        nodes.set(match.structuralId, 'match');
      }
      for (const dp of section.decisionPoints) {
        claim(dp.structuralId, `${where} decision point`);
        nodes.set(dp.structuralId, 'decisionPoint');
      }
      checkEdges(section.edges, where, nodes, isGroup(section));
      section.columns.forEach((column, k) =>
        column.cells.forEach((cell, l) => {
          const unknown = cell.contents.find((id) => !nodes.has(id));
          if (unknown) {
            throw invalid(`${where}.columns[${k}].cells[${l}]: ${unknown} is not in the section`);
          }
        }),
      );
    });
    const sectionNodes = new Map(
      stage.sections.map((section) => [section.structuralId, 'section']),
    );
    checkEdges(stage.edges, `stages[${s}]`, sectionNodes, false);
  });
  const stageNodes = new Map(stages.map((stage) => [stage.structuralId, 'stage']));
  checkEdges(tournament.edges, 'tournament', stageNodes, false);
}

/**
 * Turns a write body into the stored tournament: new stages, sections, decision points, matches
 * and games get ids; kept matches keep their results; derived state is computed again.
 */
export async function materialize(
  db: SqlClient,
  id: string,
  write: TournamentWriteDto,
  existing: StoredTournament | null,
): Promise<StoredTournament> {
  const oldMatches = new Map((existing?.matches ?? []).map((match) => [match.id, match]));
  const oldSections = new Map(
    (existing?.tournament.stages ?? [])
      .flatMap((stage) => stage.sections)
      .map((section) => [section.id, section]),
  );
  const oldDecisionPoints = new Map(
    [...oldSections.values()].flatMap((section) => section.decisionPoints).map((dp) => [dp.id, dp]),
  );
  const sections = write.stages.flatMap((stage) => stage.sections);
  const matchWrites = sections.flatMap((section) => section.matches ?? []);
  for (const match of matchWrites) {
    if (match.id && !oldMatches.has(match.id)) {
      throw invalid(`Match ${match.id} is not in tournament ${id}`);
    }
  }
  const gamesNeeded = matchWrites.reduce(
    (sum, match) =>
      sum +
      Math.max(
        0,
        gameCount(match) - (match.id ? (oldMatches.get(match.id)?.games.length ?? 0) : 0),
      ),
    0,
  );
  const ids = await IdPool.take(db, {
    elds_structure_ids:
      write.stages.filter((stage) => !stage.id).length +
      sections.filter((section) => !section.id).length +
      sections.flatMap((section) => section.decisionPoints).filter((dp) => !dp.id).length,
    elds_match_ids: matchWrites.filter((match) => !match.id).length,
    elds_game_ids: gamesNeeded,
  });
  const matches: MatchDto[] = [];

  const stages: StageDto[] = write.stages.map((stageWrite) => {
    const stageId = stageWrite.id ?? ids.next('elds_structure_ids');
    return {
      ...stageWrite,
      id: stageId,
      sections: stageWrite.sections.map((sectionWrite): SectionDto => {
        const sectionId = sectionWrite.id ?? ids.next('elds_structure_ids');
        const old = oldSections.get(sectionId);
        let matchIds: string[];
        if (sectionWrite.matches) {
          matchIds = sectionWrite.matches.map((matchWrite) => {
            const kept = matchWrite.id ? oldMatches.get(matchWrite.id) : undefined;
            const match: MatchDto = {
              ...(kept ?? {
                id: ids.next('elds_match_ids'),
                tournamentId: id,
                sport: write.sport,
                gameMode: 'classic',
                type: 'normal',
                publicationStatus: 'draft',
                status: 'unstarted',
                participatingTeams: [],
                teamBasedOutcome: [],
                games: [],
              }),
              sectionId,
              structuralId: matchWrite.structuralId,
              description: matchWrite.description,
              strategy: matchWrite.strategy,
              bestOfConfig: matchWrite.bestOfConfig,
              playAllConfig: matchWrite.playAllConfig,
              teamOne: matchWrite.teamOne || TBD_TEAM_ID,
              teamTwo: matchWrite.teamTwo || TBD_TEAM_ID,
            };
            const count = gameCount(matchWrite);
            match.games = match.games.slice(0, count);
            while (match.games.length < count) {
              match.games.push(newGame(ids.next('elds_game_ids'), match.games.length + 1, match));
            }
            matches.push(match);
            return match.id;
          });
        } else {
          matchIds = sectionWrite.matchIds ?? [];
          for (const matchId of matchIds) {
            const kept = oldMatches.get(matchId);
            if (!kept) throw invalid(`Match ${matchId} is not in tournament ${id}`);
            matches.push({ ...kept, sectionId });
          }
        }
        const { matches: _definitions, matchIds: _ids, ...rest } = sectionWrite;
        return {
          ...rest,
          id: sectionId,
          groupConfig: sectionWrite.type === 'bracket' ? null : sectionWrite.groupConfig,
          teamRecords: old?.teamRecords ?? [],
          ranks: old?.manualRanks ? old.ranks : [],
          manualRanks: old?.manualRanks ?? false,
          finalized: old?.finalized ?? false,
          matchIds,
          decisionPoints: sectionWrite.decisionPoints.map((dpWrite): DecisionPointDto => {
            const dpId = dpWrite.id ?? ids.next('elds_structure_ids');
            const oldDp = oldDecisionPoints.get(dpId);
            return {
              ...dpWrite,
              id: dpId,
              decided: oldDp?.decided ?? false,
              standing: dpWrite.standing.map((entry) => ({
                ...entry,
                teamId: oldDp?.decided
                  ? (oldDp.standing.find((old) => old.index === entry.index)?.teamId ?? null)
                  : null,
              })),
            };
          }),
        };
      }),
    };
  });
  const { stages: _stages, ...fields } = write;
  const tournament: TournamentDto = {
    ...fields,
    id,
    status: write.status ?? existing?.tournament.status ?? 'draft',
    stages,
  };
  checkStructure(tournament, matches);
  recompute(tournament, matches, pairings(existing?.matches ?? []));
  return { tournament, matches };
}
