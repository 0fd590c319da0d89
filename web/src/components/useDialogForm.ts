import type { FieldValues } from 'react-hook-form';
import { useEntityForm, type EntityFormOptions } from './useEntityForm';

export interface DialogFormOptions<Values extends FieldValues> extends EntityFormOptions<Values> {
  /** Closes the dialog: the parent's open state. */
  onClose: () => void;
}

/**
 * `useEntityForm` for a form in a `FormDialog`: `close` drops what was typed (each opening starts
 * from `initialValues`) and closes; a successful save runs `onSaved` and closes.
 */
export function useDialogForm<Values extends FieldValues>({
  onClose,
  onSaved,
  ...options
}: DialogFormOptions<Values>) {
  const close = () => {
    entity.reset(options.initialValues);
    onClose();
  };
  const entity = useEntityForm<Values>({
    ...options,
    onSaved: (values) => {
      onSaved?.(values);
      close();
    },
  });
  return { ...entity, close };
}

export type DialogForm<Values extends FieldValues> = ReturnType<typeof useDialogForm<Values>>;
