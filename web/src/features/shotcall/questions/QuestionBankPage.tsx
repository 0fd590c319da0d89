import { Button, chakra, Heading, HStack, NativeSelect, Stack } from '@chakra-ui/react';
import { isSportCode, SPORTS, type SportCode } from '@esports-admin/schema/rules/sports';
import { useState } from 'react';
import type {
  QuestionBankPage_AnswerFragment,
  QuestionBankPage_QuestionFragment,
} from '../../../__generated__/graphql';
import {
  useQuestionBankPageDeleteAnswerMutation,
  useQuestionBankPageDeleteQuestionMutation,
  useQuestionBankPageQuery,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { PlusIcon } from '../../../components/icons';
import { ListPageFrame } from '../../../components/ListPageFrame';
import { LIST_QUERY_OPTIONS } from '../../../components/listQuery';
import { useListUrlState } from '../../../components/listUrlState';
import { ReasonConfirmDialog } from '../../../components/ReasonConfirmDialog';
import { SortableTable } from '../../../components/SortableTable';
import { usePendingChange } from '../../../components/usePendingChange';
import { SectionNav } from '../../../shell/SectionNav';
import { useShotcallWritable } from '../useShotcallAccess';
import { AnswerFormDialog } from './AnswerFormDialog';
import { QuestionFormDialog } from './QuestionFormDialog';

type Question = QuestionBankPage_QuestionFragment;
type Answer = QuestionBankPage_AnswerFragment;
type Pending = { kind: 'question'; record: Question } | { kind: 'answer'; record: Answer };

/** The bank's sport filter: Valorant unless the URL names another (`?sport=lol`). */
export const BANK_SPORT_PARAM = 'sport';
const bankSport = (value: string | null): SportCode => (isSportCode(value) ? value : 'val');

function RowActions({
  label,
  onEdit,
  onDelete,
}: {
  label: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <HStack gap="2" justify="flex-end">
      <Button size="xs" variant="outline" aria-label={`Edit ${label}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        size="xs"
        variant="subtle"
        colorPalette="red"
        aria-label={`Delete ${label}`}
        onClick={onDelete}
      >
        Delete
      </Button>
    </HStack>
  );
}

/**
 * The shot-call bank (spec 3 §3 "Shot-call"): a sport's questions with their answers, and the
 * answers themselves, created, edited and deleted with a reason. The sport filter is in the URL.
 */
export default function QuestionBankPage() {
  const urlState = useListUrlState();
  const sport = bankSport(urlState.filter(BANK_SPORT_PARAM));
  const writable = useShotcallWritable();
  const query = useQuestionBankPageQuery({ variables: { sport }, ...LIST_QUERY_OPTIONS });
  const refresh = () => void query.refetch().catch(() => undefined);
  const questions = query.data?.shotcallQuestions ?? [];
  const answers = query.data?.shotcallAnswers ?? [];
  const [editingQuestion, setEditingQuestion] = useState<{ record: Question | null } | null>(null);
  const [editingAnswer, setEditingAnswer] = useState<{ record: Answer | null } | null>(null);
  const [removeQuestion, removingQuestion] = useQuestionBankPageDeleteQuestionMutation();
  const [removeAnswer, removingAnswer] = useQuestionBankPageDeleteAnswerMutation();
  const deletion = usePendingChange(async (pending: Pending, reason: string | undefined) => {
    const variables = {
      id: pending.record.id,
      expectedVersion: pending.record.version,
      reason: reason ?? null,
    };
    const result =
      pending.kind === 'question'
        ? await runMutation(removeQuestion({ variables }), (data) => data.deleteShotcallQuestion)
        : await runMutation(removeAnswer({ variables }), (data) => data.deleteShotcallAnswer);
    return result.ok;
  }, refresh);

  const newButton = (label: string, onClick: () => void) =>
    writable && (
      <Button size="sm" colorPalette="teal" onClick={onClick}>
        <PlusIcon />
        {label}
      </Button>
    );
  return (
    <ListPageFrame
      nav={<SectionNav />}
      title="Question bank"
      description="The questions operators fire at viewers, and the answers they offer."
      what="shot-call questions"
      readOnly={!writable && 'You can read the bank but not change it.'}
      query={{ ...query, hasRows: questions.length + answers.length > 0 }}
      toolbar={
        <HStack gap="3">
          <chakra.label htmlFor="bank-sport" fontWeight="medium" fontSize="sm">
            Sport
          </chakra.label>
          <NativeSelect.Root size="sm" maxW="240px">
            <NativeSelect.Field
              id="bank-sport"
              value={sport}
              onChange={(event) =>
                urlState.change({ filters: { [BANK_SPORT_PARAM]: event.currentTarget.value } })
              }
            >
              {SPORTS.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      }
    >
      <Stack gap="3" as="section" aria-labelledby="bank-questions">
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="bank-questions">
            Questions
          </Heading>
          {newButton('New question', () => setEditingQuestion({ record: null }))}
        </HStack>
        <SortableTable
          label="Questions"
          rows={questions}
          rowKey={(q) => q.id}
          loading={query.loading && questions.length === 0}
          initialSort={{ column: 'text', direction: 'ascending' }}
          columns={[
            { key: 'text', header: 'Question', sortValue: (q) => q.text, render: (q) => q.text },
            {
              key: 'answers',
              header: 'Answers',
              render: (q) => q.answers.map((a) => a.text).join(' · '),
            },
            {
              key: 'window',
              header: 'Window',
              width: '100px',
              sortValue: (q) => q.windowSeconds,
              render: (q) => `${q.windowSeconds} s`,
            },
            ...(writable
              ? [
                  {
                    key: 'actions',
                    header: 'Actions',
                    align: 'end' as const,
                    width: '160px',
                    render: (q: Question) => (
                      <RowActions
                        label={q.text}
                        onEdit={() => setEditingQuestion({ record: q })}
                        onDelete={() => deletion.ask({ kind: 'question', record: q })}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Stack>
      <Stack gap="3" as="section" aria-labelledby="bank-answers">
        <HStack justify="space-between">
          <Heading as="h2" size="md" id="bank-answers">
            Answers
          </Heading>
          {newButton('New answer', () => setEditingAnswer({ record: null }))}
        </HStack>
        <SortableTable
          label="Answers"
          rows={answers}
          rowKey={(a) => a.id}
          loading={query.loading && answers.length === 0}
          initialSort={{ column: 'text', direction: 'ascending' }}
          columns={[
            { key: 'text', header: 'Answer', sortValue: (a) => a.text, render: (a) => a.text },
            {
              key: 'used',
              header: 'Used by',
              width: '140px',
              sortValue: (a) => questions.filter((q) => q.answerIds.includes(a.id)).length,
              render: (a) => {
                const used = questions.filter((q) => q.answerIds.includes(a.id)).length;
                return used === 1 ? '1 question' : `${used} questions`;
              },
            },
            ...(writable
              ? [
                  {
                    key: 'actions',
                    header: 'Actions',
                    align: 'end' as const,
                    width: '160px',
                    render: (a: Answer) => (
                      <RowActions
                        label={a.text}
                        onEdit={() => setEditingAnswer({ record: a })}
                        onDelete={() => deletion.ask({ kind: 'answer', record: a })}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Stack>
      {writable && (
        <>
          <QuestionFormDialog
            key={`q-${editingQuestion?.record?.id ?? 'new'}-${sport}`}
            sport={sport}
            question={editingQuestion?.record ?? null}
            answers={answers}
            open={editingQuestion !== null}
            onClose={() => setEditingQuestion(null)}
            onSaved={refresh}
          />
          <AnswerFormDialog
            key={`a-${editingAnswer?.record?.id ?? 'new'}-${sport}`}
            sport={sport}
            answer={editingAnswer?.record ?? null}
            open={editingAnswer !== null}
            onClose={() => setEditingAnswer(null)}
            onSaved={refresh}
          />
        </>
      )}
      <ReasonConfirmDialog
        {...deletion.dialog}
        variant="warn"
        busy={removingQuestion.loading || removingAnswer.loading}
        title={deletion.pending?.kind === 'answer' ? 'Delete the answer?' : 'Delete the question?'}
        confirmLabel={deletion.pending?.kind === 'answer' ? 'Delete answer' : 'Delete question'}
      >
        {deletion.pending &&
          `“${deletion.pending.record.text}” leaves the bank. The service refuses while a ${
            deletion.pending.kind === 'answer' ? 'question' : 'prompt'
          } uses it.`}
      </ReasonConfirmDialog>
    </ListPageFrame>
  );
}
