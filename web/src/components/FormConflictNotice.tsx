import type { FieldValues } from 'react-hook-form';
import { ConflictNotice } from './ConflictNotice';
import type { EntityForm } from './useEntityForm';

/**
 * The ConflictNotice of a form of the kit (`useEntityForm`, `useDialogForm`, `useEntityFormPage`)
 * while its last save met a stale version; nothing otherwise.
 */
export function FormConflictNotice<Values extends FieldValues>({
  form,
  fieldLabel,
}: {
  form: Pick<EntityForm<Values>, 'conflict' | 'noun' | 'reload' | 'reapply'>;
  /** The form's name for a top-level field; the notice names other paths in words. */
  fieldLabel?: (field: keyof Values & string) => string | undefined;
}) {
  if (!form.conflict) return null;
  return (
    <ConflictNotice
      conflict={form.conflict}
      noun={form.noun}
      fieldLabel={fieldLabel}
      onReload={form.reload}
      onReapply={form.reapply}
    />
  );
}
