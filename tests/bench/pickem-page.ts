/**
 * The pick blocks page of pick'em (issue #34): the web's generated document plus `byHand`, built
 * from exactly the upstream calls the gateway makes for it (see pages.ts).
 */
import {
  DEFAULT_LOCALE,
  MATCH_BATCH_LIMIT,
  TEAM_BATCH_LIMIT,
} from '@esports-admin/schema/rules/constants';
import { ELDS_BASE_PATH, type LocalizedNameDto } from '@esports-admin/schema/upstream/elds';
import type {
  MatchDto,
  MatchListDto,
  TeamDto,
  TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import {
  PICK_BLOCKS_BASE_PATH,
  PICKEM_ADMIN_BASE_PATH,
  SCORING_CONFIG_BASE_PATH,
  type PickBlockDto,
  type PickemLeagueDto,
  type ScoringConfigDto,
  type SectionScoringDto,
  type UnscheduledItemsDto,
} from '@esports-admin/schema/upstream/pickem';
import { print } from 'graphql';
import { versionOf } from '../../gateway/src/mutations/version';
import {
  matchWinnerId,
  picksPerMatch,
  scorePreview,
} from '../../gateway/src/resolvers/pickem/scoring';
import { PickBlocksPageDocument } from '../../web/src/__generated__/graphql';
import { chunks } from './batches';
import type { BenchPage, UpstreamGet } from './pages';

/** The rewards operator: pick'em is theirs. */
const PICKEM_USER = 'remy.rewards';
/** The current lol tournament's scored block holds the group stage and the played playoffs. */
const BIG_BLOCK_MATCHES = 30;

const LEAGUES_PATH = '/leagues';
const blocksPath = (id: string) => `/tournament/${encodeURIComponent(id)}`;
const unscheduledPath = (id: string) => `${blocksPath(id)}/unscheduled`;
const sectionScoringPath = (id: string) => `/section/${encodeURIComponent(id)}`;
const scoringConfigPath = (id: string) => `/${encodeURIComponent(id)}`;
const tournamentPath = (id: string) => `/tournaments/${id}`;
const matchPaths = (ids: readonly string[]) =>
  chunks(ids, MATCH_BATCH_LIMIT).map((batch) => `/matches?matchIds=${batch.join(',')}`);
const teamPaths = (ids: readonly string[]) =>
  chunks(ids, TEAM_BATCH_LIMIT).map((batch) => `/teams?teamIds=${batch.join(',')}`);

/** A read the service answers 404 when there is nothing (a section with no configuration). */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof Error && error.message.endsWith(': 404')) return null;
    throw error;
  }
}

const distinct = <T>(items: Iterable<T>) => [...new Set(items)];

/**
 * Every call the gateway makes for the page: the pick'em leagues (the active record), the
 * tournament, its pick blocks and unscheduled items side by side, then every match of both 10 ids
 * per call, then the teams shown 20 ids per call beside each section's scoring assignment and the
 * configurations assigned.
 */
async function pickemPageCalls(eldsTournamentId: string, upstream: UpstreamGet) {
  const [, tournament, blocks, unscheduled] = await Promise.all([
    upstream<PickemLeagueDto[]>(LEAGUES_PATH, PICKEM_ADMIN_BASE_PATH),
    upstream<TournamentDto>(tournamentPath(eldsTournamentId)),
    upstream<PickBlockDto[]>(blocksPath(eldsTournamentId), PICK_BLOCKS_BASE_PATH),
    upstream<UnscheduledItemsDto>(unscheduledPath(eldsTournamentId), PICK_BLOCKS_BASE_PATH),
  ]);
  const matchIds = distinct([
    ...blocks.flatMap((block) => block.eldsMatchIds),
    ...unscheduled.eldsMatchIds,
  ]);
  const matchPages = await Promise.all(
    matchPaths(matchIds).map((path) => upstream<MatchListDto>(path)),
  );
  const matches = new Map(matchPages.flatMap((page) => page.matches).map((m) => [m.id, m]));
  const found = (ids: readonly string[]) => ids.flatMap((id) => matches.get(id) ?? []);
  const picks = blocks.map((block) => picksPerMatch(block.eldsMatchIds, block.pickPatterns));
  const teamIds = distinct([
    ...[...blocks.flatMap((b) => found(b.eldsMatchIds)), ...found(unscheduled.eldsMatchIds)]
      .flatMap((match) => [match.teamOne, match.teamTwo])
      .filter(Boolean),
    ...picks.flat().flatMap((p) => p.teams.map((team) => team.eldsTeamId)),
  ]);
  const sectionIds = distinct(
    blocks.flatMap((block) => found(block.eldsMatchIds).map((match) => match.sectionId)),
  );
  const [teamPages, assignments] = await Promise.all([
    Promise.all(teamPaths(teamIds).map((path) => upstream<{ teams: TeamDto[] }>(path))),
    Promise.all(
      sectionIds.map((id) =>
        orNull(upstream<SectionScoringDto>(sectionScoringPath(id), SCORING_CONFIG_BASE_PATH)),
      ),
    ),
  ]);
  const assigned = new Map(
    assignments.flatMap((a) => (a ? [[a.eldsSectionId, a.scoringConfigId] as const] : [])),
  );
  const configs = new Map(
    await Promise.all(
      distinct(assigned.values()).map(
        async (id) =>
          [
            id,
            await orNull(
              upstream<ScoringConfigDto>(scoringConfigPath(id), SCORING_CONFIG_BASE_PATH),
            ),
          ] as const,
      ),
    ),
  );
  const teams = new Map(teamPages.flatMap((page) => page.teams).map((team) => [team.id, team]));
  const configOf = (sectionId: string) => {
    const configId = assigned.get(sectionId);
    return configId ? (configs.get(configId) ?? null) : null;
  };
  return {
    tournament,
    blocks,
    unscheduled,
    matchIds,
    found,
    picks,
    teams,
    configOf,
    teamIds,
    assigned,
  };
}

