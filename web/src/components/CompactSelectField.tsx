import {
  Field,
  NativeSelect,
  type FieldRootProps,
  type NativeSelectRootProps,
} from '@chakra-ui/react';

export interface CompactSelectOption {
  value: string | number;
  label: string;
}

interface SelectControlProps {
  value: string | number;
  options: readonly CompactSelectOption[];
  onChange: (value: string) => void;
  /** Called as the select is about to open (focus or press), for options loaded on demand. */
  onOpen?: () => void;
}

/** The native select itself; `ariaLabel` names it when no visible label does. */
function SelectControl({
  ariaLabel,
  value,
  options,
  onChange,
  onOpen,
  ...rootProps
}: SelectControlProps & { ariaLabel?: string | undefined } & Pick<
    NativeSelectRootProps,
    'size' | 'w' | 'disabled'
  >) {
  return (
    <NativeSelect.Root {...rootProps}>
      <NativeSelect.Field
        aria-label={ariaLabel}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onFocus={onOpen}
        onPointerDown={onOpen}
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

/**
 * A small native select named for assistive technology only, as editors' toolbars and rows use
 * it: `options` in order, `onChange` with the chosen value as the option gives it (a string).
 */
export function CompactSelectField({
  label,
  size = 'sm',
  ...props
}: SelectControlProps & { label: string } & Pick<
    NativeSelectRootProps,
    'size' | 'w' | 'disabled'
  >) {
  return <SelectControl ariaLabel={label} size={size} {...props} />;
}

/**
 * A select of a row of fields with its visible label (`labelSrOnly`: read by assistive
 * technology only, as rows after the first have it) and its rule message. `invalid` marks the
 * field without a message, for a part whose message the form does not show.
 */
export function LabeledSelectField({
  label,
  labelSrOnly,
  ariaLabel,
  error,
  invalid = Boolean(error),
  size,
  w,
  ...props
}: SelectControlProps & {
  label: string;
  labelSrOnly?: boolean;
  ariaLabel?: string;
  error?: string | undefined;
  invalid?: boolean;
  size?: NativeSelectRootProps['size'];
  w: FieldRootProps['w'];
}) {
  return (
    <Field.Root invalid={invalid} w={w}>
      <Field.Label srOnly={labelSrOnly}>{label}</Field.Label>
      <SelectControl ariaLabel={ariaLabel} {...(size ? { size } : {})} {...props} />
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
