import { Box, chakra, Field, Flex, Input, Text } from '@chakra-ui/react';
import { validateImageUrl } from '@esports-admin/schema/rules/image';
import { validateImageDimensions } from '@esports-admin/schema/rules/validation';
import { useEffect, useState } from 'react';

interface ImageUrlFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message about the address itself (from the shared rules or the gateway). */
  error?: string;
  helper?: string;
  /**
   * Told the image-size problem of the current address, or null when there is none, so the form
   * can refuse to save an image wider or taller than 4000 px.
   */
  onImageProblem?: (problem: string | null) => void;
}

/** What the preview learned about one address. */
type Outcome =
  { address: string; width: number; height: number } | { address: string; failed: true };

/**
 * An image address with a preview. When the image loads, its natural size is checked against
 * the 4000 px limit (spec 1 §5, §9) and an oversized one is reported with the spec message.
 * An image that does not load is only noted: the asset host may be unreachable from here.
 */
export function ImageUrlField({
  label,
  value,
  onChange,
  error,
  helper,
  onImageProblem,
}: ImageUrlFieldProps) {
  const address = value.trim();
  const previewable = address !== '' && validateImageUrl(address) === null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const known = outcome?.address === address ? outcome : null;
  const loaded = known && 'width' in known ? known : null;
  const failed = known !== null && 'failed' in known;

  const sizeProblem = loaded ? validateImageDimensions(loaded.width, loaded.height) : null;
  useEffect(() => {
    onImageProblem?.(sizeProblem);
  }, [sizeProblem, onImageProblem]);

  const message = error ?? sizeProblem;
  return (
    <Field.Root invalid={Boolean(message)}>
      <Field.Label>{label}</Field.Label>
      <Flex gap="3" align="flex-start" w="full">
        <Box
          flexShrink={0}
          w="14"
          h="14"
          rounded="md"
          borderWidth="1px"
          overflow="hidden"
          display="flex"
          alignItems="center"
          justifyContent="center"
          bg="bg.muted"
        >
          {previewable && !failed ? (
            <chakra.img
              key={address}
              src={address}
              alt={`${label} preview`}
              maxW="full"
              maxH="full"
              objectFit="contain"
              onLoad={(event) =>
                setOutcome({
                  address,
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              onError={() => setOutcome({ address, failed: true })}
            />
          ) : (
            <Text fontSize="2xs" color="fg.subtle">
              none
            </Text>
          )}
        </Box>
        <Box flex="1" minW="0">
          <Input
            type="url"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            placeholder="https://"
            bg="bg.panel"
            autoComplete="off"
            spellCheck={false}
          />
          <Box minH="5" mt="1.5">
            {message ? (
              <Field.ErrorText>{message}</Field.ErrorText>
            ) : failed ? (
              <Field.HelperText>The image could not be loaded from this address.</Field.HelperText>
            ) : loaded ? (
              <Field.HelperText>
                {loaded.width} × {loaded.height} px
              </Field.HelperText>
            ) : (
              helper && <Field.HelperText>{helper}</Field.HelperText>
            )}
          </Box>
        </Box>
      </Flex>
    </Field.Root>
  );
}
