import { Button, Flex, HStack, Text, type FlexProps } from '@chakra-ui/react';
import { READ_ONLY_ACCESS, ReadOnlyReason } from './ReadOnly';

/**
 * The bar under a create/edit form: what stands between the user and saving, Cancel (Back when
 * read-only) and Save. A read-only user sees Save disabled with the reason on hover.
 */
export function FormSaveBar({
  noun,
  readOnly,
  status,
  statusIsError,
  showsErrors = false,
  missing,
  saveDisabled,
  saving,
  saveLabel = 'Save',
  readOnlyStatus,
  onCancel,
  ...barProps
}: {
  /** What the form edits, for the read-only sentence: "team", "stream group". */
  noun: string;
  readOnly: boolean;
  /** A sentence of the form's own for a writable form; without it the bar says it from below. */
  status?: string;
  statusIsError?: boolean;
  /** Fields show their rule messages: 'Fix the highlighted fields to save.' */
  showsErrors?: boolean;
  /** What is still to fill in, before messages show ('Fill in name and tricode to save.'). */
  missing?: string | false;
  saveDisabled: boolean;
  saving: boolean;
  /** The submit button's label: 'Create' where saving creates the record. */
  saveLabel?: string;
  /** Replaces the read-only sentence where the form says it its own way. */
  readOnlyStatus?: string;
  onCancel: () => void;
} & FlexProps) {
  const sentence =
    status ??
    (showsErrors ? 'Fix the highlighted fields to save.' : missing ? missing : 'Ready to save.');
  const isError = statusIsError ?? showsErrors;
  return (
    <Flex
      justify="space-between"
      align="center"
      gap="4"
      px="5"
      py="3"
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      {...barProps}
    >
      <Text fontSize="sm" color={isError && !readOnly ? 'fg.error' : 'fg.muted'} aria-live="polite">
        {readOnly
          ? (readOnlyStatus ?? `${READ_ONLY_ACCESS}: you can view this ${noun} but not change it.`)
          : sentence}
      </Text>
      <HStack gap="3">
        <Button variant="outline" onClick={onCancel}>
          {readOnly ? 'Back' : 'Cancel'}
        </Button>
        {readOnly ? (
          <ReadOnlyReason>
            <Button type="submit" colorPalette="teal" disabled>
              {saveLabel}
            </Button>
          </ReadOnlyReason>
        ) : (
          <Button
            type="submit"
            colorPalette="teal"
            disabled={saveDisabled}
            loading={saving}
            loadingText="Saving…"
          >
            {saveLabel}
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
