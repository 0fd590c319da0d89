import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A bordered card of the builder that is one fieldset, so a read-only user gets every control in
 * it disabled at once; `label` names it for assistive technology.
 */
export function PanelFieldset({
  readOnly,
  label,
  p,
  children,
}: {
  readOnly: boolean;
  label: string;
  p: '3' | '4';
  children: ReactNode;
}) {
  return (
    <chakra.fieldset
      disabled={readOnly}
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      p={p}
      minW="0"
      aria-label={label}
    >
      {children}
    </chakra.fieldset>
  );
}
