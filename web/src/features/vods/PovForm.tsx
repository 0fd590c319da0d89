import { Flex } from '@chakra-ui/react';
import {
  GAME_SIDE_LABELS,
  validatePovDrafts,
  type PovDraft,
} from '@esports-admin/schema/rules/pov';
import { isStreamProvider } from '@esports-admin/schema/rules/stream';
import {
  GAME_SIDES,
  PARTICIPANTS_PER_SIDE,
  type GameSide,
} from '@esports-admin/schema/upstream/elds-vods';
import { useCallback } from 'react';
import type { PathValue } from 'react-hook-form';
import type { PovInput, PovRow_PovFragment } from '../../__generated__/graphql';
import type { FieldMessages, SubmitResult } from '../../apollo/mutationOutcome';
import { LabeledSelectField } from '../../components/CompactSelectField';
import { InlineForm } from '../../components/InlineForm';
import { InlineFormActions } from '../../components/InlineFormActions';
import { useEntityForm } from '../../components/useEntityForm';
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

export const SEATS = Array.from({ length: PARTICIPANTS_PER_SIDE }, (_, i) => i + 1);

export const povInputOf = (pov: PovRow_PovFragment): PovInput => ({
  side: pov.side,
  participant: pov.participant,
  playerId: pov.playerId,
  provider: pov.provider,
  locale: pov.locale,
  value: pov.videoId,
});

export function draftToInput(draft: PovDraft): PovInput {
  return {
    side: draft.side === 'red' ? 'red' : 'blue',
    participant: draft.participant,
    playerId: draft.playerId || null,
    provider: isStreamProvider(draft.provider) ? draft.provider : 'twitch',
    locale: draft.locale,
    value: draft.value.trim(),
  };
}

/** A new pov in the first seat without one: blue 1 … blue 5, then red 1 … red 5. */
export function newPovDraft(povs: readonly PovRow_PovFragment[]): PovDraft {
  const free = GAME_SIDES.flatMap((side) =>
    SEATS.map((participant) => ({ side, participant })),
  ).find(
    (seat) => !povs.some((pov) => pov.side === seat.side && pov.participant === seat.participant),
  );
  return {
    ...(free ?? { side: 'blue', participant: 1 }),
    playerId: null,
    provider: 'twitch',
    locale: '',
    value: '',
  };
}

interface PovFormProps {
  gameLabel: string;
  locales: readonly string[];
  sides: PovSides;
  existing: readonly PovRow_PovFragment[];
  /** Saves the game's set with the new pov last; its messages are 'povs.{existing.length}.…'. */
  onSubmit: (draft: PovDraft) => Promise<SubmitResult>;
  /** The game's povs read again when the save found them changed meanwhile. */
  loadLatest: () => Promise<readonly PovRow_PovFragment[] | null>;
  onSaved: () => void;
  onCancel: () => void;
}

/**
 * One new pov: side, seat, the player (from the roster of the side's team), provider, locale and
 * the provider's id field. The seat's message shows at once; the others once changed or saved.
 */
export function PovForm({
  gameLabel,
  locales,
  sides,
  existing,
  onSubmit,
  loadLatest,
  onSaved,
  onCancel,
}: PovFormProps) {
  const prefix = `povs.${existing.length}.`;
  const validate = useCallback(
    (values: PovDraft): FieldMessages => {
      const all = validatePovDrafts([...existing.map(povInputOf), values]);
      return Object.fromEntries(
        Object.entries(all)
          .filter(([field]) => field.startsWith(prefix))
          .map(([field, message]) => [field.slice(prefix.length), message]),
      );
    },
    [existing, prefix],
  );
  const entity = useEntityForm<PovDraft>({
    initialValues: newPovDraft(existing),
    noun: 'POV list',
    validate,
    save: (draft) => onSubmit(draft),
    onSaved,
    // The set changed meanwhile: start again from a new pov in a seat that is free now. The
    // panel sends the set's version it holds (from the page or the last answer), not the form.
    loadLatest: async () => {
      const povs = await loadLatest();
      return povs ? { values: newPovDraft(povs), version: '' } : null;
    },
    errorKeyOf: (field) => (field.startsWith(prefix) ? field.slice(prefix.length) : field),
  });
  const { values } = entity;
  // A taken seat is said at once, before anything else is typed.
  const errorOf = (field: keyof PovDraft) =>
    (field === 'participant' ? entity.clientErrors.participant : undefined) ??
    entity.errorFor(field);
  const change = <K extends keyof PovDraft>(field: K, value: PovDraft[K]) =>
    entity.set(field, value as PathValue<PovDraft, K>);

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
    <InlineForm
      form={entity}
      label={`POV of ${gameLabel}`}
      // The set is one record: whatever changed in it, its POVs differ.
      fieldLabel={() => 'POVs'}
      display="flex"
      flexDirection="column"
      gap="2"
      mt="2"
    >
      <Flex gap="3" align="flex-start" wrap="wrap" bg="bg.subtle" rounded="md" p="3">
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
        <InlineFormActions saving={entity.saving} onCancel={onCancel} />
      </Flex>
    </InlineForm>
  );
}
