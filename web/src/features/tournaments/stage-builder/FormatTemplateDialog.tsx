import { chakra, Heading, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  MAX_FORMAT_BEST_OF,
  MAX_FORMAT_PARTICIPANTS,
  MIN_FORMAT_PARTICIPANTS,
} from '@esports-admin/schema/rules/constants';
import {
  buildFormatStage,
  FORMAT_DEFAULTS,
  FORMAT_TEMPLATES,
  formatOptionErrors,
  formatRounds,
  formatTemplate,
  isFormatTemplateKey,
  templateStageName,
  type FormatOptionError,
  type FormatOptions,
  type FormatTemplateKey,
  type RoundBestOf,
} from '@esports-admin/schema/rules/format-templates';
import { STAGE_NAME_CATALOGUE } from '@esports-admin/schema/rules/stage-builder';
import { useId, useMemo, useState } from 'react';
import type { FieldMessages } from '../../../apollo/mutationOutcome';
import { LabeledSelectField } from '../../../components/CompactSelectField';
import { FormDialog } from '../../../components/FormDialog';
import { CheckboxField, TextField } from '../../../components/FormFields';
import { useDialogForm } from '../../../components/useDialogForm';
import { formatStageDraft } from '../formatStageDraft';
import { freshStructuralId } from '../stageDrafts';
import type { StageDraft, TournamentFormValues } from '../tournamentFormValues';
import { FormatPreview } from './FormatPreview';

/** The dialog's values: typed numbers as typed, the options of every template kept while switching. */
interface FormatChoice {
  template: FormatTemplateKey;
  participants: string;
  thirdPlaceMatch: boolean;
  grandFinalReset: boolean;
  groups: string;
  roundRobinRounds: string;
  winsToAdvance: string;
  lossesToDrop: string;
  bestOf: string;
  roundBestOf: RoundBestOf[];
  stageName: string;
}

const INITIAL_TEMPLATE: FormatTemplateKey = 'single_elimination';
const INITIAL_TEAMS = 8;

const BEST_OF_OPTIONS = Array.from({ length: Math.ceil(MAX_FORMAT_BEST_OF / 2) }, (_, i) => ({
  value: String(2 * i + 1),
  label: `Best of ${2 * i + 1}`,
}));

const STAGE_NAME_OPTIONS = STAGE_NAME_CATALOGUE.map(({ name }) => ({ value: name, label: name }));

function initialChoice(existingSlugs: readonly string[]): FormatChoice {
  return {
    template: INITIAL_TEMPLATE,
    participants: String(INITIAL_TEAMS),
    thirdPlaceMatch: false,
    grandFinalReset: false,
    groups: String(FORMAT_DEFAULTS.groups),
    roundRobinRounds: String(FORMAT_DEFAULTS.roundRobinRounds),
    winsToAdvance: String(FORMAT_DEFAULTS.winsToAdvance),
    lossesToDrop: String(FORMAT_DEFAULTS.lossesToDrop),
    bestOf: String(FORMAT_DEFAULTS.bestOf),
    roundBestOf: [],
    stageName: templateStageName(INITIAL_TEMPLATE, existingSlugs),
  };
}

/** The shared builder's options for a choice: only those that apply to its template. */
function optionsOf(choice: FormatChoice): FormatOptions {
  const applies = new Set(formatTemplate(choice.template).options);
  return {
    template: choice.template,
    participants: Number(choice.participants),
    ...(applies.has('thirdPlaceMatch') ? { thirdPlaceMatch: choice.thirdPlaceMatch } : {}),
    ...(applies.has('grandFinalReset') ? { grandFinalReset: choice.grandFinalReset } : {}),
    ...(applies.has('groups') ? { groups: Number(choice.groups) } : {}),
    ...(applies.has('roundRobinRounds')
      ? { roundRobinRounds: Number(choice.roundRobinRounds) }
      : {}),
    ...(applies.has('winsToAdvance') ? { winsToAdvance: Number(choice.winsToAdvance) } : {}),
    ...(applies.has('lossesToDrop') ? { lossesToDrop: Number(choice.lossesToDrop) } : {}),
    bestOf: Number(choice.bestOf),
  };
}

