import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type {
  BannerEditorPage_PatchFragment,
  BannerMap_PropFragment,
} from '../../../__generated__/graphql';
import {
  useBannerEditorCreateMutation,
  useBannerEditorTexturesQuery,
} from '../../../__generated__/hooks';
import { runMutation, type SubmitResult } from '../../../apollo/mutationOutcome';
import { UnplacedFieldErrors } from '../../../components/FormFields';
import { InlineForm } from '../../../components/InlineForm';
import { useEntityForm } from '../../../components/useEntityForm';
import { BANNERS_LIST_PATH } from '../bannersPaths';
import { BannerMap } from './BannerMap';
import { bannerDraftValidator, draftOf, EMPTY_DRAFT, type BannerDraft } from './bannerForm';
import { ComparePanel, useComparison } from './ComparePanel';
import { MapLegend } from './MapLegend';
import { propMarkers } from './mapMarkers';
import { PropFilters, PropList, usePropFilters } from './PropSidebar';
import { PropPanel } from './PropPanel';
import { StartFromPatchButton } from './StartFromPatchButton';

const placedCount = (count: number) =>
  count === 1 ? '1 banner placed.' : `${count} banners placed.`;

const BANNER_FIELDS = /^banners\.\d+\.(texture|group|name)$/;

/** The gateway names the input's paths from `input.`; the form holds them from `banners`. */
const errorKeyOf = (field: string) => field.replace(/^input\./, '');

/**
 * The work in progress (the banners of the next configuration) on the form kit, drawn on the map
 * and edited prop by prop; "Create configuration" sends it whole.
 */
export function BannerEditor({
  leagueId,
  record,
  props,
  writable,
  refresh,
}: {
  leagueId: string;
  record: BannerEditorPage_PatchFragment;
  props: readonly BannerMap_PropFragment[];
  writable: boolean;
  refresh: () => void;
}) {
  const navigate = useNavigate();
  const client = useApolloClient();
  const [create] = useBannerEditorCreateMutation();
  const configuration = record.configuration;
  const catalogueOrder = useMemo(() => props.map((prop) => prop.id), [props]);
  const textures = useBannerEditorTexturesQuery({ variables: { leagueId } });
  const stored = textures.data?.bannerTextures;
  const validate = useMemo(
    () =>
      bannerDraftValidator(
        record.patch,
        record.league.slug,
        stored?.map((texture) => texture.key) ?? null,
      ),
    [record.patch, record.league.slug, stored],
  );

  const save = async (draft: BannerDraft): Promise<SubmitResult> => {
    let partiallyApplied = false;
    const result = await runMutation(
      create({
        variables: {
          input: { leagueId, patch: record.patch, banners: draft.banners },
          expectedVersion: record.version,
        },
      }),
      ({ createBannerConfiguration: { ok, error } }) => {
        partiallyApplied = error?.code === 'PARTIALLY_APPLIED';
        return { ok, error };
      },
      { conflictShownByCaller: true },
    );
    // The configuration was made; only the chat post failed, and runMutation said so.
    return partiallyApplied ? { ok: true, value: null } : result;
  };
  const form = useEntityForm<BannerDraft>({
    initialValues: configuration ? draftOf(configuration.banners) : EMPTY_DRAFT,
    noun: 'banner configuration',
    validate,
    save,
    errorKeyOf,
    readOnly: !writable,
    onSaved: () => {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'bannerConfigurations' });
      client.cache.gc();
      void navigate(BANNERS_LIST_PATH);
    },
  });

  const filters = usePropFilters();
  const comparison = useComparison(leagueId, form.values.banners);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const panelRef = useRef<HTMLDivElement | null>(null);
  const selected = props.find((prop) => prop.id === selectedId) ?? null;

  const markers = propMarkers(props, {
    draft: form.values,
    errorFor: form.errorFor,
    screenshots: configuration?.screenshots ?? [],
    diffs: comparison.diffs ?? [],
  });

  const focusMap = () =>
    document.querySelector<SVGGElement>(`[data-prop-id="${selectedId ?? ''}"]`)?.focus();
  const openPanel = (propId: string) => {
    setSelectedId(propId);
    panelRef.current?.querySelector<HTMLElement>('select, input:not([type=file]), button')?.focus();
  };

  const otherPatches = record.league.patches
    .map((other) => other.patch)
    .filter((other) => other !== record.patch);
  const unplaced = Object.entries(form.shownErrors).filter(
    ([field]) => field !== 'banners' && !BANNER_FIELDS.test(field),
  );

  return (
    <InlineForm form={form} label="Banner configuration">
      <Stack gap="4">
        {writable && (
          <HStack gap="3" wrap="wrap">
            <Button
              type="submit"
              colorPalette="teal"
              loading={form.saving}
              disabled={configuration !== null && !form.dirty}
            >
              Create configuration
            </Button>
            {!configuration && (
              <StartFromPatchButton
                leagueId={leagueId}
                patch={record.patch}
                configured={otherPatches}
                onLoaded={(banners) => form.update(() => draftOf(banners))}
              />
            )}
            <Text fontSize="sm" color={form.errorFor('banners') ? 'fg.error' : 'fg.muted'}>
              {form.errorFor('banners') ??
                (!configuration
                  ? placedCount(form.values.banners.length)
                  : form.dirty
                    ? `Creating makes version ${configuration.configVersion + 1} from the banners below.`
                    : `Change a banner to create version ${configuration.configVersion + 1}.`)}
            </Text>
          </HStack>
        )}
        <UnplacedFieldErrors errors={unplaced} />
        {configuration && configuration.banners === null && (
          <Text color="fg.error">
            The configuration file could not be read: its banners are not shown.
          </Text>
        )}
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 400px' }}
          gap="5"
          alignItems="start"
        >
          <Stack gap="3" minW="0">
            <PropFilters filters={filters} />
            <Box maxW={{ lg: '760px' }}>
              <BannerMap
                props={props}
                markers={markers}
                shown={filters.shown}
                selectedId={selectedId}
                onSelect={setSelectedId}
                onOpen={openPanel}
              />
            </Box>
            <MapLegend />
          </Stack>
          <Stack gap="4" minW="0">
            {selected ? (
              <PropPanel
                key={selected.id}
                prop={selected}
                form={form}
                leagueId={leagueId}
                patch={record.patch}
                catalogueOrder={catalogueOrder}
                configVersion={configuration?.configVersion ?? null}
                screenshots={configuration?.screenshots ?? []}
                writable={writable}
                panelRef={panelRef}
                onEscape={focusMap}
                onScreenshotUploaded={refresh}
              />
            ) : (
              <Text color="fg.muted" p="4" borderWidth="1px" borderStyle="dashed" rounded="lg">
                Select a prop on the map or in the list to see its banner.
              </Text>
            )}
            <ComparePanel
              comparison={comparison}
              patches={otherPatches}
              props={props}
              onSelect={setSelectedId}
            />
            <PropList
              props={props}
              markers={markers}
              shown={filters.shown}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
          </Stack>
        </Grid>
      </Stack>
    </InlineForm>
  );
}
