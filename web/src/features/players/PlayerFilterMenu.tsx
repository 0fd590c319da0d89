import {
  Badge,
  Button,
  Field,
  Input,
  Popover,
  Portal,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { effectiveSearch } from '@esports-admin/schema/rules/validation';
import { useState } from 'react';
import type { PlayerFilter } from '../../__generated__/graphql';

/** The player list's filter fields, their URL parameter and the upstream filter they fill. */
export const PLAYER_FILTER_FIELDS = [
  { param: 'team', label: 'Team name', key: 'teamNameContains' },
  { param: 'league', label: 'League name', key: 'leagueNameContains' },
  { param: 'first', label: 'First name', key: 'firstNameContains' },
  { param: 'last', label: 'Last name', key: 'lastNameContains' },
] as const satisfies readonly { param: string; label: string; key: keyof PlayerFilter }[];

export type PlayerFilterValues = Partial<
  Record<(typeof PLAYER_FILTER_FIELDS)[number]['param'], string>
>;

/** The filters kept in the URL (?team=…&league=…); values under 2 characters are dropped. */
export function filterValuesFrom(params: URLSearchParams): PlayerFilterValues {
  const values: PlayerFilterValues = {};
  for (const { param } of PLAYER_FILTER_FIELDS) {
    const value = effectiveSearch(params.get(param));
    if (value) values[param] = value;
  }
  return values;
}

/** The gateway filter for the saved values (each a case-insensitive "contains"). */
export function toPlayerFilter(values: PlayerFilterValues): Partial<PlayerFilter> {
  const filter: Partial<PlayerFilter> = {};
  for (const { param, key } of PLAYER_FILTER_FIELDS) {
    const value = values[param];
    if (value) filter[key] = value;
  }
  return filter;
}

/**
 * The spec's search-with-filter menu (spec 1 §2): a Filters button opening the fields, Clear
 * empties them and Save applies them. Each applies from 2 typed characters, like the search.
 */
export function PlayerFilterMenu({
  values,
  onSave,
}: {
  values: PlayerFilterValues;
  onSave: (values: PlayerFilterValues) => void;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<PlayerFilterValues>(values);
  const active = Object.keys(values).length;
  const save = (next: PlayerFilterValues) => {
    const kept: PlayerFilterValues = {};
    for (const { param } of PLAYER_FILTER_FIELDS) {
      const value = effectiveSearch(next[param]);
      if (value) kept[param] = value;
    }
    onSave(kept);
    setOpen(false);
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => {
        setOpen(details.open);
        if (details.open) setDraft(values);
      }}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <Button variant="outline" size="sm">
          Filters
          {active > 0 && (
            <Badge colorPalette="teal" variant="solid" size="sm">
              {active}
            </Badge>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content
            width="md"
            bg="bg.panel"
            borderWidth="1px"
            rounded="md"
            boxShadow="lg"
            p="3"
          >
            <Popover.Arrow />
            <Popover.Body>
              <form
                aria-label="Player filters"
                onSubmit={(event) => {
                  event.preventDefault();
                  save(draft);
                }}
              >
                <Stack gap="4">
                  <Popover.Title fontWeight="semibold">Filter players</Popover.Title>
                  <SimpleGrid columns={2} gap="3">
                    {PLAYER_FILTER_FIELDS.map(({ param, label }) => (
                      <Field.Root key={param}>
                        <Field.Label>{label}</Field.Label>
                        <Input
                          size="sm"
                          value={draft[param] ?? ''}
                          placeholder="Contains…"
                          onChange={(event) =>
                            setDraft({ ...draft, [param]: event.currentTarget.value })
                          }
                        />
                      </Field.Root>
                    ))}
                  </SimpleGrid>
                  <Text fontSize="xs" color="fg.muted">
                    Each filter matches from 2 characters on, ignoring case.
                  </Text>
                  <Stack direction="row" justify="flex-end" gap="2">
                    <Button
                      size="sm"
                      variant="ghost"
                      onClick={() => {
                        setDraft({});
                        save({});
                      }}
                    >
                      Clear
                    </Button>
                    <Button size="sm" colorPalette="teal" type="submit">
                      Save
                    </Button>
                  </Stack>
                </Stack>
              </form>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
