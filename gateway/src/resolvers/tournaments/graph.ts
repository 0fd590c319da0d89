/** Reading a tournament's graph: its full record, its matches and every team it holds. */
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import {
  type MatchDto,
  participantEntriesOf,
  type TeamDto,
  type TournamentDto,
} from '@esports-admin/schema/upstream/elds-tournaments';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { Refusal } from '../../mutations/outcome';

/** Lists load summaries; a field that needs the stages loads the tournament once. */
export async function full(context: GatewayContext, tournament: TournamentDto) {
  if (tournament.stages) return tournament;
  const loaded = await context.loaders.tournaments.load(tournament.id);
  return loaded ?? { ...tournament, stages: [] };
}

export const teamOf = (context: GatewayContext, teamId: string | null | undefined) =>
  teamId ? context.loaders.teams.load(teamId) : null;

export async function teamsOf(
  context: GatewayContext,
  teamIds: readonly string[],
): Promise<TeamDto[]> {
  const teams = await context.loaders.teams.loadMany(teamIds);
  return teams.filter((team): team is TeamDto => team !== null && !(team instanceof Error));
}

/** Every real team a tournament holds: seeding, standings, decision points and match slots. */
export async function teamIdsIn(
  context: GatewayContext,
  tournament: TournamentDto,
): Promise<Set<string>> {
  const ids = new Set<string>();
  const add = (teamId: string | null | undefined) => {
    if (teamId && teamId !== TBD_TEAM_ID) ids.add(teamId);
  };
  for (const entry of participantEntriesOf(tournament)) add(entry.teamId);
  for (const match of await matchesOf(context, allMatchIds(tournament))) {
    add(match.teamOne);
    add(match.teamTwo);
  }
  return ids;
}

export function allMatchIds(tournament: TournamentDto): string[] {
  return (tournament.stages ?? []).flatMap((stage) =>
    stage.sections.flatMap((section) => section.matchIds),
  );
}

export async function matchesOf(
  context: GatewayContext,
  ids: readonly string[],
): Promise<MatchDto[]> {
  const matches = await context.loaders.matches.loadMany(ids);
  return matches.filter((match): match is MatchDto => match !== null && !(match instanceof Error));
}

export async function existing(context: GatewayContext, id: string): Promise<TournamentDto> {
  const tournament = await context.apis.elds.getTournament(id);
  if (!tournament) {
    throw new Refusal(`404 - Tournament ${id} not found`, ErrorCode.NOT_FOUND);
  }
  return tournament;
}
