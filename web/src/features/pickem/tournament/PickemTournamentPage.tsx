import { Badge, Box, Button, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { PickemTournamentPage_TournamentFragment } from '../../../__generated__/graphql';
import {
  usePickemTournamentPageQuery,
  usePickemTournamentPageSaveMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { formatUtcDate } from '../../../components/dates';
import { PageHeader } from '../../../components/PageHeader';
import { ReadOnlyBadge } from '../../../components/ReadOnly';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { usePendingChange } from '../../../components/usePendingChange';
import { countOf } from '../blocks/matchLabels';
import { PICK_BLOCK_STATE_LABELS, PICK_BLOCK_STATE_ORDER } from '../blocks/pickBlockStates';
import { pickemTournamentPagePath, type PickemTournamentPage } from '../pickemPaths';
import { usePickemAccess } from '../usePickemAccess';
import { PickemTournamentFrame } from './PickemTournamentFrame';

type Tournament = PickemTournamentPage_TournamentFragment;

/** One count of the overview, linking to the page that manages it. */
function CountCard({
  title,
  count,
  link,
  children,
}: {
  title: string;
  count?: number;
  link: { to: string; label: string };
  children?: ReactNode;
}) {
  return (
    <Stack
      as="section"
      aria-label={title}
      gap="2"
      p="5"
      borderWidth="1px"
      rounded="xl"
      bg="bg.panel"
    >
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {title}
      </Text>
      {count !== undefined && (
        <Text fontSize="3xl" fontWeight="bold" lineHeight="1">
          {count}
        </Text>
      )}
      {children}
      <Link asChild color="teal.fg" fontSize="sm" fontWeight="medium" mt="auto">
        <RouterLink to={link.to}>{link.label}</RouterLink>
      </Link>
    </Stack>
  );
}

function Overview({ pickem, refresh }: { pickem: Tournament; refresh: () => void }) {
  const { writable } = usePickemAccess();
  const [save, saving] = usePickemTournamentPageSaveMutation();
  const id = pickem.eldsTournamentId;
  const pagePath = (page: PickemTournamentPage) => pickemTournamentPagePath(id, page);
  const setPublished = async (published: boolean) =>
    (
      await runMutation(
        save({
          variables: {
            eldsTournamentId: id,
            input: { published },
            expectedVersion: pickem.version,
          },
        }),
        (answer) => answer.savePickemTournament,
      )
    ).ok;
  const toUnpublish = usePendingChange(() => setPublished(false), refresh);
  const tournament = pickem.tournament;
  const blocksIn = (state: string) => pickem.pickBlocks.filter((b) => b.state === state).length;
  return (
    <Stack gap="6">
      <PageHeader
        title={tournament?.name.displayName ?? id}
        description={
          tournament
            ? `${tournament.league?.name ?? tournament.id} · ${formatUtcDate(tournament.startTime)} – ${formatUtcDate(tournament.endTime)}`
            : `Tournament ${id}`
        }
        actions={
          <HStack gap="3">
            <Badge variant="subtle" size="lg" colorPalette={pickem.published ? 'green' : 'gray'}>
              {pickem.published ? 'Published' : 'Not published'}
            </Badge>
            {writable ? (
              <Button
                variant="outline"
                colorPalette={pickem.published ? 'red' : 'teal'}
                loading={saving.loading}
                onClick={() =>
                  pickem.published
                    ? toUnpublish.ask(true)
                    : void setPublished(true).then((done) => done && refresh())
                }
              >
                {pickem.published ? 'Unpublish' : 'Publish'}
              </Button>
            ) : (
              <ReadOnlyBadge explanation="You can view this tournament's pick'em but not change it." />
            )}
          </HStack>
        }
      />
      <Grid templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' }} gap="4">
        <CountCard
          title="Pick blocks"
          count={pickem.pickBlocks.length}
          link={{ to: pagePath('blocks'), label: 'Manage pick blocks' }}
        >
          <Box as="ul" listStyleType="none" fontSize="sm">
            {PICK_BLOCK_STATE_ORDER.map((state) => (
              <li key={state}>
                {PICK_BLOCK_STATE_LABELS[state]}: {blocksIn(state)}
              </li>
            ))}
          </Box>
        </CountCard>
        <CountCard
          title="Unscheduled matches"
          count={pickem.unscheduled.eldsMatchIds.length}
          link={{ to: pagePath('blocks'), label: 'Make a pick block' }}
        >
          <Text fontSize="sm">
            In no block yet;{' '}
            {countOf(pickem.unscheduled.eldsSectionIds.length, 'whole section', 'whole sections')}.
          </Text>
        </CountCard>
        <CountCard
          title="Celebrities"
          count={pickem.celebrities.length}
          link={{ to: pagePath('celebrities'), label: 'Edit celebrities' }}
        />
        <CountCard
          title="Crystal-ball prompts"
          count={pickem.crystalBallPrompts.length}
          link={{ to: pagePath('crystal-ball'), label: 'Open the crystal ball' }}
        >
          <Text fontSize="sm">
            {pickem.crystalBallPrompts.filter((p) => p.state === 'certified').length} certified,{' '}
            {pickem.crystalBallPrompts.filter((p) => p.state === 'draft').length} draft
          </Text>
        </CountCard>
      </Grid>
      <HStack gap="4" wrap="wrap" fontSize="sm">
        <Link asChild color="teal.fg">
          <RouterLink to={pagePath('rewards')}>Rewards ({pickem.rewards.length})</RouterLink>
        </Link>
        <Link asChild color="teal.fg">
          <RouterLink to={pagePath('scoring')}>Scoring configurations</RouterLink>
        </Link>
      </HStack>
      <ReasonConfirmDialog
        {...toUnpublish.dialog}
        withReason={false}
        variant="warn"
        title={`Unpublish ${tournament?.name.displayName ?? id}?`}
        confirmLabel="Unpublish"
        busy={saving.loading}
      >
        Viewers stop seeing this tournament&apos;s pick&apos;em until it is published again.
      </ReasonConfirmDialog>
    </Stack>
  );
}

/** /pickem/tournaments/:tournamentId: the tournament's pick'em at a glance, and its pages. */
export default function PickemTournamentPageRoute() {
  const { tournamentId = '' } = useParams();
  const query = usePickemTournamentPageQuery({
    variables: { eldsTournamentId: tournamentId },
    fetchPolicy: 'cache-and-network',
  });
  const loaded = query.data ?? query.previousData;
  const pickem = loaded?.pickemTournament;
  const refresh = () => void query.refetch().catch(() => undefined);
  return (
    <PickemTournamentFrame
      tournamentId={tournamentId}
      tournamentName={pickem?.tournament?.name.displayName}
      query={query}
      found={loaded ? Boolean(pickem) : undefined}
      what="tournament's pick'em"
    >
      {pickem && <Overview pickem={pickem} refresh={refresh} />}
    </PickemTournamentFrame>
  );
}
