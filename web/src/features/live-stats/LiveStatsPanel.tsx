import {
  Alert,
  Badge,
  Box,
  Button,
  chakra,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  List,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { LIVE_STATS_MESSAGES } from '@esports-admin/schema/rules/live-stats';
import { streamProviderLabel } from '@esports-admin/schema/rules/stream';
import { validateGameTime } from '@esports-admin/schema/rules/vod';
import { useState } from 'react';
import type {
  LiveStatsSide_ParticipantFragment,
  VodRow_VodFragment,
} from '../../__generated__/graphql';
import { useLiveStatsPanelQuery, useSetLiveStatsOffsetMutation } from '../../__generated__/hooks';
import { runMutation } from '../../apollo/mutationOutcome';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { GoldChart } from './GoldChart';

function Side({
  title,
  palette,
  participants,
}: {
  title: string;
  palette: 'blue' | 'red';
  participants: readonly LiveStatsSide_ParticipantFragment[];
}) {
  return (
    <Box borderWidth="1px" rounded="lg" p="3" borderColor={`${palette}.muted`}>
      <Heading as="h4" size="xs" color={`${palette}.fg`} mb="2">
        {title}
      </Heading>
      <List.Root as="ol" listStyleType="none" gap="1" aria-label={title}>
        {participants.map((p) => (
          <List.Item key={p.participantId} fontSize="sm">
            <Text as="span" color="fg.muted" fontFamily="mono" mr="2">
              {p.participantId}
            </Text>
            {p.summonerName}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

/**
 * A game's live stats (spec 3 §3) on the VODs page: the gold difference with the detected start
 * (spec 3 §4), the participants per side, and the Livestats edit state of spec 2 §3 — for one vod
 * (per provider) its offset as a video time hh:mm:ss and its status. The detected start's video
 * time assumes the vod begins with the game's broadcast slot; staff correct it by typing another.
 */
export function LiveStatsPanel({
  gameId,
  gameLabel,
  vods,
  writable,
  onSaved,
}: {
  gameId: string;
  gameLabel: string;
  vods: readonly VodRow_VodFragment[];
  writable: boolean;
  onSaved: () => void;
}) {
  const { data, loading, error, refetch } = useLiveStatsPanelQuery({ variables: { gameId } });
  const [setOffset, setting] = useSetLiveStatsOffsetMutation();
  const [vodId, setVodId] = useState(vods[0]?.id ?? '');
  const [typed, setTyped] = useState<string | null>(null);
  const stats = data?.liveStats;
  const vod = vods.find((candidate) => candidate.id === vodId) ?? vods[0] ?? null;
  const detected = stats?.startVideoTime ?? null;
  const videoTime = typed ?? detected ?? vod?.statsOffset ?? '';
  const videoTimeError = videoTime === '' ? null : validateGameTime(videoTime);

  const save = async (gameTime: string) => {
    if (!vod) return;
    const saved = (
      await runMutation(
        setOffset({ variables: { id: vod.id, gameTime, expectedVersion: vod.version } }),
        (answer) => answer.setVodOffset,
      )
    ).ok;
    if (saved) {
      setTyped(null);
      onSaved();
    }
  };

  if (loading && !data) {
    return (
      <HStack gap="2" color="fg.muted" py="3">
        <Spinner size="sm" />
        <Text fontSize="sm">Searching the live stats for the game start…</Text>
      </HStack>
    );
  }
  if (error && !data) {
    return (
      <LoadFailedAlert what="live stats" onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  if (!stats) {
    return (
      <Text fontSize="sm" color="fg.muted" py="2">
        {LIVE_STATS_MESSAGES.noFeed}
      </Text>
    );
  }
  const status = !vod?.statsOffset
    ? { label: 'Offset not set', palette: 'gray' }
    : vod.statsOffset === detected
      ? { label: 'Offset matches the detected start', palette: 'green' }
      : { label: 'Offset differs from the detected start', palette: 'orange' };

  return (
    <Stack gap="4" aria-label={`Live stats of ${gameLabel}`} role="region">
      <Flex justify="space-between" align="baseline" wrap="wrap" gap="2">
        <HStack gap="2" align="baseline">
          <Heading as="h3" size="sm">
            Live stats
          </Heading>
          {/* The Livestats edit state keys its offsets by game id (spec 2 §3). */}
          <Text fontSize="xs" color="fg.muted" fontFamily="mono">
            Game ID {stats.gameId}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {detected ? `Game start detected at video time ${detected}` : LIVE_STATS_MESSAGES.noStart}
        </Text>
      </Flex>
      <GoldChart frames={stats.frames} start={stats.startFrame ?? null} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <Side title="Blue side" palette="blue" participants={stats.blueParticipants} />
        <Side title="Red side" palette="red" participants={stats.redParticipants} />
      </SimpleGrid>
      {!vod ? (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Title>Add a VOD to this game to set its stats offset.</Alert.Title>
        </Alert.Root>
      ) : (
        <chakra.fieldset
          borderWidth="1px"
          rounded="lg"
          p="3"
          disabled={!writable || setting.loading}
        >
          <Text as="legend" fontWeight="semibold" fontSize="sm" px="1">
            Stats offset
          </Text>
          <Flex gap="3" wrap="wrap" align="flex-end">
            <Field.Root w={{ base: 'full', md: '72' }}>
              <Field.Label>VOD</Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={vod.id}
                  onChange={(event) => setVodId(event.currentTarget.value)}
                >
                  {vods.map((option) => (
                    <option key={option.id} value={option.id}>
                      {`${streamProviderLabel(option.provider)} · ${option.locale} · ${option.videoId}`}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
            <Field.Root w="36" invalid={Boolean(videoTimeError)}>
              <Field.Label>Video time</Field.Label>
              <Input
                value={videoTime}
                onChange={(event) => setTyped(event.currentTarget.value)}
                placeholder="hh:mm:ss"
                fontFamily="mono"
                autoComplete="off"
              />
            </Field.Root>
            <Button
              size="sm"
              variant="outline"
              disabled={!videoTime || Boolean(videoTimeError)}
              onClick={() => void save(videoTime)}
            >
              Save offset
            </Button>
            {detected && (
              <Button
                size="sm"
                colorPalette="teal"
                loading={setting.loading}
                onClick={() => void save(detected)}
              >
                Set offset from detected start
              </Button>
            )}
          </Flex>
          <HStack gap="2" mt="2" fontSize="sm">
            <Text color="fg.muted">Current offset: {vod.statsOffset ?? '—'}</Text>
            <Badge colorPalette={status.palette} variant="subtle">
              {status.label}
            </Badge>
          </HStack>
          {videoTimeError && (
            <Text color="fg.error" fontSize="sm" mt="1">
              {videoTimeError}
            </Text>
          )}
        </chakra.fieldset>
      )}
    </Stack>
  );
}
