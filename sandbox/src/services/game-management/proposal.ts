/**
 * The proposed mapping of a platform game (GET esportsGames/{id}/propose/{platformGameId}): each
 * participant matched to an esports player, each side to the home team most of its players share.
 *
 * How a participant is matched (decided for issue #16): first by the players' tournament realm
 * identities, on the realm account id for lol and on the puuid for val, wr and tft, because that
 * is what the game servers report and what staff register for tournaments. When no realm identity
 * holds a val, wr or tft participant's puuid, the data service's accounts are the second source: an
 * active account with that puuid names its player (its playerId), provided the player plays the
 * sport. Accounts waiting for removal are not trusted. A lol participant carries no puuid, only its
 * realm account id, so it is matched by realm identity alone.
 */
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type { PlayerDto } from '@esports-admin/schema/upstream/elds-players';
import type {
  ParticipantDto,
  PlatformGameDto,
  PlatformTeamDto,
  ProposedMappingDto,
} from '@esports-admin/schema/upstream/game-management';
import type { SqlClient } from '../../store';
import { activeAccountsByPuuid } from '../elds/account-pages';
import { playersByIdentity } from '../elds/players';
import { listPlayers } from '../elds/players-list';

const accountIdOf = (participant: ParticipantDto) => participant.lol?.platformAccountId ?? null;

const puuidOf = (participant: ParticipantDto) =>
  participant.val?.puuid ?? participant.wr?.puuid ?? participant.tft?.puuid ?? null;

/** The most common home team of a side's matched players, or null when none matched. */
function likeliestTeam(playerTeams: (string | null)[]): string | null {
  const counts = new Map<string, number>();
  for (const team of playerTeams) if (team) counts.set(team, (counts.get(team) ?? 0) + 1);
  return (
    [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null
  );
}

/** The sport's players named by the active accounts holding `puuids`, by puuid. */
async function playersByAccountPuuid(
  db: SqlClient,
  sport: SportCode,
  puuids: string[],
): Promise<Map<string, PlayerDto>> {
  if (puuids.length === 0) return new Map();
  const accounts = (await activeAccountsByPuuid(db, puuids)).filter((a) => a.playerId !== null);
  const playerIds = [...new Set(accounts.map((account) => account.playerId!))];
  if (playerIds.length === 0) return new Map();
  const { players } = await listPlayers(db, {
    pageSize: playerIds.length,
    after: null,
    playerIds,
    sport,
  });
  return new Map(
    accounts.flatMap((account) => {
      const player = players.find((p) => p.id === account.playerId);
      return player ? [[account.puuid, player] as const] : [];
    }),
  );
}

export async function proposeMapping(
  db: SqlClient,
  sport: SportCode,
  esportsGameId: string,
  game: PlatformGameDto,
): Promise<ProposedMappingDto> {
  const participants = game.teams.flatMap((team) => team.participants);
  const players = await playersByIdentity(db, sport, {
    accountIds: participants.flatMap((p) => accountIdOf(p) ?? []),
    puuids: participants.flatMap((p) => puuidOf(p) ?? []),
  });
  const byRealmIdentity = (participant: ParticipantDto) => {
    const accountId = accountIdOf(participant);
    const puuid = puuidOf(participant);
    return (
      players.find((player) =>
        player.tournamentRealmIdentities.some(
          (realm) =>
            (puuid !== null && realm.puuid === puuid) ||
            (accountId !== null && realm.accounts.some((a) => a.accountId === accountId)),
        ),
      ) ?? null
    );
  };
  const unmatchedPuuids = participants.flatMap((p) =>
    byRealmIdentity(p) ? [] : (puuidOf(p) ?? []),
  );
  const byAccount = await playersByAccountPuuid(db, sport, unmatchedPuuids);
  const playerOf = (participant: ParticipantDto) =>
    byRealmIdentity(participant) ?? byAccount.get(puuidOf(participant) ?? '') ?? null;

  const teams: PlatformTeamDto[] = game.teams.map((team) => {
    const matched = team.participants.map(playerOf);
    return {
      platformTeamId: team.platformTeamId,
      esportsTeamId: likeliestTeam(matched.map((player) => player?.homeTeamId ?? null)),
      participants: team.participants.map((participant, i) => ({
        ...participant,
        esportsPlayerId: matched[i]?.id ?? null,
      })),
    };
  });
  return { esportsGameId, platformGameId: game.platformGameId, teams };
}
