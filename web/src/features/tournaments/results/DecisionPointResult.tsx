import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useDecideDecisionPointMutation } from '../../../__generated__/hooks';
import { CompactSelectField } from '../../../components/CompactSelectField';
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import { ordinal } from '@esports-admin/schema/rules/formatting';
import { useState } from 'react';
import {
  refetchResults,
  runResultsMutation,
  teamName,
  type ResultsDecisionPoint,
} from './resultsActions';

export function DecisionPointResult({
  tournamentId,
  point,
  readOnly,
}: {
  tournamentId: string;
  point: ResultsDecisionPoint;
  readOnly: boolean;
}) {
  const [decide, { loading }] = useDecideDecisionPointMutation();
  const teams = point.seeding.filter((e) => e.teamId && e.teamId !== TBD_TEAM_ID);
  const [places, setPlaces] = useState<string[]>(() =>
    point.standing.map((e) => (e.teamId && e.teamId !== TBD_TEAM_ID ? e.teamId : '')),
  );
  const chosen = places.filter(Boolean);
  const complete = chosen.length === places.length && new Set(chosen).size === chosen.length;
  const label = (teamId: string) => {
    const entry = teams.find((e) => e.teamId === teamId);
    return teamName(entry?.team, teamId);
  };

  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="xl" overflow="hidden">
      <HStack justify="space-between" px="4" py="3" borderBottomWidth="1px" wrap="wrap">
        <HStack gap="2">
          <Text fontWeight="semibold">{point.description}</Text>
          <Badge colorPalette={point.decided ? 'green' : 'purple'} variant="subtle">
            {point.decided ? 'decided' : 'to decide'}
          </Badge>
        </HStack>
        {!readOnly && (
          <Button
            size="xs"
            colorPalette="teal"
            disabled={!complete || teams.length === 0}
            loading={loading}
            onClick={() =>
              void runResultsMutation(
                decide({
                  variables: { tournamentId, decisionPointId: point.id, teamIds: places },
                  ...refetchResults,
                }),
                (data) => data.decideDecisionPoint,
              )
            }
          >
            Decide
          </Button>
        )}
      </HStack>
      {teams.length === 0 ? (
        <Text px="4" py="3" fontSize="sm" color="fg.muted">
          Its teams are not known yet.
        </Text>
      ) : (
        <Stack px="4" py="3" gap="2">
          {point.standing.map((entry, i) => (
            <HStack key={entry.index} gap="3">
              <Text fontSize="sm" w="24">
                {entry.description ?? ordinal(i + 1)}
              </Text>
              <CompactSelectField
                label={`${point.description} ${entry.description ?? ordinal(i + 1)}`}
                size="xs"
                w="72"
                disabled={readOnly || loading}
                value={places[i] ?? ''}
                onChange={(teamId) =>
                  setPlaces((current) => current.map((p, j) => (j === i ? teamId : p)))
                }
                options={[
                  { value: '', label: 'Choose a team' },
                  ...teams.map((e) => ({ value: e.teamId ?? '', label: label(e.teamId ?? '') })),
                ]}
              />
            </HStack>
          ))}
        </Stack>
      )}
    </Box>
  );
}
