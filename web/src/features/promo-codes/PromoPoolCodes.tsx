import { Stack, Tabs, Text } from '@chakra-ui/react';
import { countOf } from '@esports-admin/schema/rules/formatting';
import { Link as RouterLink } from 'react-router-dom';
import type { PromoCodeTableQuery } from '../../__generated__/graphql';
import { usePromoCodeTableQuery } from '../../__generated__/hooks';
import { formatUtcInstant } from '../../components/dates';
import { dateColumn } from '../../components/listColumns';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { SortableTable, type TableColumn } from '../../components/SortableTable';
import { PROMO_CODE_DISPOSITIONS, promoPoolPath, type PromoPool } from './promoCodePaths';
import { PromoPoolSummary } from './PromoPoolSummary';

type CodeRow = NonNullable<PromoCodeTableQuery['promoCodes']>[number];

const columns: TableColumn<CodeRow>[] = [
  {
    key: 'code',
    header: 'Code',
    sortValue: (c) => c.code,
    render: (c) => (
      <Text as="span" fontFamily="mono">
        {c.code}
      </Text>
    ),
  },
  dateColumn({
    key: 'ingestedAt',
    header: 'Ingested',
    value: (c) => c.ingestedAt,
    width: '220px',
    format: formatUtcInstant,
  }),
  dateColumn({
    key: 'claimedAt',
    header: 'Claimed',
    value: (c) => c.claimedAt ?? null,
    width: '220px',
    format: formatUtcInstant,
  }),
];

/** One pool's codes, a tab per disposition (tabs are links: the URL holds the disposition). */
export function PromoPoolCodes({ pool, itemTitle }: { pool: PromoPool; itemTitle: string }) {
  const { data, previousData, loading, error, refetch } = usePromoCodeTableQuery({
    variables: pool,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const codes = (data ?? previousData)?.promoCodes ?? [];
  const failed = Boolean(error) && !loading;
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Pool of <strong>{pool.sponsor}</strong> for <strong>{itemTitle}</strong>
        {!loading && !failed && ` · ${countOf(codes.length, `${pool.disposition} code`)}`}
      </Text>
      <PromoPoolSummary pool={pool} />
      <Tabs.Root
        value={pool.disposition}
        activationMode="manual"
        navigate={null}
        variant="line"
        colorPalette="teal"
      >
        <Tabs.List>
          {PROMO_CODE_DISPOSITIONS.map((entry) => (
            <Tabs.Trigger key={entry.value} value={entry.value} fontWeight="medium" asChild>
              <RouterLink to={promoPoolPath({ ...pool, disposition: entry.value })} replace>
                {entry.label}
              </RouterLink>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      {failed ? (
        <LoadFailedAlert what="promo codes" onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <SortableTable
          label={`${pool.disposition} promo codes`}
          columns={columns}
          rows={codes}
          rowKey={(c) => c.code}
          loading={loading}
          initialSort={{ column: 'ingestedAt', direction: 'descending' }}
        />
      )}
    </Stack>
  );
}
