import { Badge, Box, Button, Flex, Table, Text } from '@chakra-ui/react';
import { seatLabel, type PovDraft } from '@esports-admin/schema/rules/pov';
import { streamProviderLabel } from '@esports-admin/schema/rules/stream';
import type { GameSide } from '@esports-admin/schema/upstream/elds-vods';
import { useState } from 'react';
import type { PovInput, PovRow_PovFragment } from '../../__generated__/graphql';
import { useSavePovsMutation } from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { PlusIcon } from '../../components/icons';
import { GameRecordsTable } from './GameRecordsTable';
import { draftToInput, povInputOf, PovForm, type PovSides } from './PovForm';

interface PovPanelProps {
  gameId: string;
  /** 'Game 2', for labels. */
  gameLabel: string;
  povs: readonly PovRow_PovFragment[];
  /** The version of the game's set of povs as the page read it. */
  povsVersion: string;
  /** The game's blue and red teams with their players. */
  sides: PovSides;
  locales: readonly string[];
  writable: boolean;
  /** After a save, or one refused because the set changed: the page reloads the game's povs. */
  onSaved: () => void;
  /** Reads the page again and answers the game's povs as stored now. */
  loadLatest: () => Promise<readonly PovRow_PovFragment[] | null>;
}

/**
 * A game's point-of-view streams, one per side and seat (spec 3 §7 "Media" pov): listed by seat,
 * added through a small form and removed; each change saves the game's whole set with the set's
 * version, and a set changed meanwhile is refused (CONFLICT) rather than overwritten.
 */
export function PovPanel({
  gameId,
  gameLabel,
  povs,
  povsVersion,
  sides,
  locales,
  writable,
  onSaved,
  loadLatest,
}: PovPanelProps) {
  const [adding, setAdding] = useState(false);
  const [savePovs, saving] = useSavePovsMutation();
  // The version a save answered holds until the page reads the set again.
  const [answered, setAnswered] = useState({ read: povsVersion, version: povsVersion });
  const version = answered.read === povsVersion ? answered.version : povsVersion;

  /** Saves the set; a CONFLICT is toasted unless the form shows it. */
  const save = async (next: PovInput[], conflictShownByCaller = false) => {
    const result = await runMutation(
      savePovs({ variables: { gameId, povs: next, expectedVersion: version } }),
      (data) => data.savePovs,
      { conflictShownByCaller },
    );
    if (result.ok) setAnswered({ read: povsVersion, version: result.value.povsVersion });
    // The form reads the set again itself for its conflict notice.
    if (result.ok || (result.conflict && !conflictShownByCaller)) onSaved();
    return result;
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
                  onClick={() =>
                    void save(povs.filter((kept) => kept.id !== pov.id).map(povInputOf))
                  }
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
          onSubmit={(draft: PovDraft) => save([...povs.map(povInputOf), draftToInput(draft)], true)}
          loadLatest={loadLatest}
          onSaved={() => setAdding(false)}
          onCancel={() => setAdding(false)}
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
