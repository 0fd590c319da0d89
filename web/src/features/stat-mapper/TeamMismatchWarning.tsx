import { Alert, chakra, Text } from '@chakra-ui/react';
import { STAT_MAPPER_MESSAGES } from '@esports-admin/schema/rules/stat-mapper';
import type { StatMapperTeam_TeamFragment } from '../../__generated__/graphql';

/** One of the match's two teams, as the page that opens the Stat Mapper already shows it. */
export interface MatchTeam {
  id: string;
  name: string;
  tricode: string;
}

/** The match's teams in its order; null for a slot still TBD. */
export type MatchTeams = readonly [MatchTeam | null, MatchTeam | null];

type PlatformTeam = Pick<StatMapperTeam_TeamFragment, 'esportsTeamId' | 'esportsTeam'>;

const sortedIds = (ids: readonly (string | null | undefined)[]) => ids.map((id) => id ?? '').sort();

/**
 * The match's two teams when the platform game's two are not them, in either order (sides can be
 * swapped); null when they are. An unmatched platform team counts as a difference; a match with a
 * TBD slot cannot be compared, so it never warns.
 */
export function mismatchedMatchTeams(
  matchTeams: MatchTeams,
  teams: readonly PlatformTeam[],
): readonly [MatchTeam, MatchTeam] | null {
  const [one, two] = matchTeams;
  if (!one || !two || teams.length !== 2) return null;
  const platform = sortedIds(teams.map((team) => team.esportsTeamId));
  const match = sortedIds([one.id, two.id]);
  return platform.some((id, index) => id !== match[index]) ? [one, two] : null;
}

const named = (team: { name: string; tricode: string }) => `${team.name} (${team.tricode})`;

/**
 * Mapping a platform game to a game of other teams sends those teams' stats to this match, so
 * Confirm waits for an explicit 'Map anyway' (issue #39, item 10).
 */
export function TeamMismatchWarning({
  matchTeams,
  teams,
  acknowledged,
  onAcknowledge,
}: {
  matchTeams: readonly [MatchTeam, MatchTeam];
  teams: readonly PlatformTeam[];
  acknowledged: boolean;
  onAcknowledge: (acknowledged: boolean) => void;
}) {
  const platformNames = teams.map((team) =>
    team.esportsTeam ? named(team.esportsTeam) : STAT_MAPPER_MESSAGES.unmatchedTeam,
  );
  return (
    <Alert.Root status="warning" mt="3" role="alert" aria-label="Teams differ">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>This platform game was not played by the match&apos;s teams.</Alert.Title>
        <Alert.Description>
          <Text>
            Platform game: {platformNames.join(' vs ')}. Match: {named(matchTeams[0])} vs{' '}
            {named(matchTeams[1])}.
          </Text>
          <chakra.label display="flex" alignItems="center" gap="2" mt="2" cursor="pointer">
            <chakra.input
              type="checkbox"
              checked={acknowledged}
              onChange={(event) => onAcknowledge(event.currentTarget.checked)}
              w="4"
              h="4"
            />
            <Text fontWeight="medium">Map anyway</Text>
          </chakra.label>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
