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
  saveDisabled,
  saving,
  onCancel,
  ...barProps
}: {
  /** What the form edits, for the read-only sentence: "team", "stream group". */
  noun: string;
  readOnly: boolean;
  /** The sentence for a writable form ('Ready to save.', what is missing, …). */
  status: string;
  statusIsError: boolean;
  saveDisabled: boolean;
  saving: boolean;
  onCancel: () => void;
} & FlexProps) {
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
      <Text
        fontSize="sm"
        color={statusIsError && !readOnly ? 'fg.error' : 'fg.muted'}
        aria-live="polite"
      >
        {readOnly ? `${READ_ONLY_ACCESS}: you can view this ${noun} but not change it.` : status}
      </Text>
      <HStack gap="3">
        <Button variant="outline" onClick={onCancel}>
          {readOnly ? 'Back' : 'Cancel'}
        </Button>
        {readOnly ? (
          <ReadOnlyReason>
            <Button type="submit" colorPalette="teal" disabled>
              Save
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
            Save
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
