import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { validateShotcallPromptDraft } from '@esports-admin/schema/rules/shotcall';
import type { Sport } from '../../../__generated__/graphql';
import {
  useShotcallConsoleAddPromptMutation,
  useShotcallConsoleQuestionsQuery,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { FormDialog } from '../../../components/FormDialog';
import { SelectField, TextField } from '../../../components/FormFields';
import { useDialogForm } from '../../../components/useDialogForm';
import { typedNumber } from '../typedNumber';

interface AddPromptValues {
  questionId: string;
  windowSeconds: string;
}

const EMPTY: AddPromptValues = { questionId: '', windowSeconds: '' };

/**
 * Adds a prompt to the end of the session's running order from a question of the bank, its
 * answers becoming the choices; the window is the question's unless typed.
 */
export function AddPromptDialog({
  sessionId,
  sport,
  open,
  onClose,
  onSaved,
}: {
  sessionId: string;
  sport: Sport;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const bank = useShotcallConsoleQuestionsQuery({ variables: { sport }, skip: !open });
  const questions = bank.data?.shotcallQuestions ?? [];
  const [add] = useShotcallConsoleAddPromptMutation();
  const toInput = (values: AddPromptValues) => ({
    sessionId,
    questionId: values.questionId,
    windowSeconds: values.windowSeconds.trim() === '' ? null : typedNumber(values.windowSeconds),
  });
  const form = useDialogForm<AddPromptValues>({
    initialValues: EMPTY,
    noun: 'prompt',
    validate: (values) => validateShotcallPromptDraft(toInput(values)),
    onClose,
    onSaved,
    save: (values) =>
      runMutation(
        add({ variables: { input: toInput(values) } }),
        (data) => data.createShotcallPrompt,
      ),
  });
  const question = questions.find((q) => q.id === form.values.questionId);
  return (
    <FormDialog form={form} open={open} title="Add a prompt from the bank" submitLabel="Add prompt">
      <Stack gap="1">
        <SelectField
          label="Question"
          error={form.errorFor('questionId')}
          helper={bank.loading ? 'Loading the question bank…' : undefined}
        >
          <NativeSelect.Field
            value={form.values.questionId}
            onChange={(event) => form.set('questionId', event.currentTarget.value)}
          >
            <option value="">Choose a question</option>
            {questions.map((q) => (
              <option key={q.id} value={q.id}>
                {q.text}
              </option>
            ))}
          </NativeSelect.Field>
        </SelectField>
        {question && (
          <Text fontSize="sm" color="fg.muted" mb="3">
            Choices: {question.answers.map((answer) => answer.text).join(' · ')}
          </Text>
        )}
        <TextField
          label="Window (seconds)"
          type="number"
          min={10}
          placeholder={question ? String(question.windowSeconds) : undefined}
          helper={
            question
              ? `Leave empty for the question's ${question.windowSeconds} s.`
              : 'Leave empty for the question’s own window.'
          }
          {...form.textField('windowSeconds')}
        />
      </Stack>
    </FormDialog>
  );
}
