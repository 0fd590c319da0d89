import { Badge, Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import {
  GAME_SIDE_LABELS,
  seatLabel,
  validatePovDrafts,
  type PovDraft,
} from '@esports-admin/schema/rules/pov';
import { isStreamProvider, streamProviderLabel } from '@esports-admin/schema/rules/stream';
import {
  GAME_SIDES,
  PARTICIPANTS_PER_SIDE,
  type GameSide,
} from '@esports-admin/schema/upstream/elds-vods';
import { useMemo, useState, type FormEvent } from 'react';
import type { PovInput, PovRow_PovFragment } from '../../__generated__/graphql';
import { useSavePovsMutation } from '../../__generated__/hooks';
import { reportMutationOutcome, type FieldMessages } from '../../apollo/mutationOutcome';
import { LabeledSelectField } from '../../components/CompactSelectField';
import { InlineFormActions } from '../../components/InlineFormActions';
import { PlusIcon } from '../../components/icons';
import { GameRecordsTable } from './GameRecordsTable';
import { StreamSourceFields } from './StreamSourceFields';

/** One side of a game: its team and the players a POV of that side can be given. */
export interface PovSide {
  side: GameSide;
  /** The team's tricode; null when the side's team is not known (TBD). */
  tricode: string | null;
  /** The team's roster, with each player's name ('Player 12' when it could not be read). */
  players: readonly { id: string; name: string }[];
}

export type PovSides = Record<GameSide, PovSide>;

interface PovPanelProps {
  gameId: string;
  /** 'Game 2', for labels. */
  gameLabel: string;
  povs: readonly PovRow_PovFragment[];
  /** The game's blue and red teams with their players. */
  sides: PovSides;
  locales: readonly string[];
  writable: boolean;
  /** After a save: the page reloads the game's povs. */
  onSaved: () => void;
}

const SEATS = Array.from({ length: PARTICIPANTS_PER_SIDE }, (_, i) => i + 1);

const toInput = (pov: PovRow_PovFragment): PovInput => ({
  side: pov.side,
  participant: pov.participant,
  playerId: pov.playerId,
  provider: pov.provider,
  locale: pov.locale,
  value: pov.videoId,
});

/** The first seat without a pov: blue 1 … blue 5, then red 1 … red 5. */
function firstFreeSeat(
  povs: readonly PovRow_PovFragment[],
): Pick<PovDraft, 'side' | 'participant'> {
  for (const side of GAME_SIDES) {
    for (const participant of SEATS) {
      if (!povs.some((pov) => pov.side === side && pov.participant === participant)) {
        return { side, participant };
      }
    }
  }
  return { side: 'blue', participant: 1 };
}

/**
 * A game's point-of-view streams, one per side and seat (spec 3 §7 "Media" pov): listed by seat,
 * added through a small form and removed; each change saves the game's whole set.
 */
export function PovPanel({
  gameId,
  gameLabel,
  povs,
  sides,
  locales,
  writable,
  onSaved,
}: PovPanelProps) {
  const [adding, setAdding] = useState(false);
  const [savePovs, saving] = useSavePovsMutation();

  const save = async (next: PovInput[]): Promise<FieldMessages | null> => {
    try {
      const { data } = await savePovs({ variables: { gameId, povs: next } });
      if (!data) return {};
      const fieldErrors = reportMutationOutcome(data.savePovs);
      if (!data.savePovs.ok) return fieldErrors;
      onSaved();
      return null;
    } catch {
      // Shown as a toast by the error link.
      return {};
    }
  };

  return (
    <Box mt="3" role="region" aria-label={`Points of view of ${gameLabel}`}>
      <Flex justify="space-between" align="center" mb="1.5">
        <Text fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
          Points of view
        </Text>
        {writable && !adding && (
          <Button size="xs" variant="ghost" onClick={() => setAdding(true)}>
            <PlusIcon />
            Add POV
          </Button>
        )}
      </Flex>
      <GameRecordsTable
        label={`POVs of ${gameLabel}`}
        columns={['Seat', 'Player', 'Provider', 'Locale', 'Stream']}
        count={povs.length}
        empty="No POVs."
      >
        {povs.map((pov) => (
          <Table.Row key={pov.id}>
            <Table.Cell>
              <Badge colorPalette={pov.side === 'blue' ? 'blue' : 'red'} variant="subtle">
                {seatLabel(pov.side, pov.participant)}
              </Badge>
            </Table.Cell>
            <Table.Cell>{playerLabel(sides, pov.side, pov.playerId)}</Table.Cell>
            <Table.Cell>{streamProviderLabel(pov.provider)}</Table.Cell>
            <Table.Cell fontFamily="mono">{pov.locale}</Table.Cell>
            <Table.Cell fontFamily="mono">{pov.videoId}</Table.Cell>
            <Table.Cell textAlign="end">
              {writable && (
                <Button
                  size="xs"
                  variant="subtle"
                  colorPalette="red"
                  disabled={saving.loading}
                  aria-label={`Remove POV ${seatLabel(pov.side, pov.participant)}`}
                  onClick={() => void save(povs.filter((kept) => kept.id !== pov.id).map(toInput))}
                >
                  Remove
                </Button>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </GameRecordsTable>
      {adding && (
        <PovForm
          gameLabel={gameLabel}
          locales={locales}
          sides={sides}
          existing={povs}
          onCancel={() => setAdding(false)}
          onSubmit={async (draft) => {
            const index = povs.length;
            const fieldErrors = await save([...povs.map(toInput), draftToInput(draft)]);
            if (fieldErrors === null) {
              setAdding(false);
              return null;
            }
            // The new pov is the last of the list: its messages are 'povs.{index}.{field}'.
            const prefix = `povs.${index}.`;
            return Object.fromEntries(
              Object.entries(fieldErrors)
                .filter(([field]) => field.startsWith(prefix))
                .map(([field, message]) => [field.slice(prefix.length), message]),
            );
          }}
        />
      )}
    </Box>
  );
}

/** The name of a pov's player: from the side's roster, else its id; '—' when none is set. */
function playerLabel(sides: PovSides, side: GameSide, playerId: string | null): string {
  if (!playerId) return '—';
  const known = [...sides[side].players, ...sides[side === 'blue' ? 'red' : 'blue'].players];
  return known.find((player) => player.id === playerId)?.name ?? `Player ${playerId}`;
}

function draftToInput(draft: PovDraft): PovInput {
  return {
    side: draft.side === 'red' ? 'red' : 'blue',
    participant: draft.participant,
    playerId: draft.playerId || null,
    provider: isStreamProvider(draft.provider) ? draft.provider : 'twitch',
    locale: draft.locale,
    value: draft.value.trim(),
  };
}

interface PovFormProps {
  gameLabel: string;
  locales: readonly string[];
  sides: PovSides;
  existing: readonly PovRow_PovFragment[];
  onSubmit: (draft: PovDraft) => Promise<FieldMessages | null>;
  onCancel: () => void;
}

/**
 * One new pov: side, seat, the player (from the roster of the side's team), provider, locale and
 * the provider's id field.
 */
function PovForm({ gameLabel, locales, sides, existing, onSubmit, onCancel }: PovFormProps) {
  const [values, setValues] = useState<PovDraft>(() => ({
    ...firstFreeSeat(existing),
    playerId: null,
    provider: 'twitch',
    locale: '',
    value: '',
  }));
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [saving, setSaving] = useState(false);
  const clientErrors = useMemo(() => {
    const all = validatePovDrafts([...existing.map(toInput), values]);
    const prefix = `povs.${existing.length}.`;
    return Object.fromEntries(
      Object.entries(all)
        .filter(([field]) => field.startsWith(prefix))
        .map(([field, message]) => [field.slice(prefix.length), message]),
    );
  }, [existing, values]);
  const errorOf = (field: keyof PovDraft) =>
    (tried || field === 'participant' ? clientErrors[field] : undefined) ?? serverErrors[field];

  const change = <K extends keyof PovDraft>(field: K, value: PovDraft[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors({});
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (saving || Object.keys(clientErrors).length > 0) return;
    setSaving(true);
    const errors = await onSubmit(values);
    setSaving(false);
    if (errors) setServerErrors(errors);
  };

  const provider = isStreamProvider(values.provider) ? values.provider : 'twitch';
  const sideTeam = sides[values.side === 'red' ? 'red' : 'blue'];
  const playerOptions = [
    {
      value: '',
      label:
        sideTeam.players.length > 0 ? 'No player' : `No players on ${sideTeam.tricode ?? 'TBD'}`,
    },
    ...sideTeam.players.map((player) => ({ value: player.id, label: player.name })),
  ];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={`POV of ${gameLabel}`}>
      <Flex gap="3" align="flex-start" wrap="wrap" bg="bg.subtle" rounded="md" p="3" mt="2">
        <LabeledSelectField
          label="Side"
          size="sm"
          w="36"
          value={values.side}
          onChange={(next) => {
            change('side', next);
            // A player of the other team does not follow the seat to this side.
            change('playerId', null);
          }}
          options={GAME_SIDES.map((side) => ({
            value: side,
            label: sides[side].tricode
              ? `${GAME_SIDE_LABELS[side]} · ${sides[side].tricode}`
              : GAME_SIDE_LABELS[side],
          }))}
          error={errorOf('side')}
        />
        <LabeledSelectField
          label="Seat"
          size="sm"
          w="32"
          value={String(values.participant)}
          onChange={(seat) => change('participant', Number(seat))}
          options={SEATS.map((seat) => ({ value: String(seat), label: String(seat) }))}
          error={errorOf('participant')}
        />
        <LabeledSelectField
          label="Player"
          size="sm"
          w="56"
          value={String(values.playerId ?? '')}
          onChange={(playerId) => change('playerId', playerId || null)}
          options={playerOptions}
          error={errorOf('playerId')}
        />
        <StreamSourceFields
          provider={provider}
          locale={values.locale}
          value={values.value}
          locales={locales}
          onChange={change}
          errorOf={errorOf}
          providerError={errorOf('provider')}
          selectW="36"
          valueMinW="40"
        />
        <InlineFormActions saving={saving} onCancel={onCancel} />
      </Flex>
    </form>
  );
}
