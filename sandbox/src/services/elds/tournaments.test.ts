import { describe, expect, it } from 'vitest';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import type {
  MatchDto,
  MatchListDto,
  PlatformGameTimespansDto,
  ScheduleListDto,
  TeamListDto,
  TournamentDto,
  TournamentListDto,
  TournamentWriteDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import { sandboxForTests } from '../../test-sandbox';
import {
  doubleEliminationSection,
  groupStage,
  participants,
  singleSectionStage,
} from './tournament-formats';

const sandbox = sandboxForTests();

const get = async <T>(path: string) => (await sandbox.elds<T>('GET', path)).body;

async function matchesOf(tournament: TournamentDto): Promise<Map<string, MatchDto>> {
  const ids = (tournament.stages ?? []).flatMap((s) => s.sections.flatMap((c) => c.matchIds));
  const found = new Map<string, MatchDto>();
  for (let i = 0; i < ids.length; i += 10) {
    const page = await get<MatchListDto>(`/matches?matchIds=${ids.slice(i, i + 10).join(',')}`);
    for (const match of page.matches) found.set(match.structuralId, match);
  }
  return found;
}

async function teamIds(sport: string, count: number): Promise<string[]> {
  const { teams } = await get<TeamListDto>(`/teams?sport=${sport}&status=active`);
  return teams.slice(0, count).map((team) => team.id);
}

function newTournament(slug: string, teams: string[]): TournamentWriteDto {
  const seeding = participants(16);
  seeding.entries.forEach((entry, i) => (entry.teamId = teams[i] ?? null));
  const stage = singleSectionStage('po', 'Playoffs', 'playoffs', doubleEliminationSection('de'));
  return {
    leagueId: '1',
    seasonId: null,
    splitId: null,
    name: { slug, localizations: { en_US: 'Sandbox Cup' } },
    sport: 'lol',
    publicationStatus: 'draft',
    schemaType: 'graph-structured',
    startTime: '2025-06-01T00:00:00.000Z',
    endTime: '2025-07-01T00:00:00.000Z',
    timeZone: 'Etc/UTC',
    streamGroupId: null,
    droppable: false,
    rewardable: false,
    seeding,
    standing: participants(16),
    points: null,
    awardedCircuitPoints: [],
    stages: [stage],
    edges: Array.from({ length: 16 }, (_, i) => ({
      sourceNodeId: null,
      sourceNodeType: null,
      sourceSlot: i + 1,
      targetNodeId: 'po',
      targetNodeType: 'stage' as const,
      targetSlot: i + 1,
    })),
  };
}

async function winGame(tournament: TournamentDto, match: MatchDto, game: number, winner: string) {
  const loser = winner === match.teamOne ? match.teamTwo : match.teamOne;
  const answer = await sandbox.elds<TournamentDto>(
    'POST',
    `/tournaments/${tournament.id}/results/game/${match.games[game]!.id}/outcome`,
    { body: { outcome: { [winner]: 'win', [loser]: 'loss' }, outcomeSource: 'set-by-human' } },
  );
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('teams', () => {
  it('seeds about 600 teams over the four sports and the placeholder TBD as id 0', async () => {
    let total = 0;
    for (const sport of ['lol', 'val', 'wr', 'tft']) {
      total += (await get<TeamListDto>(`/teams?sport=${sport}`)).teams.length;
    }
    expect(total).toBeGreaterThanOrEqual(580);
    const { teams } = await get<TeamListDto>('/teams?teamIds=0');
    expect(teams).toEqual([expect.objectContaining({ id: '0', name: 'TBD' })]);
    const t1 = (await get<TeamListDto>('/teams?sport=lol&search=t1')).teams;
    expect(t1[0]).toMatchObject({ tricode: 'T1', slug: 't1' });
    expect(t1[0]!.primaryColor).toMatch(/^#[0-9A-F]{6}$/);
    expect(t1[0]!.roster).toHaveLength(5);
  });

  it('creates and updates teams, refusing bad colours, taken slugs and changes to TBD', async () => {
    const team = {
      name: 'Sandbox Sharks',
      tricode: 'SSH',
      slug: 'sandbox_sharks',
      sport: 'val',
      primaryColor: '#0a0',
    };
    const created = await sandbox.elds<TeamListDto['teams'][number]>('POST', '/teams', {
      body: team,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'active', category: 'competitive', roster: [] });
    const badColor = await sandbox.elds<UpstreamErrorBody>('POST', '/teams', {
      body: { ...team, slug: 'sandbox_sharks_2', secondaryColor: 'red' },
    });
    expect(badColor.status).toBe(400);
    expect(badColor.body.message).toMatch(/secondaryColor/);
    const twin = await sandbox.elds<UpstreamErrorBody>('POST', '/teams', { body: team });
    expect(twin.status).toBe(409);
    const renamed = await sandbox.elds<{ name: string }>('PUT', `/teams/${created.body.id}`, {
      body: { ...team, name: 'Sandbox Sharks Academy' },
    });
    expect(renamed.body.name).toBe('Sandbox Sharks Academy');
    expect((await sandbox.elds('PUT', '/teams/0', { body: team })).status).toBe(400);
  });

  it('refuses more than 20 team ids in one call', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => String(i)).join(',');
    const answer = await sandbox.elds<UpstreamErrorBody>('GET', `/teams?teamIds=${ids}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/At most 20 teamIds/);
  });
});

describe('seeded tournaments', () => {
  it('seed a current championship: four finished groups feeding a 30-match double elimination', async () => {
    const { tournaments } = await get<TournamentListDto>('/tournaments?sport=lol&status=published');
    const current = tournaments.find((t) => t.name.slug.endsWith('_playoffs'))!;
    const [groups, playoffs] = current.stages!;
    expect(groups!.sections.map((section) => section.name.localizations.en_US)).toEqual([
      'Group A',
      'Group B',
      'Group C',
      'Group D',
    ]);
    expect(groups!.sections.every((section) => section.finalized)).toBe(true);
    expect(groups!.sections[0]!.ranks.flatMap((rank) => rank.tiedTeams)).toHaveLength(4);
    const bracket = playoffs!.sections[0]!;
    expect(bracket.matchIds).toHaveLength(30);
    expect(playoffs!.seeding.entries.every((entry) => entry.teamId && entry.teamId !== '0')).toBe(
      true,
    );
    const matches = await matchesOf(current);
    const upperQuarters = bracket.columns[1]!.cells[0]!.contents.map((id) => matches.get(id)!);
    expect(upperQuarters.every((match) => match.teamOne !== '0' && match.teamTwo !== '0')).toBe(
      true,
    );
  });

  it('lists a summary without stages, one page at a time', async () => {
    const first = await get<TournamentListDto>('/tournaments?viewMode=summary&pageSize=5');
    expect(first.tournaments).toHaveLength(5);
    expect(first.tournaments[0]).not.toHaveProperty('stages');
    const second = await get<TournamentListDto>(
      `/tournaments?viewMode=summary&pageSize=5&paginationToken=${first.nextPaginationToken}`,
    );
    expect(second.tournaments[0]!.id).not.toBe(first.tournaments[0]!.id);
  });

  it('refuses more than 10 match ids in one call', async () => {
    const ids = Array.from({ length: 11 }, (_, i) => String(i + 1)).join(',');
    const answer = await sandbox.elds<UpstreamErrorBody>('GET', `/matches?matchIds=${ids}`);
    expect(answer.status).toBe(400);
  });

  it('answers schedule blocks with not-live and unstarted where the service has no state', async () => {
    const { tournaments } = await get<TournamentListDto>('/tournaments?sport=val&status=published');
    const current = tournaments.find((t) => t.name.slug.endsWith('_playoffs'))!;
    const { blocks } = await get<ScheduleListDto>(`/schedules/${current.id}`);
    expect(blocks.length).toBeGreaterThan(1);
    expect(blocks.at(-1)!.broadcasts[0]).toMatchObject({
      broadcastState: 'not-live',
      status: 'unstarted',
    });
  });
});

describe('results along edges', () => {
  it('sends winners and losers on, and takes them back when a result is cleared', async () => {
    const teams = await teamIds('lol', 16);
    const created = await sandbox.elds<TournamentDto>('POST', '/tournaments', {
      body: newTournament('sandbox_double_elim', teams),
    });
    expect(created.status).toBe(201);
    let tournament = created.body;
    expect(tournament.status).toBe('draft');
    let matches = await matchesOf(tournament);
    const opener = matches.get('de_m1')!;
    expect([opener.teamOne, opener.teamTwo]).toEqual([teams[0], teams[15]]);
    expect(opener.games).toHaveLength(3);

    await winGame(tournament, opener, 0, teams[15]!);
    tournament = await winGame(tournament, opener, 1, teams[15]!);
    matches = await matchesOf(tournament);
    expect(matches.get('de_m1')).toMatchObject({ status: 'completed' });
    // Upper quarterfinal 1 (match 9) slot 1 gets the winner, lower round 1 (match 13) the loser.
    expect(matches.get('de_m9')!.teamOne).toBe(teams[15]);
    expect(matches.get('de_m13')!.teamOne).toBe(teams[0]);
    const decided = await sandbox.elds<UpstreamErrorBody>(
      'POST',
      `/tournaments/${tournament.id}/results/game/${opener.games[2]!.id}/outcome`,
      {
        body: {
          outcome: { [teams[0]!]: 'win', [teams[15]!]: 'loss' },
          outcomeSource: 'set-by-human',
        },
      },
    );
    expect(decided.status).toBe(409);

    const cleared = await sandbox.elds<TournamentDto>(
      'DELETE',
      `/tournaments/${tournament.id}/results/game/${opener.games[1]!.id}/outcome`,
    );
    expect(cleared.status).toBe(200);
    matches = await matchesOf(cleared.body);
    expect(matches.get('de_m1')!.status).toBe('inProgress');
    expect(matches.get('de_m9')!.teamOne).toBe('0');
    expect(matches.get('de_m13')!.teamOne).toBe('0');
  });

  it('records a platform-game timespan when a game gets a result and drops it when cleared', async () => {
    const teams = await teamIds('lol', 16);
    const tournament = (
      await sandbox.elds<TournamentDto>('POST', '/tournaments', {
        body: newTournament('sandbox_timespans', teams),
      })
    ).body;
    const matches = await matchesOf(tournament);
    const scheduledMatch = matches.get('de_m1')!;
    const unscheduledMatch = matches.get('de_m2')!;
    const block = await sandbox.elds('POST', '/schedules/block', {
      body: {
        tournamentId: tournament.id,
        name: 'Day 1',
        startTime: '2025-06-16T09:00:00Z',
        broadcasts: [
          {
            broadcastItems: [{ matchId: scheduledMatch.id, startTime: '2025-06-16T09:00:00Z' }],
          },
        ],
      },
    });
    expect(block.status).toBe(201);
    const timespans = (gameId: string) =>
      get<PlatformGameTimespansDto>(`/tournaments/timeline/timespans/platformGame/${gameId}`);
    const second = scheduledMatch.games[1]!.id;
    expect(await timespans(second)).toEqual({ platformGameId: second, timespans: [] });

    await winGame(tournament, scheduledMatch, 1, teams[0]!);
    expect(await timespans(second)).toEqual({
      platformGameId: second,
      timespans: [
        {
          type: 'game',
          startTime: '2025-06-16T09:45:00.000Z',
          endTime: '2025-06-16T10:20:00.000Z',
        },
      ],
    });
    const before = Date.now();
    await winGame(tournament, unscheduledMatch, 0, unscheduledMatch.teamOne);
    const [span] = (await timespans(unscheduledMatch.games[0]!.id)).timespans;
    expect(span!.type).toBe('game');
    expect(Date.parse(span!.endTime!)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(span!.endTime!) - Date.parse(span!.startTime)).toBe(35 * 60 * 1000);

    const cleared = await sandbox.elds(
      'DELETE',
      `/tournaments/${tournament.id}/results/game/${second}/outcome`,
    );
    expect(cleared.status).toBe(200);
    expect((await timespans(second)).timespans).toEqual([]);
    expect((await timespans(unscheduledMatch.games[0]!.id)).timespans).toHaveLength(1);
  });

  it('times the seeded games of a scheduled match from its broadcast item', async () => {
    const { tournaments } = await get<TournamentListDto>('/tournaments?sport=lol&status=published');
    const current = tournaments.find((t) => t.name.slug.endsWith('_playoffs'))!;
    const { blocks } = await get<ScheduleListDto>(`/schedules/${current.id}`);
    const item = blocks[0]!.broadcasts[0]!.broadcastItems[0]!;
    const match = [...(await matchesOf(current)).values()].find((m) => m.id === item.matchId)!;
    const first = match.games[0]!;
    expect(first.status).toBe('completed');
    const { timespans } = await get<PlatformGameTimespansDto>(
      `/tournaments/timeline/timespans/platformGame/${first.id}`,
    );
    expect(timespans).toEqual([
      {
        type: 'game',
        startTime: item.startTime,
        endTime: new Date(Date.parse(item.startTime) + 35 * 60 * 1000).toISOString(),
      },
    ]);
  });

  it('computes group records and ranks, and feeds the stage standing once finalized', async () => {
    const teams = await teamIds('val', 16);
    const write = newTournament('sandbox_groups', teams);
    write.stages = [groupStage('gs')];
    write.edges = write.edges.map((edge) => ({ ...edge, targetNodeId: 'gs' }));
    write.sport = 'val';
    const { body: created } = await sandbox.elds<TournamentDto>('POST', '/tournaments', {
      body: write,
    });
    const groupA = created.stages![0]!.sections[0]!;
    expect(groupA.matchIds).toHaveLength(6);
    let tournament = created;
    for (const match of (await matchesOf(created)).values()) {
      if (!groupA.matchIds.includes(match.id)) continue;
      tournament = await winGame(tournament, match, 0, match.teamOne);
    }
    const group = tournament.stages![0]!.sections[0]!;
    expect(group.teamRecords.map((r) => r.record.wins).sort()).toEqual([0, 1, 2, 3]);
    expect(group.ranks.map((rank) => rank.ordinal)).toEqual([1, 2, 3, 4]);
    expect(tournament.stages![0]!.standing.entries[0]!.teamId).toBeNull();

    const finalized = await sandbox.elds<TournamentDto>(
      'POST',
      `/tournaments/${tournament.id}/results/group/${group.id}`,
    );
    const stage = finalized.body.stages![0]!;
    expect(stage.sections[0]!.standing.entries[0]!.teamId).toBe(group.ranks[0]!.tiedTeams[0]);
    expect(stage.standing.entries[0]!.teamId).toBe(group.ranks[0]!.tiedTeams[0]);

    const manual = await sandbox.elds<TournamentDto>(
      'POST',
      `/tournaments/${tournament.id}/results/group/${group.id}/ranks/`,
      {
        body: { ranks: [...group.ranks].reverse().map((rank, i) => ({ ...rank, ordinal: i + 1 })) },
      },
    );
    expect(manual.body.stages![0]!.standing.entries[0]!.teamId).toBe(group.ranks[3]!.tiedTeams[0]);
    const back = await sandbox.elds<TournamentDto>(
      'DELETE',
      `/tournaments/${tournament.id}/results/group/${group.id}/ranks/`,
    );
    expect(back.body.stages![0]!.standing.entries[0]!.teamId).toBe(group.ranks[0]!.tiedTeams[0]);
  });

  it('refuses to archive twice and answers 404 for an unknown tournament', async () => {
    const teams = await teamIds('lol', 16);
    const { body } = await sandbox.elds<TournamentDto>('POST', '/tournaments', {
      body: newTournament('sandbox_archive', teams),
    });
    expect((await sandbox.elds('PUT', `/tournaments/${body.id}/archive`)).status).toBe(200);
    expect((await sandbox.elds('PUT', `/tournaments/${body.id}/archive`)).status).toBe(409);
    expect((await sandbox.elds('PUT', '/tournaments/404404/archive')).status).toBe(404);
  });

  it('refuses a source slot that feeds two targets', async () => {
    const write = newTournament('sandbox_bad_edges', []);
    const section = write.stages[0]!.sections[0]!;
    section.edges.push({ ...section.edges.find((edge) => edge.sourceNodeId === 'de_m1')! });
    const answer = await sandbox.elds<UpstreamErrorBody>('POST', '/tournaments', { body: write });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/already feeds another target/);
  });
});

describe('structure and side calls', () => {
  async function groupsTournament(slug: string) {
    const teams = await teamIds('wr', 16);
    const write = newTournament(slug, teams);
    write.sport = 'wr';
    write.stages = [groupStage('gs')];
    write.edges = write.edges.map((edge) => ({ ...edge, targetNodeId: 'gs' }));
    return (await sandbox.elds<TournamentDto>('POST', '/tournaments', { body: write })).body;
  }

  it('generates, adds and deletes group matches', async () => {
    const tournament = await groupsTournament('sandbox_structure');
    const stage = tournament.stages![0]!;
    const group = stage.sections[1]!;
    const base = `/tournaments/${tournament.id}/stage/${stage.id}/group/${group.id}`;
    const added = await sandbox.elds<TournamentDto>('POST', `${base}/match`, {
      body: { structuralId: 'extra', strategy: 'bestOf', bestOfConfig: { count: 5 } },
    });
    expect(added.status).toBe(200);
    const withExtra = added.body.stages![0]!.sections[1]!;
    expect(withExtra.matchIds).toHaveLength(7);
    const extra = (await matchesOf(added.body)).get('extra')!;
    expect(extra.games).toHaveLength(5);
    expect(extra.description).toBe('Match 7');

    const removed = await sandbox.elds<TournamentDto>('DELETE', `${base}/match/${extra.id}`);
    expect(removed.body.stages![0]!.sections[1]!.matchIds).toHaveLength(6);
    expect((await sandbox.elds('GET', `/matches/${extra.id}`)).status).toBe(404);

    const regenerated = await sandbox.elds<TournamentDto>('POST', `${base}/matches`);
    const section = regenerated.body.stages![0]!.sections[1]!;
    expect(section.matchIds).toHaveLength(6);
    expect(section.matchIds).not.toEqual(group.matchIds);
    const generated = await matchesOf(regenerated.body);
    expect([...generated.values()].every((m) => m.teamOne !== '0' && m.teamTwo !== '0')).toBe(true);
  });

  it('swaps game sides and refuses sides or an outcome that do not name both teams', async () => {
    const tournament = await groupsTournament('sandbox_sides');
    const match = (await matchesOf(tournament)).get('gs_group_a_m1')!;
    const game = match.games[0]!;
    const swapped = await sandbox.elds<MatchDto>(
      'PUT',
      `/matches/${match.id}/game/${game.id}/sides`,
      { body: { blueTeam: game.redTeam, redTeam: game.blueTeam } },
    );
    expect(swapped.body.games[0]).toMatchObject({ blueTeam: game.redTeam, redTeam: game.blueTeam });
    const stranger = await sandbox.elds('PUT', `/matches/${match.id}/game/${game.id}/sides`, {
      body: { blueTeam: '0', redTeam: game.blueTeam },
    });
    expect(stranger.status).toBe(400);

    await winGame(tournament, match, 0, match.teamOne);
    const again = await sandbox.elds<UpstreamErrorBody>(
      'POST',
      `/tournaments/${tournament.id}/results/game/${game.id}/outcome`,
      { body: { outcome: { [match.teamOne]: 'win' }, outcomeSource: 'set-by-human' } },
    );
    expect(again.status).toBe(400);
  });

  it('replaces a team everywhere and refuses to publish an archived tournament', async () => {
    const tournament = await groupsTournament('sandbox_replace');
    const [spare] = (await get<TeamListDto>('/teams?sport=wr&status=active')).teams.slice(30);
    const leaving = tournament.seeding.entries[0]!.teamId!;
    const replaced = await sandbox.elds<TournamentDto>(
      'PUT',
      `/tournaments/${tournament.id}/replaceTeams`,
      { body: { replacements: [{ teamToBeReplaced: leaving, teamReplacement: spare!.id }] } },
    );
    expect(replaced.body.seeding.entries[0]!.teamId).toBe(spare!.id);
    const matches = [...(await matchesOf(replaced.body)).values()];
    expect(matches.some((m) => m.teamOne === spare!.id || m.teamTwo === spare!.id)).toBe(true);
    expect(matches.some((m) => m.teamOne === leaving || m.teamTwo === leaving)).toBe(false);

    await sandbox.elds('PUT', `/tournaments/${tournament.id}/archive`);
    expect((await sandbox.elds('PUT', `/tournaments/${tournament.id}/publish`)).status).toBe(409);
  });

  it('stores, lists by window and deletes schedule blocks, with default states', async () => {
    const tournament = await groupsTournament('sandbox_schedule');
    const [match] = (await matchesOf(tournament)).values();
    const created = await sandbox.elds<ScheduleListDto['blocks'][number]>(
      'POST',
      '/schedules/block',
      {
        body: {
          tournamentId: tournament.id,
          name: 'Day 1',
          startTime: '2025-06-16T09:00:00Z',
          broadcasts: [
            { broadcastItems: [{ matchId: match!.id, startTime: '2025-06-16T09:00:00Z' }] },
          ],
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.broadcasts[0]).toMatchObject({
      status: 'unstarted',
      broadcastState: 'not-live',
    });
    const inWindow = await get<ScheduleListDto>(
      '/schedules?viewMode=prescheduled&startTime=2025-06-16T00:00:00Z&endTime=2025-06-17T00:00:00Z',
    );
    expect(inWindow.blocks.map((block) => block.id)).toContain(created.body.id);
    const outside = await get<ScheduleListDto>(
      '/schedules?startTime=2025-06-17T00:00:00Z&endTime=2025-06-18T00:00:00Z',
    );
    expect(outside.blocks.map((block) => block.id)).not.toContain(created.body.id);
    expect((await sandbox.elds('DELETE', `/schedules/block/${created.body.id}`)).status).toBe(204);
    expect((await sandbox.elds('DELETE', `/schedules/block/${created.body.id}`)).status).toBe(404);
  });
});
