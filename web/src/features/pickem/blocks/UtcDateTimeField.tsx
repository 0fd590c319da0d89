import { Box, Field, Input } from '@chakra-ui/react';
import { fromUtcInputValue, toUtcInputValue } from './utcDateTime';

/** A date and time in UTC (pick blocks open and lock to the minute), with its rule message. */
export function UtcDateTimeField({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  /** An ISO instant, '' when unset. */
  value: string;
  onChange: (iso: string) => void;
  error: string | undefined;
  disabled?: boolean;
}) {
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label>{label} (UTC)</Field.Label>
      <Input
        type="datetime-local"
        bg="bg.panel"
        value={toUtcInputValue(value)}
        onChange={(event) => onChange(fromUtcInputValue(event.currentTarget.value))}
      />
      <Box minH="5">{error && <Field.ErrorText>{error}</Field.ErrorText>}</Box>
    </Field.Root>
  );
}
