import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { formatUtcInstant } from './dates';
import type { EditConflictState } from './useEntityForm';

interface ConflictNoticeProps<Values extends FieldValues> {
  conflict: EditConflictState<Values>;
  noun: string;
  /** The form's name for a top-level field ('localizedName' → 'Name (en_US)'). */
  fieldLabel?: (field: keyof Values & string) => string;
  onReload: () => void;
  onReapply: () => void;
}

/**
 * CONTRACT-12's notice for a stale save: who changed the record and when (from the journal), the
 * fields that differ, and the two ways on. The form underneath keeps what the user typed.
 */
export function ConflictNotice<Values extends FieldValues>({
  conflict,
  noun,
  fieldLabel = (field) => field,
  onReload,
  onReapply,
}: ConflictNoticeProps<Values>) {
  const { info, latest, differingFields } = conflict;
  const fields = [
    ...new Set([...differingFields.map((field) => fieldLabel(field)), ...info.changedFields]),
  ];
  const who = info.changedBy
    ? `Changed by ${info.changedBy}${info.changedAt ? ` at ${formatUtcInstant(info.changedAt)}` : ''}.`
    : 'Changed outside this app, or by someone the journal does not name.';
  return (
    <Alert.Root status="warning" variant="outline" role="alert" aria-label="Edit conflict">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>This {noun} was changed since you opened it.</Alert.Title>
        <Alert.Description>
          <Stack gap="2" mt="1">
            <Text>{who}</Text>
            {fields.length > 0 && <Text>Fields that differ: {fields.join(', ')}.</Text>}
            <Text color="fg.muted">
              Nothing was saved. Your changes stay in the form until you choose.
            </Text>
            <HStack gap="3" wrap="wrap">
              <Button size="sm" variant="outline" onClick={onReload} disabled={!latest}>
                Reload
              </Button>
              <Button size="sm" colorPalette="teal" onClick={onReapply}>
                Re-apply my changes
              </Button>
            </HStack>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
