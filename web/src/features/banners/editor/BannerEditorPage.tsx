import { Badge, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { BANNER_MESSAGES, BANNER_STATUS_LABELS } from '@esports-admin/schema/rules/banners';
import { useCallback } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { BannerEditorPage_PatchFragment } from '../../../__generated__/graphql';
import { useBannerEditorPageQuery } from '../../../__generated__/hooks';
import { PageLoader } from '../../../components/PageLoader';
import { READ_ONLY_ACCESS } from '../../../components/ReadOnly';
import { LoadFailedPage, NotFoundPage } from '../../../shell/EditPageStates';
import { SectionNav } from '../../../shell/SectionNav';
import { bannerLeagueName } from '../bannerLeagueName';
import { BANNERS_LIST_PATH } from '../bannersPaths';
import { useBannerAccess } from '../useBannerAccess';
import { BannerEditor } from './BannerEditor';
import { DownloadZipButton } from './DownloadZipButton';
import { StatusActions } from './StatusActions';

const BACK = { to: BANNERS_LIST_PATH, label: 'Back to banner configurations' };

const STATUS_PALETTES = {
  needs_screenshots: 'orange',
  needs_review: 'blue',
  approved: 'green',
  submitted: 'gray',
} as const;

/** Banners of the configuration that have no screenshot yet: review waits for them. */
function missingScreenshots(configuration: BannerEditorPage_PatchFragment['configuration']) {
  if (!configuration) return 0;
  const shot = new Set(configuration.screenshots.map((screenshot) => screenshot.propId));
  return (configuration.banners ?? []).filter((banner) => !shot.has(banner.propId)).length;
}

/**
 * One league's one patch (/banners/leagues/:leagueId/patches/:patch): the arena map with every
 * prop, the banners of the work in progress, the configuration's status and its next steps.
 */
export default function BannerEditorPage() {
  const { leagueId = '', patch = '' } = useParams();
  const query = useBannerEditorPageQuery({ variables: { leagueId, patch } });
  const refresh = useCallback(() => void query.refetch().catch(() => undefined), [query]);
  const record = query.data?.bannerPatch;
  const access = useBannerAccess(query.data?.bannerAccess);

  if (!query.data || !record) {
    if (query.loading) return <PageLoader label="Loading the banner configuration…" />;
    if (query.error)
      return <LoadFailedPage what="banner configuration" back={BACK} onRetry={refresh} />;
    return <NotFoundPage what="banner patch" id={`${leagueId}:${patch}`} back={BACK} />;
  }
  const { writable } = access;
  const configuration = record.configuration;
  const leagueName = bannerLeagueName(record.league);

  return (
    <Stack gap="4" maxW="1400px">
      <SectionNav />
      <Link asChild fontSize="sm" color="teal.fg" alignSelf="flex-start">
        <RouterLink to={BANNERS_LIST_PATH}>← Banner configurations</RouterLink>
      </Link>
      <Flex justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl" letterSpacing="tight">
            {leagueName} · Patch {record.patch}
          </Heading>
          <Text color="fg.muted" fontSize="sm" fontFamily="mono">
            {record.league.slug} · {record.id}
          </Text>
          <HStack gap="2">
            {configuration ? (
              <>
                <Badge colorPalette={STATUS_PALETTES[configuration.status]} variant="solid">
                  {BANNER_STATUS_LABELS[configuration.status]}
                </Badge>
                <Text fontSize="sm">Version {configuration.configVersion}</Text>
              </>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                No configuration yet
              </Text>
            )}
          </HStack>
        </Stack>
        <HStack gap="3" wrap="wrap">
          {configuration && writable && (
            <StatusActions
              leagueId={leagueId}
              patch={record.patch}
              version={record.version}
              status={configuration.status}
              missingScreenshots={missingScreenshots(configuration)}
              onChanged={refresh}
            />
          )}
          {configuration && <DownloadZipButton leagueId={leagueId} patch={record.patch} />}
        </HStack>
      </Flex>
      {!writable && (
        <HStack role="note" gap="2" px="3" py="2" bg="bg.subtle" rounded="md" fontSize="sm">
          <Badge colorPalette="gray" variant="surface">
            {READ_ONLY_ACCESS}
          </Badge>
          <Text>
            {access.disallowed
              ? BANNER_MESSAGES.noAccess
              : 'You can see this configuration but not change it.'}
          </Text>
        </HStack>
      )}
      <BannerEditor
        key={record.id}
        leagueId={leagueId}
        record={record}
        props={query.data.bannerProps}
        writable={writable}
        refresh={refresh}
      />
    </Stack>
  );
}
