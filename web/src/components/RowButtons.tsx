import { Button, IconButton, type ButtonProps, type IconButtonProps } from '@chakra-ui/react';
import { PlusIcon, TrashIcon } from './icons';

/** 'Add split', 'Add stream': appends a row to a list in a form. */
export function AddRowButton({ children, ...props }: ButtonProps) {
  return (
    <Button size="sm" variant="outline" {...props}>
      <PlusIcon />
      {children}
    </Button>
  );
}

/** The bin beside a row of a list in a form; `label` says which row ('Remove split 2'). */
export function RemoveRowButton({ label, ...props }: { label: string } & IconButtonProps) {
  return (
    <IconButton aria-label={label} variant="ghost" colorPalette="red" {...props}>
      <TrashIcon />
    </IconButton>
  );
}

/** The rows without the one keyed `key`. */
export const withoutRow = <Row extends { key: string }>(rows: readonly Row[], key: string) =>
  rows.filter((row) => row.key !== key);
