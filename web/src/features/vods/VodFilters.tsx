import { Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';

export interface VodSectionOption {
  id: string;
  title: string;
  matches: readonly { id: string; title: string }[];
}

/**
 * The section and match shown (`?section=…&match=…`, so a filtered page can be linked and
 * survives a reload); neither chosen shows every match.
 */
export function useVodFilter(sections: readonly VodSectionOption[]) {
  const [params, setParams] = useSearchParams();
  const section = sections.find((s) => s.id === params.get('section')) ?? null;
  const match = section?.matches.find((m) => m.id === params.get('match')) ?? null;
  const choose = (sectionId: string, matchId = '') =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          ['section', sectionId],
          ['match', matchId],
        ] as const) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return { sectionId: section?.id ?? null, matchId: match?.id ?? null, choose };
}

export function VodFilters({
  sections,
  filter,
  shown,
  total,
}: {
  sections: readonly VodSectionOption[];
  filter: ReturnType<typeof useVodFilter>;
  shown: number;
  total: number;
}) {
  const section = sections.find((s) => s.id === filter.sectionId);
  return (
    <Flex gap="3" wrap="wrap" align="center" role="search" aria-label="Filter VODs">
      <NativeSelect.Root size="sm" w={{ base: 'full', md: '72' }}>
        <NativeSelect.Field
          aria-label="Section"
          value={filter.sectionId ?? ''}
          onChange={(event) => filter.choose(event.currentTarget.value)}
        >
          <option value="">All sections</option>
          {sections.map((s) => (
            <option key={s.id} value={s.id}>
              {s.title} ({s.matches.length})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" w={{ base: 'full', md: '72' }} disabled={!section}>
        <NativeSelect.Field
          aria-label="Match"
          value={filter.matchId ?? ''}
          onChange={(event) => filter.choose(filter.sectionId ?? '', event.currentTarget.value)}
        >
          <option value="">{section ? 'All matches' : 'Choose a section first'}</option>
          {section?.matches.map((m) => (
            <option key={m.id} value={m.id}>
              {m.title}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Text fontSize="sm" color="fg.muted">
        {shown} of {total} matches
      </Text>
      {filter.sectionId && (
        <Button size="xs" variant="ghost" onClick={() => filter.choose('')}>
          Show all
        </Button>
      )}
    </Flex>
  );
}
