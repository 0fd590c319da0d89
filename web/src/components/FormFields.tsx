import {
  Alert,
  Box,
  chakra,
  type BoxProps,
  Field,
  type FieldRootProps,
  Flex,
  Heading,
  Input,
  List,
  NativeSelect,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { TRICODE_MAX_LENGTH } from '@esports-admin/schema/rules/constants';
import { useId, type ReactNode } from 'react';

/** A panel of a form without a heading: a bordered, padded card. */
export function FormPanel(props: BoxProps) {
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      rounded="xl"
      boxShadow="xs"
      p={{ base: '5', md: '6' }}
      {...props}
    />
  );
}

/** A titled panel of a form: heading, one-line description, an optional action on the right. */
export function FormSection({
  title,
  description,
  action,
  children,
}: {
  title: string;
  description: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <FormPanel as="section" aria-labelledby={headingId}>
      <Flex justify="space-between" align="flex-start" gap="4" mb="5">
        <Stack gap="0.5">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {description}
          </Text>
        </Stack>
        {action}
      </Flex>
      <Stack gap="4">{children}</Stack>
    </FormPanel>
  );
}

export interface TextFieldProps {
  label: string;
  /** Read by assistive technology only, to tell repeated rows apart ('Slug of split 2'). */
  hiddenSuffix?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helper?: string;
  type?: 'text' | 'date' | 'number' | 'url' | 'password';
  /** The least a number field takes. */
  min?: number;
  maxLength?: number;
  list?: string;
  placeholder?: string;
  fontFamily?: string;
  maxW?: string;
  /**
   * A field in a row with its button that never shows a message (a lookup's id): no line is kept
   * below it, so the row's controls line up at the bottom.
   */
  inline?: boolean;
}

/**
 * The rule message, or the helper text while valid, on a line kept even when empty: a message
 * appearing does not push the fields below it down.
 */
function FieldMessage({ error, helper }: { error: string | undefined; helper?: string }) {
  return (
    <Box minH="5">
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        helper && <Field.HelperText>{helper}</Field.HelperText>
      )}
    </Box>
  );
}

/** A labelled input with its rule message, or its helper text while valid. */
export function TextField({
  label,
  hiddenSuffix,
  value,
  onChange,
  error,
  helper,
  type = 'text',
  min,
  maxLength,
  list,
  placeholder,
  fontFamily,
  maxW,
  inline = false,
}: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} maxW={maxW}>
      <Field.Label>
        {label}
        {hiddenSuffix && <VisuallyHidden>{hiddenSuffix}</VisuallyHidden>}
      </Field.Label>
      <Input
        type={type}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        list={list}
        maxLength={maxLength}
        placeholder={placeholder}
        fontFamily={fontFamily}
        bg="bg.panel"
        autoComplete="off"
        spellCheck={type === 'text' || type === 'url' ? false : undefined}
        {...(type === 'number' ? { inputMode: 'numeric' as const, step: 1, min } : {})}
      />
      {!inline && <FieldMessage error={error} helper={helper} />}
    </Field.Root>
  );
}

/**
 * A code typed into a row of fields (a stream's channel ID, an offset): monospace, never
 * completed or spell-checked. `labelSrOnly` leaves the label to assistive technology, as rows
 * after the first have it; `ariaLabel` then tells the rows apart.
 */
export function CodeInputField({
  label,
  labelSrOnly,
  ariaLabel,
  value,
  onChange,
  error,
  placeholder,
  size,
  spellCheck,
  ...rootProps
}: {
  label: string;
  labelSrOnly?: boolean;
  ariaLabel?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  placeholder?: string;
  size?: 'sm';
  spellCheck?: false;
} & Pick<FieldRootProps, 'w' | 'flex' | 'minW'>) {
  return (
    <Field.Root invalid={Boolean(error)} {...rootProps}>
      <Field.Label srOnly={labelSrOnly}>{label}</Field.Label>
      <Input
        aria-label={ariaLabel}
        {...(size ? { size } : {})}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
        fontFamily="mono"
        bg="bg.panel"
        autoComplete="off"
        spellCheck={spellCheck}
      />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** A slug, in mono as every identifier is. */
export function SlugField(props: Omit<TextFieldProps, 'label' | 'fontFamily'>) {
  return <TextField label="Slug" fontFamily="mono" {...props} />;
}

/**
 * A tricode, upper-cased as it is typed; `example` is one the helper shows ('T1'). It takes one
 * character past the limit, so that the rule's message says what is wrong instead of the input
 * silently ignoring the key.
 */
export function TricodeField({
  example,
  onChange,
  ...props
}: Omit<TextFieldProps, 'label' | 'helper' | 'fontFamily' | 'maxLength'> & { example: string }) {
  return (
    <TextField
      label="Tricode"
      onChange={(value) => onChange(value.toUpperCase())}
      helper={`Up to ${TRICODE_MAX_LENGTH} letters or digits, for example ${example}.`}
      fontFamily="mono"
      maxLength={TRICODE_MAX_LENGTH + 1}
      {...props}
    />
  );
}

/** A labelled native select (its options as children) with its rule message or helper text. */
export function SelectField({
  label,
  error,
  helper,
  disabled,
  children,
}: {
  label: string;
  error?: string | undefined;
  helper?: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root disabled={disabled}>
        {children}
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <FieldMessage error={error} helper={helper} />
    </Field.Root>
  );
}

/** An entity's status of two ('active' or 'archived'), the first the default. */
export function StatusSelectField<Status extends string>({
  value,
  statuses,
  onChange,
  error,
}: {
  value: Status;
  statuses: readonly [Status, Status];
  onChange: (status: Status) => void;
  error?: string | undefined;
}) {
  return (
    <SelectField label="Status" error={error}>
      <NativeSelect.Field
        value={value}
        onChange={(event) => {
          const picked = event.currentTarget.value;
          onChange(statuses.find((status) => status === picked) ?? statuses[0]);
        }}
      >
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status.charAt(0).toUpperCase() + status.slice(1)}
          </option>
        ))}
      </NativeSelect.Field>
    </SelectField>
  );
}

/** Gateway field messages the form has no field for (a path it does not show), listed together. */
export function UnplacedFieldErrors({ errors }: { errors: [string, string | undefined][] }) {
  if (errors.length === 0) return null;
  return (
    <Alert.Root status="error" variant="subtle">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The gateway refused some fields</Alert.Title>
        <Alert.Description>
          <List.Root ps="4">
            {errors.map(([field, message]) => (
              <List.Item key={field}>
                {field}: {message}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A checkbox with its label and a one-line hint under it; `alignSelf` places it in a row. */
export function CheckboxField({
  label,
  hint,
  checked,
  onChange,
  alignSelf,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  alignSelf?: BoxProps['alignSelf'];
}) {
  return (
    <chakra.label display="flex" alignItems="center" gap="3" cursor="pointer" alignSelf={alignSelf}>
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.currentTarget.checked)}
        w="4"
        h="4"
        accentColor="teal.600"
      />
      <Stack gap="0">
        <Text fontWeight="medium" fontSize="sm">
          {label}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      </Stack>
    </chakra.label>
  );
}
