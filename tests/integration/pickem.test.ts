/**
 * Pick'em, part A, as a script drives it with the staff app's documents: the §4 store rule per
 * league, a big pick block's matches in batches of 10, and the scoring preview checked against
 * counts computed here from the service's own pick patterns and scoring configurations.
 */
import { PICKEM_OFFER_REASONS } from '@esports-admin/schema/rules/pickem';
import {
  PICK_BLOCKS_BASE_PATH,
  SCORING_CONFIG_BASE_PATH,
  type PickBlockDto,
  type ScoringConfigDto,
  type SectionScoringDto,
} from '@esports-admin/schema/upstream/pickem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  PickBlocksPageDocument,
  PickemLeagueListPageDocument,
  type PickBlocksPageQuery,
} from '../../web/src/__generated__/graphql';
import { PickBlockMatchesDocument } from '../__generated__/graphql';

let stack: Stack;
const rewards = { as: SANDBOX_USERS.rewards };

type PageBlock = NonNullable<PickBlocksPageQuery['pickemTournament']>['pickBlocks'][number];

async function activeTournamentIds(): Promise<string[]> {
  const ids: string[] = [];
  for (const sport of ['lol', 'val'] as const) {
    const { pickemLeagues } = await stack.data(PickemLeagueListPageDocument, { sport }, rewards);
    for (const league of pickemLeagues) {
      if (league.activeEldsTournamentId) ids.push(league.activeEldsTournamentId);
    }
  }
  return ids;
}

async function blocksOf(eldsTournamentId: string) {
  const { pickemTournament } = await stack.data(
    PickBlocksPageDocument,
    { eldsTournamentId },
    rewards,
  );
  return pickemTournament?.pickBlocks ?? [];
}

