import { Alert, Button, Flex, List, Text } from '@chakra-ui/react';
import { DEFAULT_PROMO_CODE_LENGTH } from '@esports-admin/schema/rules/promo-codes';
import { usePromoCodeSampleQuery } from '../../__generated__/hooks';
import { TextField } from '../../components/FormFields';
import type { IngestFailure } from './usePromoCodeIngest';

/** How many codes to generate, with a sample of the length they will have (spec 3 §9: 8). */
export function GeneratedCodesFields({
  quantity,
  onQuantityChange,
  error,
}: {
  quantity: string;
  onQuantityChange: (value: string) => void;
  error: string | undefined;
}) {
  const sample = usePromoCodeSampleQuery({
    variables: { length: DEFAULT_PROMO_CODE_LENGTH },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  return (
    // Centred: the field's label above and its message line below are the same height, so the
    // text and the button line up with the input whether or not a message shows.
    <Flex gap="4" wrap="wrap" align="center">
      <TextField
        label="How many codes"
        type="number"
        value={quantity}
        onChange={onQuantityChange}
        error={error}
        maxW="180px"
      />
      <Text fontSize="sm" color="fg.muted">
        Codes of {DEFAULT_PROMO_CODE_LENGTH} characters, for example{' '}
        <Text as="span" fontFamily="mono" color="fg" aria-label="Example code">
          {sample.data?.samplePromoCode ?? (sample.loading ? '…' : '—')}
        </Text>
      </Text>
      <Button
        variant="outline"
        size="sm"
        onClick={() => void sample.refetch().catch(() => undefined)}
        disabled={sample.loading}
      >
        Another example
      </Button>
    </Flex>
  );
}

/** Why the codes were not added: the gateway's message (which says whether a created item was
 * deleted again) and, when only part took effect, what did. */
export function IngestFailureAlert({ failure }: { failure: IngestFailure }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>The codes were not added</Alert.Title>
        <Alert.Description>
          {failure.message}
          {failure.applied.length > 0 && (
            <List.Root ps="4" mt="1">
              {failure.applied.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
