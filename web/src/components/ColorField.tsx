import { Box, chakra, Field, Flex, Input } from '@chakra-ui/react';
import { contrastTextColor, isCompleteColor } from '@esports-admin/schema/rules/color';
import { isValidColor } from '@esports-admin/schema/rules/validation';

interface ColorFieldProps {
  label: string;
  /** '' for no colour, else '#' and up to 6 hex digits. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  helper?: string;
}

/** '#1a2' → '#11aa22': the native picker only takes the long form. */
function longForm(value: string): string {
  if (!isCompleteColor(value)) return '#ffffff';
  const hex = value.slice(1);
  return `#${hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex}`.toLowerCase();
}

/**
 * Behind the preview's text, the opposite of its colour, translucent: the rule's white or black
 * alone falls under AA on mid tones (3.3:1), and at 0.6 every colour reaches 6.7:1 or more.
 */
const TEXT_BACKDROP = {
  '#FFFFFF': 'rgba(0, 0, 0, 0.6)',
  '#000000': 'rgba(255, 255, 255, 0.6)',
} as const;

/**
 * A colour (spec 1 §5): the browser's colour picker beside a hex text box that accepts only '#'
 * and up to 6 hex digits (other keystrokes are ignored), and a swatch previewing text on the
 * colour, black or white by the luminance-186 rule, on a backdrop that keeps it readable.
 */
export function ColorField({ label, value, onChange, error, helper }: ColorFieldProps) {
  const complete = isCompleteColor(value);
  const textColor = contrastTextColor(value);
  const typeHex = (text: string) => {
    const next = text === '' || text.startsWith('#') ? text : `#${text}`;
    if (next === '' || isValidColor(next)) onChange(next);
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Flex gap="2" align="center" w="full">
        <chakra.input
          type="color"
          aria-label={`${label} picker`}
          value={longForm(value)}
          onChange={(event) => onChange(event.currentTarget.value.toUpperCase())}
          w="10"
          h="10"
          p="0.5"
          borderWidth="1px"
          rounded="md"
          bg="bg.panel"
          cursor="pointer"
          flexShrink={0}
        />
        <Input
          value={value}
          onChange={(event) => typeHex(event.currentTarget.value)}
          placeholder="#RRGGBB"
          fontFamily="mono"
          maxLength={7}
          bg="bg.panel"
          autoComplete="off"
          spellCheck={false}
        />
        <Box
          role="img"
          aria-label={`${label} preview`}
          data-text-color={textColor}
          flexShrink={0}
          minW="24"
          h="10"
          px="3"
          display="flex"
          alignItems="center"
          justifyContent="center"
          rounded="md"
          borderWidth="1px"
          fontFamily="mono"
          fontSize="sm"
          fontWeight="semibold"
          style={{ background: complete ? value : 'transparent', color: textColor }}
        >
          <Box as="span" px="1.5" rounded="sm" style={{ background: TEXT_BACKDROP[textColor] }}>
            {complete ? value.toUpperCase() : 'No colour'}
          </Box>
        </Box>
      </Flex>
      <Box minH="5">
        {error ? (
          <Field.ErrorText>{error}</Field.ErrorText>
        ) : (
          helper && <Field.HelperText>{helper}</Field.HelperText>
        )}
      </Box>
    </Field.Root>
  );
}
