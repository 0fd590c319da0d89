import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import {
  PROMO_CODE_MESSAGES,
  PROMO_POOL_EXPORT_LIMIT,
} from '@esports-admin/schema/rules/promo-codes';
import { useState } from 'react';
import { PromoCodeTableDocument } from '../../__generated__/graphql';
import { usePromoCodePoolSummaryQuery } from '../../__generated__/hooks';
import { downloadCsv } from '../../components/csvFile';
import { toast } from '../../components/toast';
import { PROMO_CODE_DISPOSITIONS, type PromoPool } from './promoCodePaths';
import { promoPoolCsv, promoPoolFileName, type ExportedPromoCode } from './promoPoolExport';

type PoolKey = Pick<PromoPool, 'sponsor' | 'dropInventoryId'>;

/** A pool's counts per disposition, its low-stock warning, and its CSV export. */
export function PromoPoolSummary({ pool }: { pool: PoolKey }) {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);
  const { data } = usePromoCodePoolSummaryQuery({
    variables: { sponsor: pool.sponsor, dropInventoryId: pool.dropInventoryId },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.promoCodePool;
  const capped = summary !== undefined && summary.total > PROMO_POOL_EXPORT_LIMIT;

  const exportCsv = async () => {
    setExporting(true);
    const codes: ExportedPromoCode[] = [];
    try {
      for (const { value } of PROMO_CODE_DISPOSITIONS) {
        if (codes.length >= PROMO_POOL_EXPORT_LIMIT) break;
        const { data: page } = await client.query({
          query: PromoCodeTableDocument,
          variables: { ...pool, disposition: value },
          fetchPolicy: 'network-only',
        });
        codes.push(...(page?.promoCodes ?? []));
      }
      const fileName = promoPoolFileName(pool);
      downloadCsv(fileName, promoPoolCsv(pool, codes.slice(0, PROMO_POOL_EXPORT_LIMIT)));
      toast.success(`Exported ${fileName}`);
    } catch {
      // The error link already toasted why the codes could not be read.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="3">
      <Flex gap="4" wrap="wrap" align="center" justify="space-between">
        {summary ? (
          <chakra.dl display="flex" gap="5" aria-label="Codes per disposition">
            {[
              ...PROMO_CODE_DISPOSITIONS.map((d) => ({ label: d.label, count: summary[d.value] })),
              { label: 'Total', count: summary.total },
            ].map(({ label, count }) => (
              <Stack key={label} gap="0">
                <Text as="dt" fontSize="xs" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" fontWeight="semibold">
                  {count}
                </Text>
              </Stack>
            ))}
          </chakra.dl>
        ) : (
          <span />
        )}
        <Stack gap="1" align="flex-end">
          <Button
            variant="outline"
            size="sm"
            onClick={() => void exportCsv()}
            loading={exporting}
            loadingText="Exporting…"
            disabled={summary?.total === 0}
          >
            Export CSV
          </Button>
          {capped && (
            <Text fontSize="xs" color="fg.muted">
              {PROMO_CODE_MESSAGES.exportCapped(summary.total)}
            </Text>
          )}
        </Stack>
      </Flex>
      {summary?.lowStock && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{PROMO_CODE_MESSAGES.lowStock(summary.unclaimed)}</Alert.Title>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
