import { validateShotcallAnswerDraft } from '@esports-admin/schema/rules/shotcall';
import type { QuestionBankPage_AnswerFragment, Sport } from '../../../__generated__/graphql';
import {
  useQuestionBankPageCreateAnswerMutation,
  useQuestionBankPageUpdateAnswerMutation,
} from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { FormDialog } from '../../../components/FormDialog';
import { TextField } from '../../../components/FormFields';
import { useDialogForm } from '../../../components/useDialogForm';

/** Creates an answer of the bank ("Attackers", "Over 12.5 rounds"), or edits its text. */
export function AnswerFormDialog({
  sport,
  answer,
  open,
  onClose,
  onSaved,
}: {
  sport: Sport;
  answer: QuestionBankPage_AnswerFragment | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [create] = useQuestionBankPageCreateAnswerMutation();
  const [update] = useQuestionBankPageUpdateAnswerMutation();
  const form = useDialogForm<{ text: string }>({
    initialValues: { text: answer?.text ?? '' },
    version: answer?.version,
    noun: 'answer',
    validate: validateShotcallAnswerDraft,
    onClose,
    onSaved,
    save: (values, expectedVersion) => {
      const input = { sport, text: values.text.trim() };
      return answer
        ? runMutation(
            update({
              variables: { id: answer.id, input, expectedVersion: expectedVersion ?? null },
            }),
            (data) => data.updateShotcallAnswer,
            { conflictShownByCaller: true },
          )
        : runMutation(create({ variables: { input } }), (data) => data.createShotcallAnswer);
    },
  });
  return (
    <FormDialog
      form={form}
      open={open}
      title={answer ? 'Edit answer' : 'New answer'}
      submitLabel={answer ? 'Save answer' : 'Create answer'}
    >
      <TextField label="Answer" placeholder="Attackers" {...form.textField('text')} />
    </FormDialog>
  );
}