/** The service's own answer, read past the gateway. */
async function sandboxGet<T>(path: string): Promise<T | null> {
  const token = await stack.tokenFor(SANDBOX_USERS.rewards);
  const response = await fetch(`${stack.sandboxUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 404) return null;
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe("pick'em leagues (spec 3 §4 store rule)", () => {
  it('offers a league only when published with an active tournament, and says why', async () => {
    const cases = new Set<string>();
    for (const sport of ['lol', 'val'] as const) {
      const { pickemLeagues } = await stack.data(PickemLeagueListPageDocument, { sport }, rewards);
      expect(pickemLeagues.length).toBeGreaterThan(0);
      for (const league of pickemLeagues) {
        const active = league.activeEldsTournamentId !== null;
        cases.add(`${league.published}/${active}`);
        expect(league.league?.name, league.eldsLeagueId).toEqual(expect.any(String));
        expect(league.offered, league.eldsLeagueId).toBe(league.published && active);
        expect(league.offeredReason).toBe(
          !active
            ? PICKEM_OFFER_REASONS.noActiveTournament
            : league.published
              ? PICKEM_OFFER_REASONS.offered
              : PICKEM_OFFER_REASONS.unpublished,
        );
        if (active) {
          expect(league.activeTournament?.eldsTournamentId).toBe(league.activeEldsTournamentId);
          expect(league.tournaments.map((t) => t.id)).toContain(league.activeEldsTournamentId);
        }
      }
    }
    // The fixtures hold every case of the rule.
    expect([...cases].sort()).toEqual(['false/false', 'false/true', 'true/false', 'true/true']);
  });

  it('joins the leagues with one pick’em call and one data service league call', async () => {
    await stack.upstream.resetRequests();
    await stack.data(PickemLeagueListPageDocument, { sport: 'lol' }, rewards);
    const { requests } = await stack.upstream.requests();
    const leagueCalls = requests.filter((r) => /\/leagues(\/|$)/.test(r.path));
    expect(leagueCalls.map((r) => r.service).sort()).toEqual(['elds', 'pickem']);
  });
});

describe('pick blocks', () => {
  let tournamentId: string;
  let blocks: PageBlock[];

  beforeAll(async () => {
    let biggest = 0;
    for (const id of await activeTournamentIds()) {
      const found = await blocksOf(id);
      const size = Math.max(0, ...found.map((block) => block.eldsMatchIds.length));
      if (size > biggest) [biggest, tournamentId, blocks] = [size, id, found];
    }
  });

  it('resolves a block of 30 or more matches in ceil(n / 10) match calls', async () => {
    const big = blocks.reduce((a, b) => (b.eldsMatchIds.length > a.eldsMatchIds.length ? b : a));
    expect(big.eldsMatchIds.length).toBeGreaterThanOrEqual(30);
    expect(big.matches.map((match) => match.id)).toEqual(big.eldsMatchIds);
    expect(big.matches.every((m) => m.teamOne?.name && m.teamTwo?.name)).toBe(true);

    await stack.upstream.resetRequests();
    const { pickemTournament } = await stack.data(
      PickBlockMatchesDocument,
      { eldsTournamentId: tournamentId },
      rewards,
    );
    const { requests } = await stack.upstream.requests();
    const page = pickemTournament!.pickBlocks;
    const matchIds = new Set(page.flatMap((block) => block.eldsMatchIds));
    const teamIds = new Set(
      page.flatMap((block) => block.matches.flatMap((m) => [m.teamOneId, m.teamTwoId])),
    );
    const matchCalls = requests.filter((r) => r.path.endsWith('/matches'));
    const teamCalls = requests.filter((r) => r.path.endsWith('/teams'));
    expect(matchCalls).toHaveLength(Math.ceil(matchIds.size / 10));
    expect(teamCalls).toHaveLength(Math.ceil(teamIds.size / 20));
    expect(matchCalls.length).toBeLessThan(matchIds.size);
  });

  it('counts picks per team and previews scoring as the service’s patterns add up', async () => {
    const raw = (await sandboxGet<PickBlockDto[]>(
      `${PICK_BLOCKS_BASE_PATH}/tournament/${tournamentId}`,
    ))!;
    const scored = blocks.filter((block) => block.pickCount > 0);
    expect(scored.length).toBeGreaterThan(0);
    let anyPoints = false;
    for (const block of scored) {
      const patterns = raw.find((b) => b.id === block.id)!.pickPatterns;
      expect(patterns.reduce((sum, p) => sum + p.viewers, 0)).toBe(block.pickCount);

      // Picks per team, summed here from the patterns.
      for (const { eldsMatchId, teams } of block.picks) {
        for (const { eldsTeamId, viewers } of teams) {
          const expected = patterns
            .filter((p) =>
              p.picks.some((x) => x.eldsMatchId === eldsMatchId && x.eldsTeamId === eldsTeamId),
            )
            .reduce((sum, p) => sum + p.viewers, 0);
          expect(viewers).toBe(expected);
        }
      }

      // The configuration of each match's section, read from the service.
      const configs = new Map<string, ScoringConfigDto | null>();
      for (const sectionId of new Set(block.matches.map((m) => m.sectionId))) {
        const assigned = await sandboxGet<SectionScoringDto>(
          `${SCORING_CONFIG_BASE_PATH}/section/${sectionId}`,
        );
        configs.set(
          sectionId,
          assigned
            ? await sandboxGet<ScoringConfigDto>(
                `${SCORING_CONFIG_BASE_PATH}/${assigned.scoringConfigId}`,
              )
            : null,
        );
      }
      const matches = block.matches.map((m) => ({
        ...m,
        config: configs.get(m.sectionId) ?? null,
      }));
      const allDecided = matches.every((m) => m.winnerTeamId);
      const bonus = matches.find((m) => m.config)?.config?.perfectBlockBonus ?? 0;
      const expected = new Map<number, number>();
      for (const pattern of patterns) {
        const pick = (matchId: string) =>
          pattern.picks.find((p) => p.eldsMatchId === matchId)?.eldsTeamId;
        let points = 0;
        let allRight = allDecided;
        for (const m of matches) {
          const right = m.winnerTeamId !== null && pick(m.id) === m.winnerTeamId;
          if (right) points += m.config?.pointsPerCorrectPick ?? 0;
          else allRight = false;
        }
        if (allRight) points += bonus;
        expected.set(points, (expected.get(points) ?? 0) + pattern.viewers);
      }
      const rows = [...expected].map(([points, viewers]) => ({ points, viewers }));
      expect(block.scoringPreview.rows).toEqual(rows.sort((a, b) => a.points - b.points));
      expect(block.scoringPreview.undecidedEldsMatchIds).toEqual(
        matches.filter((m) => !m.winnerTeamId).map((m) => m.id),
      );
      expect(block.scoringPreview.unconfiguredEldsSectionIds.sort()).toEqual(
        [...configs]
          .filter(([, config]) => !config)
          .map(([id]) => id)
          .sort(),
      );
      anyPoints ||= block.scoringPreview.rows.some((row) => row.points > 0);
    }
    expect(anyPoints).toBe(true);
  });

  it('asks for each section’s scoring once per request', async () => {
    await stack.upstream.resetRequests();
    await blocksOf(tournamentId);
    const { requests } = await stack.upstream.requests();
    const sectionCalls = requests
      .filter((r) => r.path.startsWith(`${SCORING_CONFIG_BASE_PATH}/section/`))
      .map((r) => r.path);
    expect(new Set(sectionCalls).size).toBe(sectionCalls.length);
  });
});
