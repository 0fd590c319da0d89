import { NativeSelect, type NativeSelectRootProps } from '@chakra-ui/react';

export interface CompactSelectOption {
  value: string | number;
  label: string;
}

/**
 * A small native select named for assistive technology only, as editors' toolbars and rows use
 * it: `options` in order, `onChange` with the chosen value as the option gives it (a string).
 */
export function CompactSelectField({
  label,
  value,
  options,
  onChange,
  size = 'sm',
  ...rootProps
}: {
  label: string;
  value: string | number;
  options: readonly CompactSelectOption[];
  onChange: (value: string) => void;
} & Pick<NativeSelectRootProps, 'size' | 'w' | 'disabled'>) {
  return (
    <NativeSelect.Root size={size} {...rootProps}>
      <NativeSelect.Field
        aria-label={label}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
