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
import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { Sport } from '../../__generated__/graphql';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormSection, TextField } from '../../components/FormFields';
import { toast } from '../../components/toast';
import { UploadProgress } from '../../components/UploadProgress';
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

/** The gateway's field names, as this form places them. */
const FIELD_OF: Record<string, string> = {
  sponsor: 'sponsor',
  key: 'file',
  quantity: 'quantity',
  dropInventoryId: 'target',
  'newInventoryItem.internalTitle': 'newTitle',
};

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
  const [source, setSource] = useState<'upload' | 'generate'>('upload');
  const [sponsor, setSponsor] = useState(initial.sponsor);
  const [target, setTarget] = useState(initial.dropInventoryId);
  const [newTitle, setNewTitle] = useState('');
  const [fileCheck, setFileCheck] = useState<FileCheck | null>(null);
  // A new key empties the file input once its codes were added.
  const [fileInputKey, setFileInputKey] = useState(0);
  const [quantity, setQuantity] = useState('100');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState<{ request: IngestRequest; summary: string } | null>(null);
  const [failure, setFailure] = useState<IngestFailure | null>(null);
  const { phase, run } = usePromoCodeIngest();
  const busy = phase.step !== 'idle';

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // What was said about the previous file (its lines, the gateway's answer) is not about this one.
    setErrors(({ file: _previous, ...others }) => others);
    setFailure(null);
    if (!file) return setFileCheck(null);
    const { codes, errors: problems } = parsePromoCodes(await file.text());
    setFileCheck(problems.length > 0 ? { file, errors: problems } : { file, count: codes.length });
  }

  function itemTitle(id: string) {
    if (id === NEW_ITEM) return `a new inventory item “${newTitle.trim()}”`;
    return items.find((item) => item.id === id)?.internalTitle ?? id;
  }

  /** The request the form describes, or the shared rules' messages per field. */
  function check():
    { request: IngestRequest; summary: string } | { problems: Record<string, string> } {
    const problems: Record<string, string> = {};
    if (!sponsor.trim()) problems.sponsor = PROMO_CODE_MESSAGES.sponsorRequired;
    if (!target) problems.target = PROMO_CODE_MESSAGES.inventoryItemRequired;
    if (target === NEW_ITEM && !newTitle.trim()) {
      problems.newTitle = PROMO_CODE_MESSAGES.internalTitleRequired;
    }
    const to: IngestTarget =
      target === NEW_ITEM
        ? { newInventoryItem: { internalTitle: newTitle.trim(), sport } }
        : { dropInventoryId: target };
    const pool = { sponsor: sponsor.trim(), target: to };
    const into = `the ${pool.sponsor} pool for ${itemTitle(target)}`;
    if (source === 'upload') {
      if (!fileCheck) problems.file = PROMO_CODE_MESSAGES.fileRequired;
      else if ('errors' in fileCheck) problems.file = fileCheck.errors.slice(0, 3).join(' ');
      if (Object.keys(problems).length > 0 || !fileCheck || !('count' in fileCheck)) {
        return { problems };
      }
      return {
        request: { ...pool, source, file: fileCheck.file },
        summary: `The ${countOf(fileCheck.count, 'code')} of ${fileCheck.file.name} join ${into}.`,
      };
    }
    const count = Number(quantity);
    const quantityProblem = validatePromoCodeQuantity(quantity.trim() ? count : 0);
    if (quantityProblem) problems.quantity = quantityProblem;
    if (Object.keys(problems).length > 0) return { problems };
    return {
      request: { ...pool, source, quantity: count },
      summary: `${count} generated codes of ${DEFAULT_PROMO_CODE_LENGTH} characters join ${into}.`,
    };
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = check();
    if ('problems' in checked) return setErrors(checked.problems);
    setErrors({});
    setPending(checked);
  }

  async function confirm() {
    if (!pending) return;
    const { request } = pending;
    setPending(null);
    const outcome = await run(request);
    if ('ingested' in outcome) {
      toast.success(outcome.message);
      setFileCheck(null);
      setFileInputKey((key) => key + 1);
      // More codes go to the same pool, not into yet another new item.
      setTarget(outcome.dropInventoryId);
      setNewTitle('');
      onAdded({ sponsor: request.sponsor, dropInventoryId: outcome.dropInventoryId });
      return;
    }
    setErrors(
      Object.fromEntries(outcome.inputErrors.map((e) => [FIELD_OF[e.field] ?? e.field, e.message])),
    );
    setFailure(outcome);
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
      <chakra.form onSubmit={submit} noValidate>
        <Stack gap="4">
          <RadioGroup.Root
            value={source}
            onValueChange={(details) => setSource(details.value as 'upload' | 'generate')}
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
              value={sponsor}
              onChange={setSponsor}
              error={errors.sponsor}
              placeholder="redbull"
              maxW="240px"
            />
            <Field.Root invalid={Boolean(errors.target)} maxW="360px">
              <Field.Label>Inventory item</Field.Label>
              <NativeSelect.Root disabled={busy}>
                <NativeSelect.Field value={target} onChange={(e) => setTarget(e.target.value)}>
                  <option value="">Select an inventory item</option>
                  <PromoItemOptions items={items} />
                  <option value={NEW_ITEM}>New inventory item…</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {errors.target && <Field.ErrorText>{errors.target}</Field.ErrorText>}
            </Field.Root>
            {target === NEW_ITEM && (
              <TextField
                label="Internal title of the new item"
                value={newTitle}
                onChange={setNewTitle}
                error={errors.newTitle}
                helper="Created as a promo code item; deleted again if the codes cannot be added."
                maxW="320px"
              />
            )}
          </Flex>
          {source === 'upload' ? (
            <Field.Root invalid={Boolean(errors.file)}>
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
              {errors.file ? (
                <Field.ErrorText>{errors.file}</Field.ErrorText>
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
              quantity={quantity}
              onQuantityChange={setQuantity}
              error={errors.quantity}
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
        open={pending !== null}
        title="Add promo codes?"
        variant="warn"
        confirmLabel="Add codes"
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
      >
        {pending?.summary} Codes cannot be removed from a pool once added.
      </ConfirmDialog>
    </FormSection>
  );
}
