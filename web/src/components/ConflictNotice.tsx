import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { FieldValues } from 'react-hook-form';
import { formatUtcInstant } from './dates';
import { humanFieldPath, isBookkeepingField } from './fieldPaths';
import type { EditConflictState } from './useEntityForm';

interface ConflictNoticeProps<Values extends FieldValues> {
  conflict: EditConflictState<Values>;
  noun: string;
  /** The form's name for a top-level field ('localizedName' → 'Name (en_US)'); a path else. */
  fieldLabel?: (field: keyof Values & string) => string | undefined;
  onReload: () => void;
  onReapply: () => void;
}

/**
 * CONTRACT-12's notice for a stale save: who changed the record and when (from the journal), the
 * fields that differ, and the two ways on. The form underneath keeps what the user typed.
 * The fields are the form's own diff against the record as it is now, in the form's labels; when
 * there is none (the record could not be read again), the journal's paths in words, without the
 * bookkeeping (versions, updated dates) that every change touches.
 */
export function ConflictNotice<Values extends FieldValues>({
  conflict,
  noun,
  fieldLabel,
  onReload,
  onReapply,
}: ConflictNoticeProps<Values>) {
  const { info, latest, differingFields } = conflict;
  // A journal path the form has no label for ('name.localizations.en_US') is named in words.
  const labelOf = (path: string) => fieldLabel?.(path) ?? humanFieldPath(path);
  const paths =
    differingFields.length > 0
      ? differingFields
      : info.changedFields.filter((path) => !isBookkeepingField(path));
  const fields = [...new Set(paths.map(labelOf))];
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
