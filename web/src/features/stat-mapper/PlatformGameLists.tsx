import { Box, Button, Field, HStack, Input, Stack, Tabs, Text } from '@chakra-ui/react';
import type { ManualPlatformGameDraft } from '@esports-admin/schema/rules/stat-mapper';
import type { StatMapperModal_PlatformGameFragment } from '../../__generated__/graphql';
import { InlineForm } from '../../components/InlineForm';
import type { EntityForm } from '../../components/useEntityForm';

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
function ManualEntry({ form }: { form: EntityForm<ManualPlatformGameDraft> }) {
  return (
    <InlineForm form={form} label="MANUAL entry" display="flex" flexDirection="column" gap="2">
      {MANUAL_FIELDS.map(({ key, label, input }) => {
        const field = form.textField(key);
        return (
          <Field.Root key={key} invalid={!!field.error} required>
            <Field.Label>{label}</Field.Label>
            <Input
              size="sm"
              value={field.value}
              {...input}
              onChange={(event) => field.onChange(event.currentTarget.value)}
            />
            <Field.ErrorText>{field.error}</Field.ErrorText>
          </Field.Root>
        );
      })}
      <HStack>
        <Button type="submit" size="sm" variant="outline">
          Load game
        </Button>
      </HStack>
    </InlineForm>
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
  manualEntry,
}: {
  view: StatMapperView;
  onView: (view: StatMapperView) => void;
  live: readonly StatMapperModal_PlatformGameFragment[];
  mapped: readonly StatMapperModal_PlatformGameFragment[];
  chosen: string | null;
  onChoose: (platformGameId: string) => void;
  /** The realm and game id typed under MANUAL. */
  manualEntry: EntityForm<ManualPlatformGameDraft>;
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
          {chosen === MANUAL && <ManualEntry form={manualEntry} />}
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
