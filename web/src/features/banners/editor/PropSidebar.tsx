import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  BANNER_LOCATION_METAS,
  BANNER_LOCATIONS,
  BANNER_PROP_TYPES,
} from '@esports-admin/schema/rules/banner-props';
import { useSearchParams } from 'react-router-dom';
import type { BannerMap_PropFragment } from '../../../__generated__/graphql';
import { CompactSelectField } from '../../../components/CompactSelectField';
import { textureFileName } from './bannerForm';
import { NO_MARKER, type PropMarker } from './mapMarkers';

const FILTERS = [
  { param: 'type', label: 'Type', all: 'All types', values: BANNER_PROP_TYPES },
  { param: 'location', label: 'Location', all: 'All locations', values: BANNER_LOCATIONS },
  { param: 'side', label: 'Side', all: 'All sides', values: BANNER_LOCATION_METAS },
] as const;

const ATTRIBUTE_OF = {
  type: (prop: BannerMap_PropFragment) => prop.attributes.type,
  location: (prop: BannerMap_PropFragment) => prop.attributes.location,
  side: (prop: BannerMap_PropFragment) => prop.attributes.locationMeta,
};

/** The type, location and side filters, kept in the address so a shared link shows the same. */
export function usePropFilters() {
  const [params, setParams] = useSearchParams();
  const chosen = (param: keyof typeof ATTRIBUTE_OF) => params.get(param) ?? '';
  const shown = (prop: BannerMap_PropFragment) =>
    FILTERS.every(({ param }) => !chosen(param) || ATTRIBUTE_OF[param](prop) === chosen(param));
  const choose = (param: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(param, value);
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  return { chosen, shown, choose };
}

export function PropFilters({ filters }: { filters: ReturnType<typeof usePropFilters> }) {
  return (
    <HStack as="section" aria-label="Prop filters" gap="2" wrap="wrap">
      {FILTERS.map(({ param, label, all, values }) => (
        <CompactSelectField
          key={param}
          label={label}
          w="auto"
          value={filters.chosen(param)}
          options={[{ value: '', label: all }, ...values.map((value) => ({ value, label: value }))]}
          onChange={(value) => filters.choose(param, value)}
        />
      ))}
    </HStack>
  );
}

/** The props the filters keep, grouped by location, each a button that selects it. */
export function PropList({
  props,
  markers,
  shown,
  selectedId,
  onSelect,
}: {
  props: readonly BannerMap_PropFragment[];
  markers: Readonly<Record<string, PropMarker>>;
  shown: (prop: BannerMap_PropFragment) => boolean;
  selectedId: string | null;
  onSelect: (propId: string) => void;
}) {
  const groups = BANNER_LOCATIONS.map((location) => ({
    location,
    props: props.filter((prop) => prop.attributes.location === location && shown(prop)),
  })).filter((group) => group.props.length > 0);
  if (groups.length === 0) {
    return <Text color="fg.muted">No prop matches these filters.</Text>;
  }
  return (
    <Stack as="nav" aria-label="Props by location" gap="3" maxH={{ lg: '520px' }} overflowY="auto">
      {groups.map((group) => (
        <Box key={group.location}>
          <Heading as="h3" size="xs" color="fg.muted" mb="1">
            {group.location}
          </Heading>
          <Stack as="ul" listStyleType="none" gap="0.5">
            {group.props.map((prop) => {
              const marker = markers[prop.id] ?? NO_MARKER;
              return (
                <li key={prop.id}>
                  <Button
                    size="xs"
                    variant={prop.id === selectedId ? 'subtle' : 'ghost'}
                    aria-current={prop.id === selectedId ? 'true' : undefined}
                    w="full"
                    justifyContent="space-between"
                    fontWeight="normal"
                    onClick={() => onSelect(prop.id)}
                  >
                    <Text truncate>
                      {prop.attributes.locationMeta} · {prop.attributes.type}{' '}
                      {prop.attributes.number}
                    </Text>
                    <HStack gap="1">
                      {marker.problem && <Badge colorPalette="red">!</Badge>}
                      {marker.diff && <Badge colorPalette="orange">{marker.diff}</Badge>}
                      <Text color="fg.muted" truncate maxW="32">
                        {marker.texture ? textureFileName(marker.texture) : '—'}
                      </Text>
                    </HStack>
                  </Button>
                </li>
              );
            })}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
