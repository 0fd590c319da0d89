import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountCreateAnswerDto } from '@esports-admin/schema/upstream/elds-accounts';
import type { PlayerDto, PlayerPageDto } from '@esports-admin/schema/upstream/elds-players';
import {
  GAME_MANAGEMENT_BASE_PATH,
  type PlatformGameDto,
  type PlatformGameListDto,
  type ProposedMappingDto,
} from '@esports-admin/schema/upstream/game-management';
import { SANDBOX_START_TIMEOUT_MS, startTestSandbox, type TestSandbox } from '../../test-support';

/** Two starts and a data edit in between: far below two seedings. */
const RESTART_TIMEOUT_MS = 40_000;

let sandbox: TestSandbox;
const others: TestSandbox[] = [];
beforeAll(async () => {
  sandbox = await startTestSandbox();
}, SANDBOX_START_TIMEOUT_MS);
afterAll(async () => {
  await Promise.all(others.map((running) => running.close()));
  await sandbox.dispose();
});

async function propose(running: TestSandbox, sport: string, platformGameId: string) {
  const response = await fetch(
    `${running.url}${GAME_MANAGEMENT_BASE_PATH}/${sport}/esportsGames/900/propose/${platformGameId}`,
    { headers: { authorization: `Bearer ${running.token}` } },
  );
  return (await response.json()) as ProposedMappingDto;
}

async function liveGames(sport: string): Promise<PlatformGameDto[]> {
  const response = await fetch(
    `${sandbox.url}${GAME_MANAGEMENT_BASE_PATH}/${sport}/platformGames`,
    {
      headers: { authorization: `Bearer ${sandbox.token}` },
    },
  );
  const list = (await response.json()) as PlatformGameListDto;
  return Object.values(list).filter(
    (game): game is PlatformGameDto =>
      'teams' in game && game.state === 'in_progress' && game.teams.length === 2,
  );
}

async function player(id: string): Promise<PlayerDto> {
  const { body } = await sandbox.elds<PlayerPageDto>('GET', `/players?playerIds=${id}`);
  return body.players[0]!;
}

describe('the proposed mapping', () => {
  it('matches lol participants by realm account id and names the sides by home team', async () => {
    const [game] = await liveGames('lol');
    const proposal = await propose(sandbox, 'lol', game!.platformGameId);
    for (const team of proposal.teams) {
      const matched = team.participants.filter((p) => p.esportsPlayerId);
      expect(matched.length).toBeGreaterThanOrEqual(3);
      for (const participant of matched) {
        const found = await player(participant.esportsPlayerId!);
        const accounts = found.tournamentRealmIdentities.flatMap((realm) => realm.accounts);
        expect(accounts.map((a) => a.accountId)).toContain(participant.lol!.platformAccountId);
        expect(found.homeTeamId).toBe(team.esportsTeamId);
      }
    }
  });

  it(
    'matches val participants by realm puuid, else by an active account puuid of a val player',
    async () => {
      const game = (await liveGames('val')).find((candidate) =>
        candidate.teams.some((team) =>
          team.participants.some((p) => /^Sub\d+$/.test(p.displayName)),
        ),
      )!;
      const before = await propose(sandbox, 'val', game.platformGameId);
      const participants = before.teams.flatMap((team) => team.participants);
      const substitute = participants.find((p) => /^Sub\d+$/.test(p.displayName))!;
      expect(substitute.esportsPlayerId).toBeNull();
      const [viaRealm, removedOwner, otherSport] = participants.filter((p) => p.esportsPlayerId);
      const realmPlayer = await player(viaRealm!.esportsPlayerId!);
      expect(realmPlayer.tournamentRealmIdentities.map((realm) => realm.puuid)).toContain(
        viaRealm!.val!.puuid,
      );

      // Accounts naming players: a val player outside the game, the same through an account
      // waiting for removal, and a lol player.
      const inGame = new Set(participants.map((p) => p.esportsPlayerId));
      const valPage = await sandbox.elds<PlayerPageDto>('GET', '/players?sport=val&pageSize=50');
      const outsider = valPage.body.players.find((p) => !inGame.has(p.id))!;
      const lolPage = await sandbox.elds<PlayerPageDto>('GET', '/players?sport=lol&pageSize=1');
      const account = (displayName: string, playerId: string) => ({
        displayName,
        enabledSports: ['val'],
        groupId: null,
        deleteAfter: '2026-01-01T00:00:00.000Z',
        playerId,
      });
      const created = await sandbox.elds<AccountCreateAnswerDto>('POST', '/accounts', {
        body: {
          accounts: [
            account('SubAccount', outsider.id),
            account('RemovedAccount', outsider.id),
            account('LolAccount', lolPage.body.players[0]!.id),
          ],
        },
      });
      expect(created.status).toBe(201);
      const [active, removed, lol] = created.body.accounts;
      const removal = await sandbox.elds('POST', '/accounts/requestremoval', {
        body: { accountIds: [removed!.id] },
      });
      expect(removal.status).toBe(200);

      // The game servers report those accounts' puuids (an edit only a game server could make).
      await sandbox.close();
      const db = await PGlite.create(sandbox.dataDir);
      const puuids = new Map([
        [substitute.participantId, active!.puuid],
        [removedOwner!.participantId, removed!.puuid],
        [otherSport!.participantId, lol!.puuid],
      ]);
      const edited = {
        ...game,
        teams: game.teams.map((team) => ({
          ...team,
          participants: team.participants.map((p) => {
            const puuid = puuids.get(p.participantId);
            return puuid ? { ...p, val: { ...p.val!, puuid } } : p;
          }),
        })),
      };
      await db.query('update gm_platform_games set body = $2 where id = $1', [
        game.platformGameId,
        JSON.stringify(edited),
      ]);
      await db.close();
      const restarted = await startTestSandbox({ dataDir: sandbox.dataDir });
      others.push(restarted);

      const after = await propose(restarted, 'val', game.platformGameId);
      const playerOf = (participantId: number) =>
        after.teams
          .flatMap((team) => team.participants)
          .find((p) => p.participantId === participantId)?.esportsPlayerId;
      expect(playerOf(substitute.participantId)).toBe(outsider.id);
      expect(playerOf(removedOwner!.participantId)).toBeNull();
      expect(playerOf(otherSport!.participantId)).toBeNull();
      expect(playerOf(viaRealm!.participantId)).toBe(viaRealm!.esportsPlayerId);
    },
    RESTART_TIMEOUT_MS,
  );
});
