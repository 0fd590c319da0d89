import { Box, Button, chakra, Field, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import {
  validateManualPlatformGame,
  type ManualPlatformGameDraft,
} from '@esports-admin/schema/rules/stat-mapper';
import { useState } from 'react';
import type { StatMapperModal_PlatformGameFragment } from '../../__generated__/graphql';

export type StatMapperView = 'live' | 'mapped';
export const MANUAL = 'MANUAL';

const time = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function GameChoices({
  games,
  chosen,
  onChoose,
  label,
  empty,
}: {
  games: readonly StatMapperModal_PlatformGameFragment[];
  chosen: string | null;
  onChoose: (platformGameId: string) => void;
  label: (game: StatMapperModal_PlatformGameFragment) => string;
  empty: string;
}) {
  if (games.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" py="2">
        {empty}
      </Text>
    );
  }
  return (
    <Stack gap="1" role="list">
      {games.map((game) => (
        <Box key={game.platformGameId} role="listitem">
          <Button
            w="full"
            size="sm"
            variant={chosen === game.platformGameId ? 'solid' : 'outline'}
            aria-pressed={chosen === game.platformGameId}
            justifyContent="flex-start"
            h="auto"
            py="2"
            onClick={() => onChoose(game.platformGameId)}
          >
            <Stack gap="0" align="flex-start" textAlign="start">
              <Text>{game.platformGameId}</Text>
              <Text fontSize="xs" opacity="0.8">
                {label(game)}
              </Text>
            </Stack>
          </Button>
        </Box>
      ))}
    </Stack>
  );
}

const MANUAL_FIELDS = [
  { key: 'realmId', label: 'Realm ID', input: { placeholder: 'ESPORTSTMNT01' } },
  { key: 'gameId', label: 'Game ID', input: { inputMode: 'numeric' } },
] as const;

/** MANUAL entry: a realm id and a game id, both required (spec 1 §5). */
function ManualEntry({ onLoad }: { onLoad: (draft: ManualPlatformGameDraft) => void }) {
  const [draft, setDraft] = useState<ManualPlatformGameDraft>({ realmId: '', gameId: '' });
  const [tried, setTried] = useState(false);
  const errors = validateManualPlatformGame(draft);
  const submit = () => {
    setTried(true);
    if (!errors.realmId && !errors.gameId) onLoad(draft);
  };
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="2"
      // The shared rule's message, not the browser's own bubble, says which id is missing.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {MANUAL_FIELDS.map(({ key, label, input }) => (
        <Field.Root key={key} invalid={tried && !!errors[key]} required>
          <Field.Label>{label}</Field.Label>
          <Input
            size="sm"
            value={draft[key]}
            {...input}
            onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
          />
          <Field.ErrorText>{errors[key]}</Field.ErrorText>
        </Field.Root>
      ))}
      <HStack>
        <Button type="submit" size="sm" variant="outline">
          Load game
        </Button>
      </HStack>
    </chakra.form>
  );
}

/** The Live Games and Mapped Games lists, and MANUAL entry under Live Games. */
export function PlatformGameLists({
  view,
  onView,
  live,
  mapped,
  chosen,
  onChoose,
  onManual,
}: {
  view: StatMapperView;
  onView: (view: StatMapperView) => void;
  live: readonly StatMapperModal_PlatformGameFragment[];
  mapped: readonly StatMapperModal_PlatformGameFragment[];
  chosen: string | null;
  onChoose: (platformGameId: string) => void;
  onManual: (draft: ManualPlatformGameDraft) => void;
}) {
  return (
    <Tabs.Root
      value={view}
      onValueChange={(details) => onView(details.value as StatMapperView)}
      size="sm"
      variant="line"
    >
      <Tabs.List>
        <Tabs.Trigger value="live">Live Games</Tabs.Trigger>
        <Tabs.Trigger value="mapped">Mapped Games</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="live">
        <Stack gap="3">
          <GameChoices
            games={live}
            chosen={chosen}
            onChoose={onChoose}
            label={(game) => `Started ${time(game.startedAt)}`}
            empty="No live games."
          />
          <Button
            size="sm"
            variant={chosen === MANUAL ? 'solid' : 'outline'}
            aria-pressed={chosen === MANUAL}
            onClick={() => onChoose(MANUAL)}
          >
            MANUAL
          </Button>
          {chosen === MANUAL && <ManualEntry onLoad={onManual} />}
        </Stack>
      </Tabs.Content>
      <Tabs.Content value="mapped">
        <GameChoices
          games={mapped}
          chosen={chosen}
          onChoose={onChoose}
          label={(game) => `Mapped ${game.mappedAt ? time(game.mappedAt) : ''}`}
          empty="This game has no mapped platform games."
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}