interface ChoiceCheck {
  options: FormatOptions;
  errors: FormatOptionError[];
  /** The rounds of the stage the options build, for their best-of overrides. */
  rounds: string[];
}

const PREVIEW_IDS = { structuralId: 'preview', name: 'Preview' };

// The form checks the choice and the dialog previews it on every change: a 512-team double
// elimination takes tens of milliseconds to build, so the last check is kept.
let lastCheck: { key: string; check: ChoiceCheck } | null = null;

/**
 * The options, their problems and the stage's rounds. A round's best-of counts only while the
 * format has that round: changing the teams or the template drops the others without a message.
 */
function checkChoice(choice: FormatChoice): ChoiceCheck {
  const key = JSON.stringify(choice);
  if (lastCheck?.key === key) return lastCheck.check;
  const base = optionsOf(choice);
  const baseErrors = formatOptionErrors(base);
  let check: ChoiceCheck = { options: base, errors: baseErrors, rounds: [] };
  if (baseErrors.length === 0) {
    const rounds = formatRounds(buildFormatStage(base, PREVIEW_IDS));
    const options = {
      ...base,
      roundBestOf: choice.roundBestOf.filter((r) => rounds.includes(r.round)),
    };
    check = { options, errors: formatOptionErrors(options), rounds };
  }
  lastCheck = { key, check };
  return check;
}

function validate(choice: FormatChoice): FieldMessages {
  const messages: FieldMessages = {};
  for (const { field, message } of checkChoice(choice).errors) messages[field] ??= message;
  return messages;
}

/**
 * "Start from a format" (issue #37): a template, its teams and options, the stage's catalogue
 * name and the matches' best-of, with the stage it builds previewed; Add stage puts that stage
 * into the form like "Add stage" does, to edit and save with the rest of the tournament.
 */
