import { Alert, Button, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useApolloClient } from '@apollo/client/react';
import { celebrityProblemErrors, validateCelebrityBatch } from '@esports-admin/schema/rules/pickem';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  CelebritiesPageDocument,
  CelebritiesPageValidateDocument,
  type CelebritiesPage_TournamentFragment,
} from '../../../../__generated__/graphql';
import {
  useCelebritiesPageQuery,
  useCelebritiesPageSaveMutation,
} from '../../../../__generated__/hooks';
import { runMutation } from '../../../../apollo/mutationOutcome';
import { InlineForm } from '../../../../components/InlineForm';
import { PageHeader } from '../../../../components/PageHeader';
import { ReadOnlyBadge } from '../../../../components/ReadOnly';
import { AddRowButton } from '../../../../components/RowButtons';
import { useEntityForm } from '../../../../components/useEntityForm';
import { usePickemAccess } from '../../usePickemAccess';
import { PickemTournamentFrame } from '../PickemTournamentFrame';
import {
  celebrityBatchInput,
  celebrityBatchValues,
  emptyCelebrityRow,
  matchGroups,
  type CelebrityBatchValues,
} from './celebrityBatch';
import { CelebrityBatchTable } from './CelebrityBatchTable';

type Tournament = CelebritiesPage_TournamentFragment;

const validate = (values: CelebrityBatchValues) => validateCelebrityBatch(values.celebrities);

/** What the last Check found, for the batch exactly as it was checked. */
interface CheckOutcome {
  checked: string;
  problems: number;
  rows: number;
}

/**
 * A tournament's celebrities as one batch (spec 3 §7 celebrity-admin): rows edited in a table,
 * "Check" asks the service's validate call and puts each message beside its row's field, and
 * saving sends the whole batch with its version (a batch changed meanwhile is a conflict).
 */
export default function CelebritiesPage() {
  const { tournamentId = '' } = useParams();
  const query = useCelebritiesPageQuery({ variables: { eldsTournamentId: tournamentId } });
  const pickem = query.data ? query.data.pickemTournament : undefined;
  return (
    <PickemTournamentFrame
      tournamentId={tournamentId}
      tournamentName={pickem?.tournament?.name.displayName}
      query={query}
      found={pickem === undefined ? undefined : pickem !== null}
      what="celebrities"
    >
      {pickem && <CelebrityBatchEditor key={pickem.celebritiesVersion} pickem={pickem} />}
    </PickemTournamentFrame>
  );
}

