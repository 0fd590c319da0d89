import { Box, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  SHOTCALL_ANSWERS_PER_QUESTION,
  SHOTCALL_QUESTION_TEXT_MAX,
  SHOTCALL_WINDOW_SECONDS,
  validateShotcallQuestionDraft,
} from '@esports-admin/schema/rules/shotcall';
import type {
  QuestionBankPage_AnswerFragment,
  QuestionBankPage_QuestionFragment,
  ShotcallQuestionInput,
  Sport,
} from '../../../__generated__/graphql';
import {
  useQuestionBankPageCreateQuestionMutation,
  useQuestionBankPageUpdateQuestionMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField, TextField } from '../../../components/FormFields';
import { AddRowButton, RemoveRowButton } from '../../../components/RowButtons';
import { useDialogForm } from '../../../components/useDialogForm';
import { typedNumber } from '../typedNumber';

interface QuestionValues {
  text: string;
  answerIds: string[];
  windowSeconds: string;
}

const NEW_QUESTION: QuestionValues = { text: '', answerIds: ['', ''], windowSeconds: '30' };

function questionInput(
  sport: Sport,
  values: QuestionValues,
): ShotcallQuestionInput & { answerIds: string[] } {
  return {
    sport,
    text: values.text.trim(),
    answerIds: values.answerIds,
    windowSeconds: typedNumber(values.windowSeconds),
  };
}

/** Creates a question of the bank, or edits one: its text, its window and its answers, by text. */
export function QuestionFormDialog({
  sport,
  question,
  answers,
  open,
  onClose,
  onSaved,
}: {
  sport: Sport;
  /** The question to edit; null to create one. */
  question: QuestionBankPage_QuestionFragment | null;
  /** The sport's answers, to choose from. */
  answers: readonly QuestionBankPage_AnswerFragment[];
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [create] = useQuestionBankPageCreateQuestionMutation();
  const [update] = useQuestionBankPageUpdateQuestionMutation();
  const form = useDialogForm<QuestionValues>({
    initialValues: question
      ? {
          text: question.text,
          answerIds: [...question.answerIds],
          windowSeconds: String(question.windowSeconds),
        }
      : NEW_QUESTION,
    version: question?.version,
    noun: 'question',
    validate: (values) => validateShotcallQuestionDraft(questionInput(sport, values)),
    onClose,
    onSaved,
    save: (values, expectedVersion) => {
      const input = questionInput(sport, values);
      return question
        ? runMutation(
            update({
              variables: { id: question.id, input, expectedVersion: expectedVersion ?? null },
            }),
            (data) => data.updateShotcallQuestion,
            { conflictShownByCaller: true },
          )
        : runMutation(create({ variables: { input } }), (data) => data.createShotcallQuestion);
    },
  });
  const { answerIds } = form.values;
  const setAnswer = (index: number, id: string) =>
    form.set(
      'answerIds',
      answerIds.map((current, i) => (i === index ? id : current)),
    );
  return (
    <FormDialog
      form={form}
      open={open}
      title={question ? 'Edit question' : 'New question'}
      submitLabel={question ? 'Save question' : 'Create question'}
    >
      <Stack gap="1">
        <TextField
          label="Question"
          maxLength={SHOTCALL_QUESTION_TEXT_MAX}
          placeholder="Will the attackers plant this round?"
          {...form.textField('text')}
        />
        <TextField
          label="Window (seconds)"
          type="number"
          min={SHOTCALL_WINDOW_SECONDS.min}
          helper={`How long viewers may answer once triggered, ${SHOTCALL_WINDOW_SECONDS.min}–${SHOTCALL_WINDOW_SECONDS.max} s.`}
          {...form.textField('windowSeconds')}
        />
        <Text fontWeight="medium" fontSize="sm">
          Answers viewers choose from
        </Text>
        {answers.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            This sport has no answers yet: create them first.
          </Text>
        )}
        {answerIds.map((answerId, index) => (
          <HStack key={index} align="flex-start" gap="2">
            <Box flex="1">
              <SelectField
                label={`Answer ${index + 1}`}
                error={form.errorFor(`answerIds.${index}`)}
              >
                <NativeSelect.Field
                  value={answerId}
                  onChange={(event) => setAnswer(index, event.currentTarget.value)}
                >
                  <option value="">Choose an answer</option>
                  {answers.map((answer) => (
                    <option key={answer.id} value={answer.id}>
                      {answer.text}
                    </option>
                  ))}
                </NativeSelect.Field>
              </SelectField>
            </Box>
            <RemoveRowButton
              mt="7"
              label={`Remove answer ${index + 1}`}
              disabled={answerIds.length <= SHOTCALL_ANSWERS_PER_QUESTION.min}
              onClick={() =>
                form.set(
                  'answerIds',
                  answerIds.filter((_, i) => i !== index),
                )
              }
            />
          </HStack>
        ))}
        {form.errorFor('answerIds') && (
          <Text fontSize="sm" color="fg.error">
            {form.errorFor('answerIds')}
          </Text>
        )}
        <Box>
          <AddRowButton
            disabled={answerIds.length >= SHOTCALL_ANSWERS_PER_QUESTION.max}
            onClick={() => form.set('answerIds', [...answerIds, ''])}
          >
            Add answer
          </AddRowButton>
        </Box>
      </Stack>
    </FormDialog>
  );
}
