import { chakra, Stack } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormConflictNotice } from './FormConflictNotice';
import { FormSaveBar } from './FormSaveBar';
import type { EntityForm } from './useEntityForm';

type SaveBarProps = ComponentProps<typeof FormSaveBar>;

/** The form as the frame needs it: `useEntityFormPage`'s answer, or `useEntityForm`'s plus this. */
type FramedForm<Values extends FieldValues> = EntityForm<Values> & { backToList: () => void };

/**
 * The frame of every create/edit form: the conflict notice, the fields in a fieldset that a
 * read-only user cannot change, the save bar and the leave dialog. `blocked` is what keeps the
 * form from saving beyond the shared rules (an image over 4000 px); `saveBar` replaces the bar's
 * sentence or look where a form says more than what is missing.
 */
export function EntityFormFrame<Values extends FieldValues>({
  form,
  label,
  fieldLabel,
  blocked = false,
  missing,
  notice,
  saveBar,
  children,
}: {
  form: FramedForm<Values>;
  /** The form's accessible name: 'Team', 'Stream group'. */
  label: string;
  fieldLabel?: (field: keyof Values & string) => string;
  blocked?: boolean;
  /** Shown while invalid, before messages show: 'Fill in name and tricode to save.' */
  missing?: string;
  /** Between the conflict notice and the fields. */
  notice?: ReactNode;
  saveBar?: Partial<SaveBarProps>;
  children: ReactNode;
}) {
  const invalid = form.invalid || blocked;
  return (
    <form
      onSubmit={(event) => (blocked ? event.preventDefault() : form.submit(event))}
      noValidate
      aria-label={label}
    >
      <Stack gap="6">
        <FormConflictNotice form={form} fieldLabel={fieldLabel} />
        {notice}
        <chakra.fieldset
          disabled={form.readOnly}
          display="flex"
          flexDirection="column"
          gap="6"
          minW="0"
        >
          {children}
        </chakra.fieldset>
        <FormSaveBar
          noun={form.noun}
          readOnly={form.readOnly}
          showsErrors={form.showsErrors || blocked}
          missing={invalid && missing}
          saveDisabled={invalid || form.saving}
          saving={form.saving}
          onCancel={form.backToList}
          {...saveBar}
        />
      </Stack>
      {form.leaveDialog}
    </form>
  );
}
