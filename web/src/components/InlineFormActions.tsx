import { Button, HStack } from '@chakra-ui/react';

/** Save and Cancel at the end of a one-row form, level with its fields under their labels. */
export function InlineFormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <HStack gap="2" mt="6">
      <Button size="sm" type="submit" colorPalette="teal" loading={saving}>
        Save
      </Button>
      <Button size="sm" variant="ghost" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
    </HStack>
  );
}
