import { Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import { edgeInto } from '@esports-admin/schema/rules/stage-builder';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { useState } from 'react';
import { useTournamentTeamOptionsQuery } from '../../../__generated__/hooks';
import { CompactSelectField } from '../../../components/CompactSelectField';
import { useViewer } from '../../../shell/viewer';
import type { SectionDraft, StageDraft } from '../tournamentFormValues';

/**
 * A team picker's options: 'TBD' (while loading, 'Loading teams…') first, then `unlisted` (a
 * stored team the list lacks, shown by its id) and the sport's teams.
 */
function teamOptions(
  teams: readonly { id: string; name: string; tricode: string }[],
  loading: boolean,
  unlisted: string | null,
) {
  return [
    { value: '', label: loading ? 'Loading teams…' : 'TBD' },
    ...(unlisted ? [{ value: unlisted, label: unlisted }] : []),
    ...teams.map((team) => ({ value: team.id, label: `${team.name} (${team.tricode})` })),
  ];
}

/**
 * The teams of a stage's seeding entries (spec 2 §3 Stage: seeding entries), set directly for
 * the seeds no edge from the tournament's seeding feeds; the stage's edges carry them on into its
 * sections and their first matches. Offered only to users who may read teams.
 */
export function StageSeedingTeams({
  sport,
  stage,
  stageLabel,
  fedSeeds,
  onChange,
}: {
  sport: SportCode;
  stage: StageDraft;
  stageLabel: string;
  fedSeeds: ReadonlySet<number>;
  onChange: (index: number, teamId: string | null) => void;
}) {
  const [open, setOpen] = useState(false);
  const mayReadTeams = useViewer().mayOpen('/teams/list/current');
  const { data, loading } = useTournamentTeamOptionsQuery({
    variables: { sport },
    skip: !mayReadTeams || !open,
  });
  if (!mayReadTeams || stage.seeding.entries.length === 0) return null;
  const teams = data?.teams ?? [];
  const chosen = stage.seeding.entries.filter((e) => e.teamId && e.teamId !== TBD_TEAM_ID).length;
  return (
    <Stack gap="1">
      <Button
        size="xs"
        variant="ghost"
        justifyContent="space-between"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <Text>Seeding teams</Text>
        <Text color="fg.muted" fontWeight="normal">
          {chosen} of {stage.seeding.entries.length} set
        </Text>
      </Button>
      {open &&
        stage.seeding.entries.map((entry) => {
          const fed = fedSeeds.has(entry.index);
          const current = entry.teamId && entry.teamId !== TBD_TEAM_ID ? entry.teamId : '';
          return (
            <HStack key={entry.index} gap="2">
              <Text fontSize="xs" w="14" flexShrink={0} whiteSpace="nowrap" color="fg.muted">
                Seed {entry.index}
              </Text>
              {fed ? (
                <Text fontSize="xs" color="fg.muted">
                  from the tournament seeding
                </Text>
              ) : (
                <CompactSelectField
                  label={`Seed ${entry.index} team of ${stageLabel}`}
                  size="xs"
                  value={current}
                  onChange={(teamId) => onChange(entry.index, teamId || null)}
                  options={teamOptions(
                    teams,
                    loading,
                    current && !teams.some((team) => team.id === current) ? current : null,
                  )}
                />
              )}
            </HStack>
          );
        })}
    </Stack>
  );
}

/**
 * Teams of a match's slots that no edge feeds (an edge's team replaces them when its source is
 * decided). Offered only to users who may read teams; others see the slots as they are.
 */
export function MatchTeams({
  sport,
  section,
  match,
  onChange,
}: {
  sport: SportCode;
  section: SectionDraft;
  match: SectionDraft['matches'][number];
  onChange: (slot: 1 | 2, teamId: string | null) => void;
}) {
  const mayReadTeams = useViewer().mayOpen('/teams/list/current');
  const { data, loading } = useTournamentTeamOptionsQuery({
    variables: { sport },
    skip: !mayReadTeams,
  });
  const free = ([1, 2] as const).filter(
    (slot) => !edgeInto(section, { nodeId: match.structuralId, slot }),
  );
  if (!mayReadTeams || free.length === 0) return null;
  const teams = data?.teams ?? [];
  return (
    <Stack gap="2">
      <Stack gap="0">
        <Text fontWeight="semibold" fontSize="sm">
          Teams
        </Text>
        <Text fontSize="xs" color="fg.muted">
          For slots no edge feeds: the team playing there from the start.
        </Text>
      </Stack>
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap="3">
        {free.map((slot) => {
          const current = (slot === 1 ? match.teamOneId : match.teamTwoId) ?? '';
          return (
            <HStack key={slot} gap="2">
              <Text fontSize="sm" w="20" flexShrink={0}>
                Team {slot}
              </Text>
              <CompactSelectField
                label={`Team ${slot} team`}
                value={current === TBD_TEAM_ID ? '' : current}
                onChange={(teamId) => onChange(slot, teamId || null)}
                options={teamOptions(teams, loading, null)}
              />
            </HStack>
          );
        })}
      </Grid>
    </Stack>
  );
}
