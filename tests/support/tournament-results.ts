/**
 * The current lol tournament's first group as the results tab reads it, and the changes a results
 * save makes to it: a played game's winner flipped, the group's ranks reversed by hand. Either
 * changes the tournament's records, so its version.
 */
import { TournamentEditPageDocument } from '../../web/src/__generated__/graphql';
import type { Stack } from './stack';

export async function currentGroupResults(stack: Stack) {
  const listed = await stack.gql<{ tournaments: { id: string }[] }>(
    'query { tournaments(sport: lol, filter: current, search: "championship") { id } }',
  );
  const id = listed.data!.tournaments[0]!.id;
  const { tournament } = await stack.data(TournamentEditPageDocument, { id });
  const group = tournament!.stages
    .flatMap((stage) => stage.sections)
    .find((section) => section.type !== 'bracket' && section.teamRecords.length > 1)!;
  const game = group.matches.flatMap((match) => match.games).find((g) => g.winnerTeamId)!;
  return {
    tournamentId: id,
    version: tournament!.version,
    sectionId: group.id,
    gameId: game.id,
    /** The team that lost the game: setting it as the winner changes the group's records. */
    loserTeamId: game.winnerTeamId === game.blueTeamId ? game.redTeamId : game.blueTeamId,
    /** The group's teams ranked 1, 2, … in the reverse of their ranks now. */
    reversedRanks: group.ranks
      .flatMap((rank) => rank.tiedTeamIds)
      .reverse()
      .map((teamId, index) => ({ ordinal: index + 1, tiedTeamIds: [teamId] })),
  };
}
