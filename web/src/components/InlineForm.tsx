import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormConflictNotice } from './FormConflictNotice';
import type { EntityForm } from './useEntityForm';

/**
 * A form of `useEntityForm` inside a page (a create box above a list, a panel, a row): submits
 * through the form (Enter included), shows the ConflictNotice of a stale save above its fields and
 * holds the leave dialog. Its own buttons are children: `InlineFormActions` or a submit button.
 */
export function InlineForm<Values extends FieldValues>({
  form,
  label,
  fieldLabel,
  children,
  ...boxProps
}: {
  form: EntityForm<Values>;
  /** The form's accessible name: 'New rarity'. */
  label: string;
  fieldLabel?: (field: keyof Values & string) => string;
  children: ReactNode;
} & Omit<HTMLChakraProps<'form'>, 'onSubmit' | 'children'>) {
  return (
    <chakra.form
      onSubmit={(event) => {
        // Inside a dialog, React would bubble the submit out of the portal to an enclosing <form>.
        event.stopPropagation();
        form.submit(event);
      }}
      noValidate
      aria-label={label}
      {...boxProps}
    >
      <FormConflictNotice form={form} fieldLabel={fieldLabel} />
      {children}
      {form.leaveDialog}
    </chakra.form>
  );
}
