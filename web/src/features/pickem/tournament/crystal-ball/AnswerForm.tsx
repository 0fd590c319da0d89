import { Button, chakra, Stack, Text } from '@chakra-ui/react';
import { validateCrystalBallAnswer } from '@esports-admin/schema/rules/pickem-crystal-ball';
import { useCrystalBallPageSetAnswerMutation } from '../../../../__generated__/hooks';
import { runMutation } from '../../../../apollo/mutationOutcome';
import { InlineForm } from '../../../../components/InlineForm';
import { useEntityForm } from '../../../../components/useEntityForm';
import type { Prompt } from './crystalBallValues';

const validate = (values: { choiceIds: string[] }) => validateCrystalBallAnswer(values.choiceIds);

/** A certified prompt's answer: its correct choices, ticked and saved (replacing the last one). */
export function AnswerForm({
  prompt,
  writable,
  onSaved,
}: {
  prompt: Prompt;
  writable: boolean;
  onSaved: () => void;
}) {
  const [setAnswer] = useCrystalBallPageSetAnswerMutation();
  const form = useEntityForm({
    initialValues: { choiceIds: prompt.answer?.choiceIds ?? [] },
    version: prompt.answer?.version,
    noun: 'answer',
    validate,
    readOnly: !writable,
    save: (values, expectedVersion) =>
      runMutation(
        setAnswer({
          variables: {
            promptId: prompt.id,
            choiceIds: values.choiceIds,
            expectedVersion: expectedVersion ?? null,
          },
        }),
        (data) => data.setCrystalBallAnswer,
        { conflictShownByCaller: true },
      ),
    onSaved,
  });
  const chosen = new Set(form.values.choiceIds);
  const error = form.errorFor('choiceIds');
  return (
    <InlineForm form={form} label="Answer">
      <Stack gap="2">
        <Stack as="fieldset" gap="2">
          <Text as="legend" fontWeight="semibold" mb="1">
            Correct choices{prompt.answer ? '' : ' (no answer yet)'}
          </Text>
          {prompt.choices.map((choice) => (
            <chakra.label key={choice.id} display="flex" alignItems="center" gap="2" fontSize="sm">
              <chakra.input
                type="checkbox"
                w="4"
                h="4"
                accentColor="teal.600"
                disabled={!writable}
                checked={chosen.has(choice.id)}
                onChange={(event) =>
                  form.set(
                    'choiceIds',
                    event.currentTarget.checked
                      ? [...form.values.choiceIds, choice.id]
                      : form.values.choiceIds.filter((id) => id !== choice.id),
                  )
                }
              />
              {choice.label}
            </chakra.label>
          ))}
          {error && (
            <Text fontSize="sm" color="fg.error">
              {error}
            </Text>
          )}
        </Stack>
        {writable && (
          <Button
            type="submit"
            size="sm"
            colorPalette="teal"
            alignSelf="flex-start"
            loading={form.saving}
            disabled={!form.dirty}
          >
            Save answer
          </Button>
        )}
      </Stack>
    </InlineForm>
  );
}
