import { useNavigate } from 'react-router-dom';
import type { FieldValues } from 'react-hook-form';
import type { SubmitResult } from '../apollo/mutationOutcome';
import { useEntityForm, type EntityFormOptions, type LatestRecord } from './useEntityForm';

/** What a create/edit page hands its form: the loaded values and how to send them. */
export interface EntityFormProps<Values, Input> {
  initialValues: Values;
  /** The version the page loaded, sent back as `expectedVersion` (edit only). */
  version?: string;
  /** Sends the entity to the gateway; the page turns the answer into toasts. */
  onSubmit: (input: Input, expectedVersion: string | undefined) => Promise<SubmitResult>;
  /** Reads the entity again when a save finds it changed meanwhile (edit only). */
  loadLatest?: () => Promise<LatestRecord<Values> | null>;
  readOnly?: boolean;
}

/**
 * `useEntityForm` for a form that saves through its page's `onSubmit` and goes back to its list
 * after a save or on Cancel: the form turns its values into the mutation input with `toInput`.
 */
export function useEntityFormPage<Values extends FieldValues, Input>(
  {
    initialValues,
    version,
    onSubmit,
    loadLatest,
    readOnly = false,
  }: EntityFormProps<Values, Input>,
  {
    toInput,
    listPath,
    ...options
  }: Pick<EntityFormOptions<Values>, 'noun' | 'validate' | 'errorKeyOf' | 'showErrors'> & {
    toInput: (values: Values) => Input;
    listPath: string;
  },
) {
  const navigate = useNavigate();
  const backToList = () => void navigate(listPath);
  const entity = useEntityForm({
    ...options,
    initialValues,
    version,
    save: (values, expectedVersion) => onSubmit(toInput(values), expectedVersion),
    onSaved: backToList,
    loadLatest,
    readOnly,
  });
  return { ...entity, backToList };
}

export type EntityFormPage<Values extends FieldValues> = ReturnType<
  typeof useEntityFormPage<Values, unknown>
>;