const displayName = (name: LocalizedNameDto) => ({
  displayName: name.localizations[DEFAULT_LOCALE] || name.slug,
});

/**
 * /pickem/…/blocks as the web sends it (`PickBlocksPage` of
 * web/src/features/pickem/blocks/blocks.graphql) for the current lol tournament: every block with
 * its matches, picks per team and scoring preview, and what no block holds yet.
 */
export const pickBlocksPage: BenchPage = {
  operationName: 'PickBlocksPage',
  query: print(PickBlocksPageDocument),
  user: PICKEM_USER,
  services: ['pickem', 'elds'],
  async variables(upstream) {
    const leagues = await upstream<PickemLeagueDto[]>(LEAGUES_PATH, PICKEM_ADMIN_BASE_PATH);
    for (const id of leagues.flatMap((league) => league.activeEldsTournamentId ?? [])) {
      const tournament = await upstream<TournamentDto>(tournamentPath(id));
      if (tournament.sport !== 'lol') continue;
      const blocks = await upstream<PickBlockDto[]>(blocksPath(id), PICK_BLOCKS_BASE_PATH);
      const scored = blocks.some(
        (b) => b.state === 'scored' && b.eldsMatchIds.length >= BIG_BLOCK_MATCHES,
      );
      if (scored) return { eldsTournamentId: id };
    }
    throw new Error(`no active lol pick'em tournament has a scored block of 30+ matches`);
  },
  async byHand(variables, upstream) {
    const eldsTournamentId = String(variables.eldsTournamentId);
    const { tournament, blocks, unscheduled, found, picks, teams, configOf } =
      await pickemPageCalls(eldsTournamentId, upstream);
    const team = (id: string | null) => {
      const known = id ? teams.get(id) : undefined;
      return known ? { id: known.id, name: known.name, tricode: known.tricode } : null;
    };
    const match = (m: MatchDto) => ({
      id: m.id,
      sectionId: m.sectionId,
      description: m.description,
      status: m.status,
      winnerTeamId: matchWinnerId(m),
      teamOne: team(m.teamOne),
      teamTwo: team(m.teamTwo),
    });
    const sections = new Map(
      (tournament.stages ?? []).flatMap((stage) => stage.sections.map((s) => [s.id, s] as const)),
    );
    return {
      pickemTournament: {
        eldsTournamentId,
        tournament: {
          id: tournament.id,
          name: displayName(tournament.name),
          stages: (tournament.stages ?? []).map((stage) => ({
            id: stage.id,
            sections: stage.sections.map((s) => ({ id: s.id, name: displayName(s.name) })),
          })),
        },
        pickBlocks: blocks.map((block, index) => {
          const matches = found(block.eldsMatchIds);
          const byId = new Map(matches.map((m) => [m.id, m]));
          const sectionIds = distinct([...byId.values()].map((m) => m.sectionId));
          const scored = block.eldsMatchIds.map((eldsMatchId) => {
            const m = byId.get(eldsMatchId);
            return {
              eldsMatchId,
              winnerTeamId: m ? matchWinnerId(m) : null,
              config: m ? configOf(m.sectionId) : null,
            };
          });
          return {
            id: block.id,
            version: versionOf(block),
            eldsTournamentId: block.eldsTournamentId,
            name: block.name,
            state: block.state,
            eldsMatchIds: block.eldsMatchIds,
            eldsSectionIds: block.eldsSectionIds,
            opensAt: new Date(block.opensAt).toISOString(),
            locksAt: new Date(block.locksAt).toISOString(),
            pickCount: block.pickCount,
            matches: matches.map(match),
            picks: picks[index]!.map((p) => ({
              eldsMatchId: p.eldsMatchId,
              teams: p.teams.map((t) => ({ ...t, team: team(t.eldsTeamId) })),
            })),
            scoringPreview: {
              ...scorePreview(block.pickPatterns, scored),
              unconfiguredEldsSectionIds: sectionIds.filter((id) => !configOf(id)),
            },
          };
        }),
        unscheduled: {
          eldsMatchIds: unscheduled.eldsMatchIds,
          eldsSectionIds: unscheduled.eldsSectionIds,
          matches: found(unscheduled.eldsMatchIds).map(match),
          sections: unscheduled.eldsSectionIds.flatMap((id) => {
            const section = sections.get(id);
            return section ? [{ id: section.id, name: displayName(section.name) }] : [];
          }),
        },
      },
    };
  },
  /**
   * The same calls as sandbox paths, less the sections with no configuration: the browser-requests
   * scenario takes only answers of 200, and those answer 404.
   */
  async directCalls(variables, upstream) {
    const id = String(variables.eldsTournamentId);
    const { matchIds, teamIds, assigned } = await pickemPageCalls(id, upstream);
    return [
      `${PICKEM_ADMIN_BASE_PATH}${LEAGUES_PATH}`,
      `${ELDS_BASE_PATH}${tournamentPath(id)}`,
      `${PICK_BLOCKS_BASE_PATH}${blocksPath(id)}`,
      `${PICK_BLOCKS_BASE_PATH}${unscheduledPath(id)}`,
      ...[...matchPaths(matchIds), ...teamPaths(teamIds)].map((path) => `${ELDS_BASE_PATH}${path}`),
      ...[...assigned.keys()].map((s) => `${SCORING_CONFIG_BASE_PATH}${sectionScoringPath(s)}`),
      ...distinct(assigned.values()).map(
        (c) => `${SCORING_CONFIG_BASE_PATH}${scoringConfigPath(c)}`,
      ),
    ];
  },
};
