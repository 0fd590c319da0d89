import { Badge, Box, Button, Dialog, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { TBD_TEAM_ID } from '@esports-admin/schema/rules/constants';
import { replaceTeamsErrors } from '@esports-admin/schema/rules/tournament';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useEffect, useMemo, useState } from 'react';
import type {
  ReplaceTeams_TournamentFragment,
  TournamentResults_TournamentFragment,
} from '../../../__generated__/graphql';
import { useReplaceTeamsMutation, useReplaceTeamsSearchQuery } from '../../../__generated__/hooks';
import { reportMutationOutcome } from '../../../apollo/mutationOutcome';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DialogFrame } from '../../../components/DialogFrame';

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

/**
 * Replace teams (spec 3 §7 PUT replaceTeams): each of the tournament's teams can get a replacement
 * found by a team search (from 2 characters); Apply asks for confirmation, then swaps them
 * everywhere in the tournament and reloads the page. The gateway checks the same rules. The page
 * renders it only while it is open, so closing it forgets the choices.
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
  const [chosen, setChosen] = useState<ReadonlyMap<string, TeamOption>>(new Map());
  const [picking, setPicking] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [replaceTeams, { loading }] = useReplaceTeamsMutation();

  const swaps = [...chosen].map(([teamToBeReplaced, team]) => ({
    teamToBeReplaced,
    teamReplacement: team.id,
  }));
  const errors = swaps.length > 0 ? replaceTeamsErrors(swaps, ids) : [];
  const errorOf = (teamId: string) =>
    errors.find(
      (error) =>
        error.field ===
        `replacements.${swaps.findIndex((s) => s.teamToBeReplaced === teamId)}.teamReplacement`,
    )?.message;

  const close = () => {
    if (!loading) onClose();
  };
  const choose = (teamId: string, team: TeamOption | null) => {
    setChosen((current) => {
      const next = new Map(current);
      if (team) next.set(teamId, team);
      else next.delete(teamId);
      return next;
    });
    setPicking(null);
  };
  const apply = async () => {
    try {
      const result = await replaceTeams({
        variables: { id: tournament.id, replacements: swaps },
      });
      const outcome = result.data?.replaceTeams;
      if (!outcome) return;
      reportMutationOutcome(outcome);
      if (outcome.ok) {
        onClose();
        await onReplaced();
        return;
      }
    } catch {
      // Shown by the error link.
    }
    setConfirming(false);
  };

  const byId = new Map(teams.map((team) => [team.id, team]));
  return (
    <>
      <DialogFrame
        open={!confirming}
        title="Replace Teams"
        onCancel={close}
        size="lg"
        scrollInside
        actions={
          <Button
            colorPalette="teal"
            disabled={swaps.length === 0 || errors.length > 0}
            onClick={() => setConfirming(true)}
          >
            Replace {swaps.length === 1 ? '1 team' : `${swaps.length} teams`}
          </Button>
        }
      >
        <Stack gap="4">
          <Dialog.Description>
            A replacement takes the team&apos;s place everywhere in this tournament: seeding,
            standings, matches and games.
          </Dialog.Description>
          {teams.length === 0 && <Text color="fg.muted">This tournament has no teams yet.</Text>}
          <Stack as="ul" gap="2" listStyleType="none" aria-label="Tournament teams">
            {teams.map((team) => {
              const replacement = chosen.get(team.id);
              const error = errorOf(team.id);
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
        </Stack>
      </DialogFrame>
      <ConfirmDialog
        open={confirming}
        variant="warn"
        title="Replace teams?"
        confirmLabel="Replace"
        busy={loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void apply()}
      >
        <Stack gap="1">
          <Text>These teams are swapped everywhere in the tournament:</Text>
          {swaps.map((swap) => (
            <Text key={swap.teamToBeReplaced} fontWeight="medium">
              {byId.has(swap.teamToBeReplaced)
                ? label(byId.get(swap.teamToBeReplaced)!)
                : swap.teamToBeReplaced}{' '}
              → {label(chosen.get(swap.teamToBeReplaced)!)}
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
