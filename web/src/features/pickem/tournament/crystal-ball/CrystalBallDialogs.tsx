import { NativeSelect, Stack } from '@chakra-ui/react';
import { validateCrystalBallQuestionDraft } from '@esports-admin/schema/rules/pickem-crystal-ball';
import type { CrystalBallPage_QuestionFragment } from '../../../../__generated__/graphql';
import {
  useCrystalBallPageCreateChoiceMutation,
  useCrystalBallPageCreatePromptMutation,
  useCrystalBallPageCreateTierMutation,
  useCrystalBallPageUpdateChoiceMutation,
  useCrystalBallPageUpdatePromptMutation,
  useCrystalBallPageUpdateQuestionMutation,
  useCrystalBallPageUpdateTierMutation,
} from '../../../../__generated__/hooks';
import { runMutation } from '../../../../apollo/mutationOutcome';
import { SelectField, TextField } from '../../../../components/FormFields';
import { FormDialog } from '../../../../components/FormDialog';
import { useDialogForm } from '../../../../components/useDialogForm';
import { UtcDateTimeField } from '../../blocks/UtcDateTimeField';
import {
  choiceInput,
  choiceValues,
  promptInput,
  promptValues,
  tierInput,
  validateChoiceValues,
  validatePromptValues,
  validateTierValues,
  type Choice,
  type ChoiceValues,
  type Prompt,
  type PromptValues,
  type TierValues,
} from './crystalBallValues';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

type Question = CrystalBallPage_QuestionFragment;
type Tier = Prompt['tiers'][number];

/** Edits a question's en_US text. */
export function QuestionDialog({
  question,
  open,
  onClose,
  onSaved,
}: DialogProps & { question: Question }) {
  const [update] = useCrystalBallPageUpdateQuestionMutation();
  const form = useDialogForm({
    initialValues: { text: question.text },
    version: question.version,
    noun: 'question',
    validate: validateCrystalBallQuestionDraft,
    onClose,
    onSaved,
    save: (values, expectedVersion) =>
      runMutation(
        update({
          variables: {
            id: question.id,
            input: { eldsTournamentId: question.eldsTournamentId, text: values.text.trim() },
            expectedVersion: expectedVersion ?? null,
          },
        }),
        (data) => data.updateCrystalBallQuestion,
        { conflictShownByCaller: true },
      ),
  });
  return (
    <FormDialog form={form} open={open} title="Edit question" submitLabel="Save question">
      <TextField label="Question (en_US)" {...form.textField('text')} />
    </FormDialog>
  );
}

/** Creates a prompt, or edits one (a certified one takes only a new lock time). */
export function PromptDialog({
  eldsTournamentId,
  prompt,
  questions,
  open,
  onClose,
  onSaved,
}: DialogProps & {
  eldsTournamentId: string;
  prompt: Prompt | null;
  questions: readonly Question[];
}) {
  const [create] = useCrystalBallPageCreatePromptMutation();
  const [update] = useCrystalBallPageUpdatePromptMutation();
  const certified = prompt?.state === 'certified';
  const form = useDialogForm<PromptValues>({
    initialValues: promptValues(prompt, questions[0]?.id),
    version: prompt?.version,
    noun: 'prompt',
    validate: validatePromptValues,
    onClose,
    onSaved,
    save: (values, expectedVersion) => {
      const input = promptInput(eldsTournamentId, values);
      return prompt
        ? runMutation(
            update({
              variables: { id: prompt.id, input, expectedVersion: expectedVersion ?? null },
            }),
            (data) => data.updateCrystalBallPrompt,
            { conflictShownByCaller: true },
          )
        : runMutation(create({ variables: { input } }), (data) => data.createCrystalBallPrompt);
    },
  });
  return (
    <FormDialog
      form={form}
      open={open}
      title={prompt ? 'Edit prompt' : 'New prompt'}
      submitLabel={prompt ? 'Save prompt' : 'Create prompt'}
    >
      <Stack gap="1">
        <SelectField
          label="Question"
          error={form.errorFor('questionId')}
          disabled={certified}
          helper={
            certified
              ? 'A certified prompt keeps its question; only its lock time changes.'
              : undefined
          }
        >
          <NativeSelect.Field
            value={form.values.questionId}
            onChange={(event) => form.set('questionId', event.currentTarget.value)}
          >
            <option value="">Choose a question</option>
            {questions.map((question) => (
              <option key={question.id} value={question.id}>
                {question.text}
              </option>
            ))}
          </NativeSelect.Field>
        </SelectField>
        <UtcDateTimeField label="Locks at" {...form.textField('locksAt')} />
        {!certified && (
          <TextField
            label="Picks per viewer"
            type="number"
            min={1}
            helper="1 for a single pick."
            {...form.textField('picksPerViewer')}
          />
        )}
      </Stack>
    </FormDialog>
  );
}

