import { Stack } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { AccessDeniedPage } from '../shell/AccessDeniedPage';
import { useViewer } from '../shell/viewer';

export interface CreateOrEditPageParts {
  /** The resource families whose write access opens the form; any one of them does. */
  families: readonly string[];
  Create: ComponentType;
  Edit: ComponentType<{ id: string; readOnly: boolean }>;
  /** Shown above either page, e.g. a section's navigation. */
  above?: ReactNode;
}

/**
 * The route component of `/…/create` and `/…/:id/edit`: a user who may write gets the form, a
 * reader sees a record's form disabled and cannot open the create page at all.
 */
export function createOrEditPage({ families, Create, Edit, above }: CreateOrEditPageParts) {
  return function CreateOrEditPage() {
    const { id } = useParams();
    const { mayWrite } = useViewer();
    const writable = families.some((family) => mayWrite(family));
    const page = id ? (
      <Edit key={id} id={id} readOnly={!writable} />
    ) : writable ? (
      <Create />
    ) : (
      <AccessDeniedPage />
    );
    if (!above) return page;
    return (
      <Stack gap="4">
        {above}
        {page}
      </Stack>
    );
  };
}
