import { Box, Button, chakra, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { BANNER_TEXT_MAX } from '@esports-admin/schema/rules/banners';
import type { KeyboardEvent, RefObject } from 'react';
import type {
  BannerMap_PropFragment,
  BannerScreenshots_ScreenshotFragment,
} from '../../../__generated__/graphql';
import { useBannerEditorTexturesQuery } from '../../../__generated__/hooks';
import { SelectField, TextField } from '../../../components/FormFields';
import type { EntityForm } from '../../../components/useEntityForm';
import { AssetUploadButton } from './AssetUploadButton';
import {
  bannerErrors,
  bannerOn,
  textureFileName,
  withBanner,
  type BannerDraft,
} from './bannerForm';
import { PropScreenshots } from './PropScreenshots';
import { useBannerAssetUpload } from './useBannerAssetUpload';
import { usePropPreviews } from './usePropPreviews';

export interface PropPanelProps {
  prop: BannerMap_PropFragment;
  form: EntityForm<BannerDraft>;
  leagueId: string;
  patch: string;
  catalogueOrder: readonly string[];
  configVersion: number | null;
  screenshots: readonly BannerScreenshots_ScreenshotFragment[];
  writable: boolean;
  panelRef: RefObject<HTMLDivElement | null>;
  /** Escape: back to the prop on the map. */
  onEscape: () => void;
  onScreenshotUploaded: () => void;
}

/** One prop's banner: its texture (chosen or uploaded), group and name, and its screenshots. */
export function PropPanel(props: PropPanelProps) {
  const { prop, form, leagueId, catalogueOrder, writable, panelRef, onEscape } = props;
  const textures = useBannerEditorTexturesQuery({ variables: { leagueId } });
  const placed = bannerOn(form.values, prop.id);
  const errors = placed ? bannerErrors(form.errorFor, placed.index) : null;
  const change = (value: Parameters<typeof withBanner>[2]) =>
    form.update((draft) => withBanner(draft, prop.id, value, catalogueOrder));
  const upload = useBannerAssetUpload((texture) => {
    change({ texture });
    void textures.refetch().catch(() => undefined);
  });
  const list = textures.data?.bannerTextures ?? [];
  const chosen = list.find((texture) => texture.key === placed?.banner.texture);
  const mine = props.screenshots.filter((shot) => shot.propId === prop.id);
  const previews = usePropPreviews({
    leagueId,
    patch: props.patch,
    propId: prop.id,
    texture: chosen?.key,
    screenshotCount: mine.length,
  });
  const options =
    placed?.banner.texture && !chosen
      ? [{ key: placed.banner.texture, fileName: textureFileName(placed.banner.texture) }, ...list]
      : list;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onEscape();
  };

  return (
    <Stack
      as="section"
      ref={panelRef}
      aria-labelledby="banner-prop-panel-title"
      tabIndex={-1}
      gap="3"
      p="4"
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
      onKeyDown={onKeyDown}
      outline="none"
    >
      <Box>
        <Heading as="h2" size="md" id="banner-prop-panel-title">
          {prop.name}
        </Heading>
        <Text fontSize="xs" color="fg.muted" fontFamily="mono">
          {prop.id}
        </Text>
      </Box>
      {writable ? (
        <>
          <SelectField label="Texture" error={errors?.texture}>
            <NativeSelect.Field
              value={placed?.banner.texture ?? ''}
              onChange={(event) => change({ texture: event.currentTarget.value })}
            >
              <option value="">{textures.loading ? 'Loading textures…' : 'No banner'}</option>
              {options.map((texture) => (
                <option key={texture.key} value={texture.key}>
                  {texture.fileName}
                </option>
              ))}
            </NativeSelect.Field>
          </SelectField>
          <HStack align="flex-start" gap="3">
            <TexturePreview url={previews.texture} fileName={chosen?.fileName} />
            <AssetUploadButton
              label="Upload texture…"
              state={upload.state}
              onFile={(file) => void upload.upload(file, { leagueId, kind: 'texture' })}
            />
          </HStack>
          {placed && (
            <>
              <TextField
                label="Group"
                maxLength={BANNER_TEXT_MAX + 1}
                value={placed.banner.group}
                onChange={(group) => change({ group })}
                error={errors?.group}
              />
              <TextField
                label="Name"
                maxLength={BANNER_TEXT_MAX + 1}
                value={placed.banner.name}
                onChange={(name) => change({ name })}
                error={errors?.name}
              />
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                alignSelf="flex-start"
                onClick={() => change(null)}
              >
                Remove banner
              </Button>
            </>
          )}
        </>
      ) : (
        <ReadOnlyBanner banner={placed?.banner ?? null} preview={previews.texture} />
      )}
      <PropScreenshots
        leagueId={leagueId}
        patch={props.patch}
        propId={prop.id}
        configVersion={props.configVersion}
        screenshots={mine}
        previews={previews.screenshots}
        writable={writable}
        onUploaded={props.onScreenshotUploaded}
      />
    </Stack>
  );
}

function TexturePreview({ url, fileName }: { url?: string | null; fileName?: string }) {
  return (
    <Box
      w="16"
      h="16"
      flexShrink={0}
      rounded="md"
      borderWidth="1px"
      bg="bg.muted"
      overflow="hidden"
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {url ? (
        <chakra.img src={url} alt={`Texture ${fileName ?? ''} preview`} maxW="full" maxH="full" />
      ) : (
        <Text fontSize="2xs" color="fg.subtle">
          no preview
        </Text>
      )}
    </Box>
  );
}

function ReadOnlyBanner({
  banner,
  preview,
}: {
  banner: BannerDraft['banners'][number] | null;
  preview: string | null | undefined;
}) {
  if (!banner) return <Text color="fg.muted">No banner on this prop.</Text>;
  return (
    <HStack align="flex-start" gap="3">
      <TexturePreview url={preview} fileName={textureFileName(banner.texture)} />
      <Stack gap="1" fontSize="sm">
        <Text>Texture: {textureFileName(banner.texture)}</Text>
        <Text>Group: {banner.group || '—'}</Text>
        <Text>Name: {banner.name || '—'}</Text>
      </Stack>
    </HStack>
  );
}
