import { Box, Flex, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { countOf } from '@esports-admin/schema/rules/formatting';
import { useDropViewersPanelQuery } from '../../__generated__/hooks';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { EMPTY_TABLE_MESSAGE } from '../../components/SortableTable';
import { CopyPuuidsButton } from './CopyPuuidsButton';

/** The viewers a drop was triggered to (GET puuids/{dropId}). */
export function DropViewersPanel({ dropId }: { dropId: string }) {
  const { data, loading, error, refetch } = useDropViewersPanelQuery({ variables: { dropId } });
  if (loading && !data) return <Spinner aria-label="Loading the drop's viewers" />;
  if (error || !data) {
    return (
      <LoadFailedAlert
        what="drop's viewers"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  // The gateway answers null (without an error) when no drop has this id.
  if (!data.dropPuuids) return <Text role="status">No drop has the id {dropId}.</Text>;
  const { puuids } = data.dropPuuids;
  return (
    <Stack gap="2" aria-label={`Viewers of drop ${dropId}`}>
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="sm">
          Drop {dropId}: {countOf(puuids.length, 'viewer')}
        </Heading>
        <CopyPuuidsButton puuids={puuids} label="Copy puuids" />
      </Flex>
      {puuids.length === 0 ? (
        <Text color="fg.muted">{EMPTY_TABLE_MESSAGE}</Text>
      ) : (
        <Box
          as="ol"
          role="list"
          aria-label="Puuids"
          maxH="64"
          overflowY="auto"
          borderWidth="1px"
          rounded="md"
          px="3"
          py="2"
          fontFamily="mono"
          fontSize="xs"
          listStyleType="none"
        >
          {puuids.map((puuid) => (
            <li key={puuid}>{puuid}</li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
