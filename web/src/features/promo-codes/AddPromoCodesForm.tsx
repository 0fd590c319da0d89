import {
  Button,
  chakra,
  Field,
  Flex,
  HStack,
  Input,
  NativeSelect,
  RadioGroup,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { countOf } from '@esports-admin/schema/rules/formatting';
import {
  DEFAULT_PROMO_CODE_LENGTH,
  parsePromoCodes,
  PROMO_CODE_MESSAGES,
  validatePromoCodeQuantity,
} from '@esports-admin/schema/rules/promo-codes';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Sport } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormSection, TextField } from '../../components/FormFields';
import { toast } from '../../components/toast';
import { UploadProgress } from '../../components/UploadProgress';
import { useEntityForm } from '../../components/useEntityForm';
import { GeneratedCodesFields, IngestFailureAlert } from './AddPromoCodesParts';
import { PromoItemOptions, type PromoItemChoice } from './PromoItemOptions';
import {
  usePromoCodeIngest,
  type IngestFailure,
  type IngestRequest,
  type IngestTarget,
} from './usePromoCodeIngest';

/** The target choice that creates an inventory item for the codes (spec 3 §7: deleted on failure). */
export const NEW_ITEM = '__new__';

type FileCheck = { file: File; count: number } | { file: File; errors: string[] };

interface AddCodesValues {
  source: 'upload' | 'generate';
  sponsor: string;
  /** An inventory item's id, or NEW_ITEM. */
  target: string;
  newTitle: string;
  fileCheck: FileCheck | null;
  quantity: string;
}

/** The gateway's field names, as this form places them. */
const FIELD_OF: Record<string, string> = {
  sponsor: 'sponsor',
  key: 'fileCheck',
  quantity: 'quantity',
  dropInventoryId: 'target',
  'newInventoryItem.internalTitle': 'newTitle',
};

/** The shared rules' messages per field of the form. */
function validateAddCodes(values: AddCodesValues) {
  const { source, sponsor, target, newTitle, fileCheck, quantity } = values;
  const problems: Record<string, string> = {};
  if (!sponsor.trim()) problems.sponsor = PROMO_CODE_MESSAGES.sponsorRequired;
  if (!target) problems.target = PROMO_CODE_MESSAGES.inventoryItemRequired;
  if (target === NEW_ITEM && !newTitle.trim()) {
    problems.newTitle = PROMO_CODE_MESSAGES.internalTitleRequired;
  }
  if (source === 'upload') {
    if (!fileCheck) problems.fileCheck = PROMO_CODE_MESSAGES.fileRequired;
    else if ('errors' in fileCheck) problems.fileCheck = fileCheck.errors.slice(0, 3).join(' ');
  } else {
    const quantityProblem = validatePromoCodeQuantity(quantity.trim() ? Number(quantity) : 0);
    if (quantityProblem) problems.quantity = quantityProblem;
  }
  return problems;
}

interface AddPromoCodesFormProps {
  sport: Sport;
  items: readonly PromoItemChoice[];
  initial: { sponsor: string; dropInventoryId: string };
  onAdded: (pool: { sponsor: string; dropInventoryId: string }) => void;
  onClose: () => void;
}

