import { chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { isSportCode, SPORTS } from '@esports-admin/schema/rules/sports';
import { fromDateInputValue, toDateInputValue } from '../../components/dates';
import type { BulkEntryState } from './accountBulkEntry';
import { AccountSelectField, FieldLabel, groupOptions, sportOptions } from './AccountSelectField';

const Fieldset = chakra('fieldset', { base: { display: 'flex', flexDirection: 'column' } });
const DateInput = chakra('input', {
  base: {
    borderWidth: '1px',
    borderColor: 'border',
    rounded: 'md',
    px: '3',
    height: '9',
    bg: 'bg',
    _invalid: { borderColor: 'border.error' },
  },
});

interface AccountBulkSettingsProps {
  form: BulkEntryState;
  set: <K extends keyof BulkEntryState>(key: K, value: BulkEntryState[K]) => void;
  groups: readonly { id: string; name: string }[];
  disabled: boolean;
  /** Why the chosen 'Delete after' day cannot be used (a day in the past), or null. */
  deleteAfterProblem: string | null;
}

/** The settings every row of a bulk entry shares: sports, group, delete after, login generation. */
export function AccountBulkSettings({
  form,
  set,
  groups,
  disabled,
  deleteAfterProblem,
}: AccountBulkSettingsProps) {
  return (
    <SimpleGrid
      columns={{ base: 1, md: 2, xl: 5 }}
      gap="4"
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      p="4"
    >
      <AccountSelectField
        id="bulk-sport"
        label="Sport"
        value={form.sport}
        onChange={(sport) => {
          if (isSportCode(sport)) set('sport', sport);
        }}
        disabled={disabled}
      >
        {sportOptions()}
      </AccountSelectField>
      <Fieldset disabled={disabled}>
        <Text as="legend" fontSize="sm" fontWeight="medium" mb="1">
          Also enabled for
        </Text>
        <HStack gap="3" wrap="wrap" pt="1">
          {SPORTS.filter((s) => s.code !== form.sport).map((s) => (
            <HStack key={s.code} as="label" gap="1" fontSize="sm">
              <input
                type="checkbox"
                checked={form.alsoEnabled.includes(s.code)}
                onChange={(event) =>
                  set(
                    'alsoEnabled',
                    event.currentTarget.checked
                      ? [...form.alsoEnabled, s.code]
                      : form.alsoEnabled.filter((code) => code !== s.code),
                  )
                }
              />
              {s.code.toUpperCase()}
            </HStack>
          ))}
        </HStack>
      </Fieldset>
      <AccountSelectField
        id="bulk-group"
        label="Group"
        value={form.groupId}
        onChange={(groupId) => set('groupId', groupId)}
        disabled={disabled}
      >
        <option value="">No group</option>
        {groupOptions(groups)}
      </AccountSelectField>
      <Stack gap="1">
        <FieldLabel htmlFor="bulk-delete-after">Delete after (UTC)</FieldLabel>
        <DateInput
          id="bulk-delete-after"
          type="date"
          disabled={disabled}
          aria-invalid={deleteAfterProblem ? true : undefined}
          aria-describedby={deleteAfterProblem ? 'bulk-delete-after-problem' : undefined}
          value={toDateInputValue(form.deleteAfter)}
          onChange={(event) => {
            const value = fromDateInputValue(event.currentTarget.value, form.deleteAfter);
            if (value) set('deleteAfter', value);
          }}
        />
        {deleteAfterProblem && (
          <Text id="bulk-delete-after-problem" color="fg.error" fontSize="sm">
            {deleteAfterProblem}
          </Text>
        )}
      </Stack>
      <HStack as="label" gap="2" fontSize="sm" alignSelf="end" pb="2">
        <input
          type="checkbox"
          disabled={disabled}
          checked={form.autogenerateLogins}
          onChange={(event) => set('autogenerateLogins', event.currentTarget.checked)}
        />
        Generate missing logins
      </HStack>
    </SimpleGrid>
  );
}