function CelebrityBatchEditor({ pickem }: { pickem: Tournament }) {
  const client = useApolloClient();
  const { writable } = usePickemAccess();
  const [saveBatch] = useCelebritiesPageSaveMutation();
  const eldsTournamentId = pickem.eldsTournamentId;
  const groups = useMemo(
    () => matchGroups(pickem.pickBlocks, pickem.unscheduled.matches),
    [pickem.pickBlocks, pickem.unscheduled.matches],
  );
  const allMatches = useMemo(
    () => new Map(groups.flatMap((group) => group.matches.map((match) => [match.id, match]))),
    [groups],
  );
  const [groupKey, setGroupKey] = useState(groups[0]?.key ?? '');
  const group = groups.find((candidate) => candidate.key === groupKey) ?? groups[0];
  const [checking, setChecking] = useState(false);
  const [check, setCheck] = useState<CheckOutcome | null>(null);

  const loadLatest = async () => {
    const { data } = await client.query({
      query: CelebritiesPageDocument,
      variables: { eldsTournamentId },
      fetchPolicy: 'network-only',
    });
    const latest = data?.pickemTournament;
    return latest
      ? { values: celebrityBatchValues(latest.celebrities), version: latest.celebritiesVersion }
      : null;
  };

  const form = useEntityForm<CelebrityBatchValues>({
    initialValues: celebrityBatchValues(pickem.celebrities),
    version: pickem.celebritiesVersion,
    noun: 'celebrity batch',
    validate,
    readOnly: !writable,
    showErrors: 'always',
    loadLatest,
    reloadAfterSave: true,
    save: (values, expectedVersion) =>
      runMutation(
        saveBatch({
          variables: {
            eldsTournamentId,
            celebrities: celebrityBatchInput(values),
            expectedVersion: expectedVersion ?? null,
          },
        }),
        (data) => data.saveCelebrities,
        { conflictShownByCaller: true },
      ),
  });
  const batch = celebrityBatchInput(form.values);
  const checkedNow = check && check.checked === JSON.stringify(batch) ? check : null;

  const runCheck = async () => {
    setChecking(true);
    try {
      const { data } = await client.query({
        query: CelebritiesPageValidateDocument,
        variables: { eldsTournamentId, celebrities: batch },
        fetchPolicy: 'network-only',
      });
      const invalid = data?.validateCelebrities?.invalid;
      if (!invalid) return;
      form.showGatewayErrors(celebrityProblemErrors(invalid));
      setCheck({
        checked: JSON.stringify(batch),
        problems: invalid.length,
        rows: new Set(invalid.map((problem) => problem.index)).size,
      });
    } catch {
      // The error link has toasted why the call failed.
    } finally {
      setChecking(false);
    }
  };

  return (
    <Stack gap="5">
      <PageHeader
        title="Celebrities"
        description="Personalities whose picks viewers see once a block opens. The batch is saved as a whole."
        actions={
          !writable && (
            <ReadOnlyBadge explanation="You can read the celebrities but not change them." />
          )
        }
      />
      <InlineForm form={form} label="Celebrity batch">
        <Stack gap="4">
          <Flex gap="3" align="flex-end" wrap="wrap" justify="space-between">
            {groups.length > 0 ? (
              <NativeSelect.Root size="sm" maxW="md">
                <NativeSelect.Field
                  aria-label="Picks shown for"
                  value={group?.key ?? ''}
                  onChange={(event) => setGroupKey(event.currentTarget.value)}
                >
                  {groups.map((option) => (
                    <option key={option.key} value={option.key}>
                      Picks for {option.label} ({option.matches.length} matches)
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                The tournament has no matches to pick yet.
              </Text>
            )}
            {writable && (
              <AddRowButton
                onClick={() =>
                  form.set('celebrities', [...form.values.celebrities, emptyCelebrityRow()])
                }
              >
                Add celebrity
              </AddRowButton>
            )}
          </Flex>
          <CelebrityBatchTable form={form} matches={group?.matches ?? []} allMatches={allMatches} />
          <div role="status" aria-live="polite">
            {checkedNow && (
              <Alert.Root
                status={checkedNow.problems === 0 ? 'success' : 'warning'}
                variant="subtle"
              >
                <Alert.Indicator />
                <Alert.Title>
                  {checkedNow.problems === 0
                    ? `Checked: all ${batch.length} rows can be saved.`
                    : `Checked: ${checkedNow.problems} ${checkedNow.problems === 1 ? 'problem' : 'problems'} in ${checkedNow.rows} ${checkedNow.rows === 1 ? 'row' : 'rows'}, shown beside their fields.`}
                </Alert.Title>
              </Alert.Root>
            )}
          </div>
          {writable && (
            <HStack gap="3" justify="flex-end" wrap="wrap">
              <Button
                variant="ghost"
                disabled={!form.dirty || form.saving}
                onClick={() => form.reset(celebrityBatchValues(pickem.celebrities))}
              >
                Discard changes
              </Button>
              <Button variant="outline" loading={checking} onClick={() => void runCheck()}>
                Check
              </Button>
              <Button
                type="submit"
                colorPalette="teal"
                loading={form.saving}
                disabled={!form.dirty}
              >
                Save batch
              </Button>
            </HStack>
          )}
        </Stack>
      </InlineForm>
    </Stack>
  );
}
