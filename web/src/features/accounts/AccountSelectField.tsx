import { chakra, NativeSelect, Stack, type StackProps } from '@chakra-ui/react';
import { SPORTS } from '@esports-admin/schema/rules/sports';
import type { ReactNode } from 'react';

export const FieldLabel = chakra('label', { base: { fontSize: 'sm', fontWeight: 'medium' } });

/** A small labelled select of the account pages (the list's filters, bulk entry's settings). */
export function AccountSelectField({
  id,
  label,
  value,
  onChange,
  disabled,
  children,
  ...stack
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The options. */
  children: ReactNode;
} & Omit<StackProps, 'onChange'>) {
  return (
    <Stack gap="1" {...stack}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <NativeSelect.Root size="sm" disabled={disabled}>
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}

/** Every sport as an option, by its label. */
export const sportOptions = () =>
  SPORTS.map((s) => (
    <option key={s.code} value={s.code}>
      {s.label}
    </option>
  ));

/** The account groups as options, by name. */
export const groupOptions = (groups: readonly { id: string; name: string }[] | null | undefined) =>
  groups?.map((group) => (
    <option key={group.id} value={group.id}>
      {group.name}
    </option>
  ));