/** Adds a choice to a draft prompt, or edits one: label, what it stands for, its tier. */
export function ChoiceDialog({
  prompt,
  choice,
  teams,
  open,
  onClose,
  onSaved,
}: DialogProps & {
  prompt: Prompt;
  choice: Choice | null;
  teams: readonly { id: string; name: string }[];
}) {
  const [create] = useCrystalBallPageCreateChoiceMutation();
  const [update] = useCrystalBallPageUpdateChoiceMutation();
  const form = useDialogForm<ChoiceValues>({
    initialValues: choiceValues(choice),
    version: choice?.version,
    noun: 'choice',
    validate: validateChoiceValues,
    onClose,
    onSaved,
    save: (values, expectedVersion) => {
      const input = choiceInput(prompt.id, values);
      return choice
        ? runMutation(
            update({
              variables: { id: choice.id, input, expectedVersion: expectedVersion ?? null },
            }),
            (data) => data.updateCrystalBallChoice,
            { conflictShownByCaller: true },
          )
        : runMutation(create({ variables: { input } }), (data) => data.createCrystalBallChoice);
    },
  });
  const { standsFor, eldsTeamId, tierId } = form.values;
  return (
    <FormDialog
      form={form}
      open={open}
      title={choice ? `Edit choice ${choice.label}` : 'New choice'}
      submitLabel={choice ? 'Save choice' : 'Add choice'}
    >
      <Stack gap="1">
        <TextField label="Label (en_US)" {...form.textField('label')} />
        <SelectField label="Stands for" error={form.errorFor('standsFor')}>
          <NativeSelect.Field
            value={standsFor}
            onChange={(event) =>
              form.set('standsFor', event.currentTarget.value as ChoiceValues['standsFor'])
            }
          >
            <option value="nothing">Nothing (a free answer)</option>
            <option value="team">A team</option>
            <option value="player">A player</option>
          </NativeSelect.Field>
        </SelectField>
        {standsFor === 'team' && (
          <SelectField label="Team" error={form.errorFor('eldsTeamId')}>
            <NativeSelect.Field
              value={eldsTeamId}
              onChange={(event) => form.set('eldsTeamId', event.currentTarget.value)}
            >
              <option value="">Choose a team</option>
              {teams.map((team) => (
                <option key={team.id} value={team.id}>
                  {team.name}
                </option>
              ))}
              {eldsTeamId && !teams.some((team) => team.id === eldsTeamId) && (
                <option value={eldsTeamId}>{choice?.team?.name ?? `Team ${eldsTeamId}`}</option>
              )}
            </NativeSelect.Field>
          </SelectField>
        )}
        {standsFor === 'player' && (
          <TextField
            label="Player ID"
            fontFamily="mono"
            helper={
              choice?.player ? `Now ${choice.player.handle}.` : "The data service's player id."
            }
            {...form.textField('eldsPlayerId')}
          />
        )}
        <SelectField
          label="Tier"
          error={form.errorFor('tierId')}
          helper="Decides the points of a right pick; every choice needs one to certify."
        >
          <NativeSelect.Field
            value={tierId}
            onChange={(event) => form.set('tierId', event.currentTarget.value)}
          >
            <option value="">No tier yet</option>
            {prompt.tiers.map((tier) => (
              <option key={tier.id} value={tier.id}>
                {tier.name} ({tier.points} pts)
              </option>
            ))}
          </NativeSelect.Field>
        </SelectField>
      </Stack>
    </FormDialog>
  );
}

/** Adds a tier to a draft prompt, or edits one: name and points. */
export function TierDialog({
  prompt,
  tier,
  open,
  onClose,
  onSaved,
}: DialogProps & { prompt: Prompt; tier: Tier | null }) {
  const [create] = useCrystalBallPageCreateTierMutation();
  const [update] = useCrystalBallPageUpdateTierMutation();
  const form = useDialogForm<TierValues>({
    initialValues: tier
      ? { name: tier.name, points: String(tier.points) }
      : { name: '', points: '' },
    version: tier?.version,
    noun: 'tier',
    validate: validateTierValues,
    onClose,
    onSaved,
    save: (values, expectedVersion) => {
      const input = tierInput(prompt.id, values);
      return tier
        ? runMutation(
            update({ variables: { id: tier.id, input, expectedVersion: expectedVersion ?? null } }),
            (data) => data.updateCrystalBallChoiceTier,
            { conflictShownByCaller: true },
          )
        : runMutation(create({ variables: { input } }), (data) => data.createCrystalBallChoiceTier);
    },
  });
  return (
    <FormDialog
      form={form}
      open={open}
      title={tier ? `Edit tier ${tier.name}` : 'New tier'}
      submitLabel={tier ? 'Save tier' : 'Add tier'}
    >
      <Stack gap="1">
        <TextField
          label="Name"
          helper="For example Favourite or Long shot."
          {...form.textField('name')}
        />
        <TextField
          label="Points"
          type="number"
          min={0}
          helper="For a right pick of one of its choices."
          {...form.textField('points')}
        />
      </Stack>
    </FormDialog>
  );
}