export default function FormatTemplateDialog({
  values,
  onAdd,
  onClose,
}: {
  values: TournamentFormValues;
  onAdd: (stage: StageDraft) => void;
  onClose: () => void;
}) {
  const existingSlugs = values.stages.map((s) => s.slug);
  const [stageId] = useState(() => freshStructuralId(values, 'stage'));
  const [initialValues] = useState(() => initialChoice(existingSlugs));
  const form = useDialogForm<FormatChoice>({
    initialValues,
    noun: 'format',
    validate,
    showErrors: 'always',
    save: (choice) => {
      const stage = buildFormatStage(checkChoice(choice).options, {
        structuralId: stageId,
        name: choice.stageName,
      });
      onAdd(formatStageDraft(stage));
      return Promise.resolve({ ok: true as const, value: null });
    },
    onClose,
  });
  const choice = form.values;
  const template = formatTemplate(choice.template);
  const applies = new Set(template.options);
  const check = checkChoice(choice);
  const stage = useMemo(
    () =>
      check.errors.length === 0
        ? buildFormatStage(check.options, { structuralId: stageId, name: choice.stageName })
        : null,
    [check, stageId, choice.stageName],
  );
  const formatLabel = useId();
  const roundsLabel = useId();

  const chooseTemplate = (key: FormatTemplateKey) => {
    if (choice.stageName === templateStageName(choice.template, existingSlugs)) {
      form.set('stageName', templateStageName(key, existingSlugs));
    }
    form.set('template', key);
  };
  const roundBestOf = (round: string) => choice.roundBestOf.find((r) => r.round === round)?.bestOf;
  const setRoundBestOf = (round: string, count: string) =>
    form.set('roundBestOf', [
      ...choice.roundBestOf.filter((r) => r.round !== round),
      ...(count ? [{ round, bestOf: Number(count) }] : []),
    ]);

  return (
    <FormDialog
      form={form}
      open
      title="Start from a format"
      submitLabel="Add stage"
      size="lg"
      scrollInside
    >
      <Stack gap="2">
        <Heading as="h3" size="sm" id={formatLabel}>
          Format
        </Heading>
        <RadioGroup.Root
          value={choice.template}
          onValueChange={({ value }) => {
            if (value && isFormatTemplateKey(value)) chooseTemplate(value);
          }}
          aria-labelledby={formatLabel}
          size="sm"
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
            {FORMAT_TEMPLATES.map((t) => (
              <RadioGroup.Item
                key={t.key}
                value={t.key}
                alignItems="flex-start"
                borderWidth="1px"
                borderColor={t.key === choice.template ? 'teal.500' : 'border'}
                rounded="md"
                p="3"
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="0.5" />
                <Stack gap="0.5">
                  <RadioGroup.ItemText fontWeight="semibold">{t.name}</RadioGroup.ItemText>
                  <Text fontSize="xs" color="fg.muted">
                    {t.description}
                  </Text>
                </Stack>
              </RadioGroup.Item>
            ))}
          </SimpleGrid>
        </RadioGroup.Root>
      </Stack>

      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4" alignItems="start">
        <TextField
          label="Teams"
          type="number"
          min={MIN_FORMAT_PARTICIPANTS}
          helper={`${MIN_FORMAT_PARTICIPANTS} to ${MAX_FORMAT_PARTICIPANTS}`}
          {...form.textField('participants')}
        />
        {applies.has('groups') && (
          <TextField
            label="Groups"
            type="number"
            min={1}
            helper="Teams split evenly over them"
            {...form.textField('groups')}
          />
        )}
        {applies.has('roundRobinRounds') && (
          <LabeledSelectField
            label="Each pair meets"
            w="full"
            options={[
              { value: '1', label: 'Once' },
              { value: '2', label: 'Twice' },
            ]}
            {...form.textField('roundRobinRounds')}
          />
        )}
        {applies.has('winsToAdvance') && (
          <TextField
            label="Wins to advance"
            type="number"
            min={1}
            {...form.textField('winsToAdvance')}
          />
        )}
        {applies.has('lossesToDrop') && (
          <TextField
            label="Losses to drop"
            type="number"
            min={1}
            {...form.textField('lossesToDrop')}
          />
        )}
        {applies.has('thirdPlaceMatch') && (
          <CheckboxField
            alignSelf="center"
            label="Third-place match"
            hint="The semifinal losers play for 3rd"
            checked={choice.thirdPlaceMatch}
            onChange={(checked) => form.set('thirdPlaceMatch', checked)}
          />
        )}
        {applies.has('grandFinalReset') && (
          <CheckboxField
            alignSelf="center"
            label="Grand Final reset"
            hint="A second final if the lower finalist wins"
            checked={choice.grandFinalReset}
            onChange={(checked) => form.set('grandFinalReset', checked)}
          />
        )}
        <LabeledSelectField
          label="Stage name"
          w="full"
          options={STAGE_NAME_OPTIONS}
          {...form.textField('stageName')}
        />
      </SimpleGrid>

      <Stack gap="3">
        <LabeledSelectField
          label="Best of"
          w={{ base: 'full', sm: '12rem' }}
          options={BEST_OF_OPTIONS}
          {...form.textField('bestOf')}
        />
        {check.rounds.length > 0 && (
          <chakra.fieldset aria-labelledby={roundsLabel}>
            <Text id={roundsLabel} fontSize="sm" fontWeight="medium" mb="2">
              Best of per round
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="3">
              {check.rounds.map((round) => (
                <LabeledSelectField
                  key={round}
                  label={round}
                  w="full"
                  size="sm"
                  value={roundBestOf(round) ?? ''}
                  options={[
                    { value: '', label: `As every match (Bo${choice.bestOf})` },
                    ...BEST_OF_OPTIONS,
                  ]}
                  onChange={(count) => setRoundBestOf(round, count)}
                />
              ))}
            </SimpleGrid>
          </chakra.fieldset>
        )}
      </Stack>

      {stage ? (
        <FormatPreview template={template} stage={stage} />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          The preview shows once the fields above are valid.
        </Text>
      )}
    </FormDialog>
  );
}