/** Upload a codes file or generate codes into a sponsor's pool, after a confirmation. */
export function AddPromoCodesForm({
  sport,
  items,
  initial,
  onAdded,
  onClose,
}: AddPromoCodesFormProps) {
  // A new key empties the file input once its codes were added.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<IngestFailure | null>(null);
  const addedTo = useRef<string | null>(null);
  const { phase, run } = usePromoCodeIngest();
  const busy = phase.step !== 'idle';

  const form = useEntityForm<AddCodesValues>({
    initialValues: {
      source: 'upload',
      sponsor: initial.sponsor,
      target: initial.dropInventoryId,
      newTitle: '',
      fileCheck: null,
      quantity: '100',
    },
    noun: 'set of codes',
    validate: validateAddCodes,
    errorKeyOf: (field) => FIELD_OF[field] ?? field,
    save: async (values) => {
      const request = requestOf(values);
      if (!request) return { ok: false, fieldErrors: {} };
      const outcome = await run(request);
      if (!('ingested' in outcome)) {
        setFailure(outcome);
        const fieldErrors = Object.fromEntries(
          outcome.inputErrors.map((e) => [e.field, e.message]),
        );
        return { ok: false, fieldErrors };
      }
      toast.success(outcome.message);
      addedTo.current = outcome.dropInventoryId;
      return { ok: true, value: outcome };
    },
    // More codes go to the same pool, not into yet another new item.
    onSaved: (sent) => {
      const dropInventoryId = addedTo.current ?? sent.target;
      form.reset({ ...sent, fileCheck: null, newTitle: '', target: dropInventoryId });
      setFileInputKey((key) => key + 1);
      onAdded({ sponsor: sent.sponsor.trim(), dropInventoryId });
    },
  });
  const { values, errorFor } = form;
  const { source, target, fileCheck } = values;

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // What was said about the previous file (the gateway's answer) is not about this one.
    setFailure(null);
    if (!file) return form.set('fileCheck', null);
    const { codes, errors: problems } = parsePromoCodes(await file.text());
    form.set(
      'fileCheck',
      problems.length > 0 ? { file, errors: problems } : { file, count: codes.length },
    );
  }

  function itemTitle(id: string, newTitle: string) {
    if (id === NEW_ITEM) return `a new inventory item “${newTitle.trim()}”`;
    return items.find((item) => item.id === id)?.internalTitle ?? id;
  }

  /** The request valid values describe, or null. */
  function requestOf(checked: AddCodesValues): IngestRequest | null {
    const to: IngestTarget =
      checked.target === NEW_ITEM
        ? { newInventoryItem: { internalTitle: checked.newTitle.trim(), sport } }
        : { dropInventoryId: checked.target };
    const pool = { sponsor: checked.sponsor.trim(), target: to };
    if (checked.source === 'generate') {
      return { ...pool, source: 'generate', quantity: Number(checked.quantity) };
    }
    const check = checked.fileCheck;
    return check && 'count' in check ? { ...pool, source: 'upload', file: check.file } : null;
  }

  /** What the confirmation says is about to happen. */
  function summaryOf(checked: AddCodesValues) {
    const into = `the ${checked.sponsor.trim()} pool for ${itemTitle(checked.target, checked.newTitle)}`;
    const check = checked.fileCheck;
    if (checked.source === 'upload' && check && 'count' in check) {
      return `The ${countOf(check.count, 'code')} of ${check.file.name} join ${into}.`;
    }
    return `${Number(checked.quantity)} generated codes of ${DEFAULT_PROMO_CODE_LENGTH} characters join ${into}.`;
  }

  /** Add codes: the rules' messages when something is missing, else the confirmation. */
  function askToAdd(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (form.invalid) form.submit();
    else setConfirming(true);
  }

  return (
    <FormSection
      title="Add codes"
      description="Codes join the sponsor's pool for the inventory item as unclaimed codes."
      action={
        <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>
          Close
        </Button>
      }
    >
      <chakra.form onSubmit={askToAdd} noValidate>
        <Stack gap="4">
          <RadioGroup.Root
            value={source}
            onValueChange={(details) =>
              form.set('source', details.value === 'generate' ? 'generate' : 'upload')
            }
            aria-label="Where the codes come from"
            disabled={busy}
          >
            <HStack gap="6" wrap="wrap">
              {(
                [
                  ['upload', 'Upload a codes file'],
                  ['generate', 'Generate codes'],
                ] as const
              ).map(([value, label]) => (
                <RadioGroup.Item key={value} value={value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          <Flex gap="4" wrap="wrap" align="flex-start">
            <TextField
              label="Sponsor"
              {...form.textField('sponsor')}
              placeholder="redbull"
              maxW="240px"
            />
            <Field.Root invalid={Boolean(errorFor('target'))} maxW="360px">
              <Field.Label>Inventory item</Field.Label>
              <NativeSelect.Root disabled={busy}>
                <NativeSelect.Field
                  value={target}
                  onChange={(e) => form.set('target', e.target.value)}
                >
                  <option value="">Select an inventory item</option>
                  <PromoItemOptions items={items} />
                  <option value={NEW_ITEM}>New inventory item…</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errorFor('target') && <Field.ErrorText>{errorFor('target')}</Field.ErrorText>}
            </Field.Root>
            {target === NEW_ITEM && (
              <TextField
                label="Internal title of the new item"
                {...form.textField('newTitle')}
                helper="Created as a promo code item; deleted again if the codes cannot be added."
                maxW="320px"
              />
            )}
          </Flex>
          {source === 'upload' ? (
            <Field.Root invalid={Boolean(errorFor('fileCheck'))}>
              <Field.Label>Codes file</Field.Label>
              <Input
                key={fileInputKey}
                type="file"
                accept=".txt,.csv,text/plain"
                onChange={(event) => void chooseFile(event)}
                disabled={busy}
                p="1.5"
                maxW="420px"
              />
              {errorFor('fileCheck') ? (
                <Field.ErrorText>{errorFor('fileCheck')}</Field.ErrorText>
              ) : (
                <Field.HelperText>
                  {fileCheck && 'count' in fileCheck
                    ? `${countOf(fileCheck.count, 'code')} in ${fileCheck.file.name}.`
                    : 'A text file, one code a line (6 to 32 letters, digits or dashes).'}
                </Field.HelperText>
              )}
            </Field.Root>
          ) : (
            <GeneratedCodesFields
              quantity={values.quantity}
              onQuantityChange={(quantity) => form.set('quantity', quantity)}
              error={errorFor('quantity')}
            />
          )}
          {phase.step === 'uploading' && (
            <UploadProgress label={`Uploading ${phase.fileName}`} progress={phase.progress} />
          )}
          {phase.step === 'ingesting' && (
            <HStack gap="2" color="fg.muted" fontSize="sm" role="status">
              <Spinner size="sm" />
              <Text>Adding the codes to the pool…</Text>
            </HStack>
          )}
          {failure && <IngestFailureAlert failure={failure} />}
          <Flex justify="flex-end">
            <Button type="submit" colorPalette="teal" loading={busy} loadingText="Adding codes">
              Add codes
            </Button>
          </Flex>
        </Stack>
      </chakra.form>
      <ConfirmDialog
        open={confirming}
        title="Add promo codes?"
        variant="warn"
        confirmLabel="Add codes"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          form.submit();
        }}
      >
        {summaryOf(values)} Codes cannot be removed from a pool once added.
      </ConfirmDialog>
      {form.leaveDialog}
    </FormSection>
  );
}
