import { Button, Stack } from '@chakra-ui/react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { ConfirmDialog } from './ConfirmDialog';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';
import { FormConflictNotice } from './FormConflictNotice';
import type { DialogForm } from './useDialogForm';

/**
 * A modal dialog holding a form of `useDialogForm`: its fields, then Cancel and the submit button.
 * Closing it with typed input (Cancel, Escape, the backdrop) asks first, as leaving the page does;
 * a stale save shows the ConflictNotice above the fields.
 */
export function FormDialog<Values extends FieldValues>({
  form,
  open,
  title,
  submitLabel = 'Save',
  blocked = false,
  size,
  scrollInside,
  fieldLabel,
  children,
}: {
  form: DialogForm<Values>;
  open: boolean;
  /** The dialog's title, also the form's accessible name. */
  title: string;
  submitLabel?: string;
  /** Keeps the form from saving beyond the shared rules (nothing to change yet). */
  blocked?: boolean;
  fieldLabel?: (field: keyof Values & string) => string;
  children: ReactNode;
} & Pick<DialogFrameProps, 'size' | 'scrollInside'>) {
  const formId = useId();
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  const cancel = () => (form.dirty ? setAskingToDiscard(true) : form.close());
  // React bubbles a submit out of the portal to a <form> around the opener: keep it here.
  const submitOnly = (event: FormEvent) => {
    event.stopPropagation();
    form.submit(event);
  };
  return (
    <>
      <DialogFrame
        open={open}
        title={title}
        onCancel={cancel}
        busy={form.saving}
        size={size}
        scrollInside={scrollInside}
        actions={
          <Button
            type="submit"
            form={formId}
            colorPalette="teal"
            disabled={form.invalid || blocked}
            loading={form.saving}
          >
            {submitLabel}
          </Button>
        }
      >
        <form id={formId} onSubmit={submitOnly} noValidate aria-label={title}>
          <Stack gap="4">
            <FormConflictNotice form={form} fieldLabel={fieldLabel} />
            {children}
          </Stack>
        </form>
      </DialogFrame>
      <ConfirmDialog
        open={askingToDiscard}
        variant="warn"
        title="Discard unsaved changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        onConfirm={() => {
          setAskingToDiscard(false);
          form.close();
        }}
        onCancel={() => setAskingToDiscard(false)}
      >
        {`This ${form.noun} has changes that are not saved. Close it and lose them?`}
      </ConfirmDialog>
      {form.leaveDialog}
    </>
  );
}
