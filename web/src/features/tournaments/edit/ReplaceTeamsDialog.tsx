import { Badge, Box, Button, Dialog, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import { replaceTeamsErrors } from '@esports-admin/schema/rules/tournament';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type {
  ReplaceTeams_TournamentFragment,
  TournamentResults_TournamentFragment,
} from '../../../__generated__/graphql';
import { useReplaceTeamsMutation, useReplaceTeamsSearchQuery } from '../../../__generated__/hooks';
import { runMutation, type FieldMessages } from '../../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormDialog } from '../../../components/FormDialog';
import { useDialogForm } from '../../../components/useDialogForm';

interface TeamOption {
  id: string;
  name: string;
  tricode: string;
}
type ReplaceTeamsTournament = ReplaceTeams_TournamentFragment &
  TournamentResults_TournamentFragment;

const SEARCH_DEBOUNCE_MS = 300;
const label = (team: TeamOption) => `${team.name} (${team.tricode})`;

/**
 * The tournament's teams (seeds and match slots, TBD left out), by name, and every team id it
 * holds: what may be replaced, and what may not come in as a replacement.
 */
export function tournamentTeams(tournament: ReplaceTeamsTournament) {
  const teams = new Map<string, TeamOption>();
  const ids = new Set<string>();
  const add = (id: string | null | undefined, team?: TeamOption | null) => {
    if (!id || id === TBD_TEAM_ID) return;
    ids.add(id);
    if (team) teams.set(id, team);
    else if (!teams.has(id)) teams.set(id, { id, name: id, tricode: '?' });
  };
  tournament.seeding.entries.forEach((entry) => add(entry.teamId, entry.team));
  for (const stage of tournament.stages) {
    for (const section of stage.sections) {
      section.teamRecords.forEach((record) => add(record.teamId, record.team));
      for (const match of section.matches) {
        add(match.teamOne?.id, match.teamOne);
        add(match.teamTwo?.id, match.teamTwo);
      }
    }
  }
  return {
    ids,
    teams: [...teams.values()].sort((a, b) => a.name.localeCompare(b.name)),
  };
}

interface Replacement {
  teamToBeReplaced: string;
  team: TeamOption;
}
interface ReplaceTeamsValues {
  replacements: Replacement[];
}

const swapsOf = ({ replacements }: ReplaceTeamsValues) =>
  replacements.map(({ teamToBeReplaced, team }) => ({
    teamToBeReplaced,
    teamReplacement: team.id,
  }));

/**
 * Replace teams (spec 3 §7 PUT replaceTeams): each of the tournament's teams can get a replacement
 * found by a team search (from 2 characters); Apply asks for confirmation, then swaps them
 * everywhere in the tournament and reloads the page. The gateway checks the same rules. The page
 * renders it only while it is open; closing it with replacements chosen asks first.
 */
export function ReplaceTeamsDialog({
  tournament,
  onClose,
  onReplaced,
}: {
  tournament: ReplaceTeamsTournament;
  onClose: () => void;
  onReplaced: () => Promise<void>;
}) {
  const { ids, teams } = useMemo(() => tournamentTeams(tournament), [tournament]);
  const [picking, setPicking] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [replaceTeams] = useReplaceTeamsMutation();
  const validate = useCallback(
    (values: ReplaceTeamsValues) => {
      const messages: FieldMessages = {};
      for (const { field, message } of replaceTeamsErrors(swapsOf(values), ids)) {
        messages[field] = message;
      }
      return messages;
    },
    [ids],
  );
  const form = useDialogForm<ReplaceTeamsValues>({
    initialValues: { replacements: [] },
    noun: 'team replacement',
    validate,
    showErrors: 'always',
    save: async (values) => {
      const result = await runMutation(
        replaceTeams({ variables: { id: tournament.id, replacements: swapsOf(values) } }),
        (data) => data.replaceTeams,
      );
      // Refused: back to the choices, to correct or cancel.
      if (!result.ok) setConfirming(false);
      return result;
    },
    onSaved: () => void onReplaced(),
    onClose,
  });
  const { replacements } = form.values;
  const indexOf = (teamId: string) => replacements.findIndex((r) => r.teamToBeReplaced === teamId);

  const choose = (teamId: string, team: TeamOption | null) => {
    form.update(({ replacements: current }) => {
      if (!team) return { replacements: current.filter((r) => r.teamToBeReplaced !== teamId) };
      const chosen = { teamToBeReplaced: teamId, team };
      // A changed replacement keeps its place in the list the gateway gets.
      return {
        replacements: current.some((r) => r.teamToBeReplaced === teamId)
          ? current.map((r) => (r.teamToBeReplaced === teamId ? chosen : r))
          : [...current, chosen],
      };
    });
    setPicking(null);
  };

  const byId = new Map(teams.map((team) => [team.id, team]));
  return (
    <>
      <FormDialog
        // Apply asks first: the confirmation sends the form.
        form={{
          ...form,
          submit: (event) => {
            event?.preventDefault();
            if (!form.invalid) setConfirming(true);
          },
        }}
        open={!confirming}
        title="Replace Teams"
        submitLabel={`Replace ${replacements.length === 1 ? '1 team' : `${replacements.length} teams`}`}
        blocked={replacements.length === 0}
        size="lg"
        scrollInside
      >
        <Dialog.Description>
          A replacement takes the team&apos;s place everywhere in this tournament: seeding,
          standings, matches and games.
        </Dialog.Description>
        {teams.length === 0 && <Text color="fg.muted">This tournament has no teams yet.</Text>}
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Tournament teams">
          {teams.map((team) => {
            const index = indexOf(team.id);
            const replacement = replacements[index]?.team;
            const error =
              index < 0 ? undefined : form.errorFor(`replacements.${index}.teamReplacement`);
            return (
              <Box
                as="li"
                key={team.id}
                borderWidth="1px"
                rounded="md"
                px="3"
                py="2"
                aria-label={label(team)}
              >
                <HStack justify="space-between" gap="3" wrap="wrap">
                  <HStack gap="2">
                    <Text fontWeight="medium">{label(team)}</Text>
                    {replacement && (
                      <>
                        <Text color="fg.muted">→</Text>
                        <Badge colorPalette={error ? 'red' : 'teal'} variant="subtle">
                          {label(replacement)}
                        </Badge>
                      </>
                    )}
                  </HStack>
                  <HStack gap="2">
                    {replacement && (
                      <Button
                        size="xs"
                        variant="ghost"
                        aria-label={`Keep ${label(team)}`}
                        onClick={() => choose(team.id, null)}
                      >
                        Keep
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Choose a replacement for ${label(team)}`}
                      onClick={() => setPicking(picking === team.id ? null : team.id)}
                    >
                      {replacement ? 'Change' : 'Replace'}
                    </Button>
                  </HStack>
                </HStack>
                {error && (
                  <Text color="fg.error" fontSize="sm" mt="1">
                    {error}
                  </Text>
                )}
                {picking === team.id && (
                  <ReplacementPicker
                    sport={tournament.sport}
                    team={team}
                    inTournament={ids}
                    onPick={(picked) => choose(team.id, picked)}
                  />
                )}
              </Box>
            );
          })}
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={confirming}
        variant="warn"
        title="Replace teams?"
        confirmLabel="Replace"
        busy={form.saving}
        onCancel={() => setConfirming(false)}
        onConfirm={() => form.submit()}
      >
        <Stack gap="1">
          <Text>These teams are swapped everywhere in the tournament:</Text>
          {replacements.map(({ teamToBeReplaced, team }) => (
            <Text key={teamToBeReplaced} fontWeight="medium">
              {byId.has(teamToBeReplaced) ? label(byId.get(teamToBeReplaced)!) : teamToBeReplaced} →{' '}
              {label(team)}
            </Text>
          ))}
        </Stack>
      </ConfirmDialog>
    </>
  );
}

/** A team search over the teams API from 2 characters; a result is picked with a click. */
function ReplacementPicker({
  sport,
  team,
  inTournament,
  onPick,
}: {
  sport: ReplaceTeamsTournament['sport'];
  team: TeamOption;
  inTournament: ReadonlySet<string>;
  onPick: (team: TeamOption) => void;
}) {
  const [text, setText] = useState('');
  const [search, setSearch] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(effectiveSearch(text)), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, loading } = useReplaceTeamsSearchQuery({
    variables: { sport, search: search ?? '' },
    skip: !search,
  });
  const results = search ? (data?.teams ?? []) : [];
  return (
    <Stack gap="2" mt="2">
      <Field.Root>
        <Field.Label srOnly>Replacement for {label(team)}</Field.Label>
        <Input
          size="sm"
          type="search"
          autoFocus
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          // Enter searches as typing does; it does not apply the dialog.
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          placeholder="Search teams by name (2 characters or more)"
          autoComplete="off"
        />
      </Field.Root>
      {search && !loading && results.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          No team matches “{search}”.
        </Text>
      )}
      {results.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" aria-label={`Teams matching ${search}`}>
          {results.slice(0, 8).map((result) => (
            <li key={result.id}>
              <Button
                size="xs"
                variant="ghost"
                justifyContent="start"
                w="full"
                onClick={() => onPick(result)}
              >
                {label(result)}
                {inTournament.has(result.id) && (
                  <Text as="span" color="fg.muted" fontWeight="normal">
                    · in this tournament
                  </Text>
                )}
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
