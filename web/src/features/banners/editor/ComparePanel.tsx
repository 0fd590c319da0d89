import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import type { BannerAssignmentDraft } from '@esports-admin/schema/rules/banners';
import type { BannerMap_PropFragment } from '../../../__generated__/graphql';
import { useBannerEditorOtherPatchQuery } from '../../../__generated__/hooks';
import { CompactSelectField } from '../../../components/CompactSelectField';
import { diffBanners, type BannerDiff } from './bannerDiff';
import { draftOf } from './bannerForm';

const COMPARE_PARAM = 'compare';

/** The patch chosen to compare with (in the address), and how this patch's banners differ. */
export function useComparison(leagueId: string, mine: readonly BannerAssignmentDraft[]) {
  const [params, setParams] = useSearchParams();
  const patch = params.get(COMPARE_PARAM) ?? '';
  const other = useBannerEditorOtherPatchQuery({
    variables: { leagueId, patch },
    skip: patch === '',
  });
  const theirs = other.data?.bannerPatch?.configuration?.banners;
  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(COMPARE_PARAM, value);
        else next.delete(COMPARE_PARAM);
        return next;
      },
      { replace: true },
    );
  return {
    patch,
    choose,
    loading: other.loading,
    diffs: patch && theirs ? diffBanners(mine, draftOf(theirs).banners) : null,
  };
}

const FIELD_WORDS = { texture: 'texture', group: 'group', name: 'name' } as const;

function describe(diff: BannerDiff) {
  if (diff.kind !== 'changed') return diff.kind;
  return `${diff.fields.map((field) => FIELD_WORDS[field]).join(', ')} changed`;
}

/** Choose another configured patch; the props whose banners differ are listed and marked. */
export function ComparePanel({
  comparison,
  patches,
  props,
  onSelect,
}: {
  comparison: ReturnType<typeof useComparison>;
  /** The league's other patches that have a configuration. */
  patches: readonly string[];
  props: readonly BannerMap_PropFragment[];
  onSelect: (propId: string) => void;
}) {
  const nameOf = (propId: string) => props.find((prop) => prop.id === propId)?.name ?? propId;
  return (
    <Stack as="section" aria-label="Compare" gap="2" p="4" borderWidth="1px" rounded="lg">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="sm">
          Compare with
        </Heading>
        <CompactSelectField
          label="Patch to compare with"
          w="auto"
          value={comparison.patch}
          options={[
            { value: '', label: patches.length ? 'Choose a patch' : 'No other configured patch' },
            ...patches.map((patch) => ({ value: patch, label: `Patch ${patch}` })),
          ]}
          onChange={comparison.choose}
          disabled={patches.length === 0}
        />
      </HStack>
      {comparison.loading && <Text color="fg.muted">Reading patch {comparison.patch}…</Text>}
      {comparison.diffs?.length === 0 && (
        <Text color="fg.muted">Same banners as patch {comparison.patch}.</Text>
      )}
      {comparison.diffs && comparison.diffs.length > 0 && (
        <Box as="ul" listStyleType="none" aria-label={`Differences from patch ${comparison.patch}`}>
          {comparison.diffs.map((diff) => (
            <li key={diff.propId}>
              <Button
                size="xs"
                variant="ghost"
                w="full"
                justifyContent="space-between"
                fontWeight="normal"
                onClick={() => onSelect(diff.propId)}
              >
                <Text truncate>{nameOf(diff.propId)}</Text>
                <Badge colorPalette={diff.kind === 'removed' ? 'red' : 'orange'}>
                  {describe(diff)}
                </Badge>
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
