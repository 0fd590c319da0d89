import { chakra } from '@chakra-ui/react';
import type { CheckStatus } from '@esports-admin/schema/rules/account';
import { useEffect, useRef } from 'react';

const Box = chakra('input', {
  base: {
    width: '4',
    height: '4',
    accentColor: 'teal.600',
    cursor: 'pointer',
    verticalAlign: 'middle',
  },
});

/**
 * A native checkbox with the spec's three states (checked, partialChecked, unChecked): the
 * partial state is the browser's `indeterminate`, announced as "mixed".
 */
export function TriStateCheckbox({
  status,
  label,
  onChange,
  disabled,
}: {
  status: CheckStatus;
  label: string;
  onChange: () => void;
  disabled?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = status === 'partialChecked';
  }, [status]);
  return (
    <Box
      ref={ref}
      type="checkbox"
      aria-label={label}
      data-check-status={status}
      checked={status === 'checked'}
      disabled={disabled}
      onChange={onChange}
      onClick={(event) => event.stopPropagation()}
    />
  );
}
