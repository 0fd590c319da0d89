import { Box, Button, chakra, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePromoCodesPageQuery } from '../../__generated__/hooks';
import { TextField } from '../../components/FormFields';
import { LoadFailedAlert } from '../../components/LoadFailedAlert';
import { PageHeader } from '../../components/PageHeader';
import { ReadOnlyBadge } from '../../components/ReadOnly';
import { useSport } from '../../shell/sport';
import { useViewer } from '../../shell/viewer';
import { SectionNav } from '../../shell/SectionNav';
import { AddPromoCodesForm } from './AddPromoCodesForm';
import { promoPoolOf, promoPoolPath } from './promoCodePaths';
import { PromoItemOptions } from './PromoItemOptions';
import { PromoPoolCodes } from './PromoPoolCodes';

/**
 * /drops/promo-codes: a sponsor's pool of codes for one inventory item, by disposition, and adding
 * codes to a pool from a file or generated (spec 3 §3 "Promo codes", §7 "Promo codes v2.0").
 */
export default function PromoCodesPage() {
  const { sport } = useSport();
  const { mayWrite } = useViewer();
  // The SDL's @access of ingestPromoCodes and createPromoCodesUpload.
  const writable = mayWrite('drop') || mayWrite('drops inventory item');
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const pool = promoPoolOf(search);
  const [sponsor, setSponsor] = useState(pool?.sponsor ?? '');
  const [itemId, setItemId] = useState(pool?.dropInventoryId ?? '');
  const [adding, setAdding] = useState(false);
  // The picker follows the URL when it changes under it (back, a link, codes just added).
  const poolKey = pool ? `${pool.sponsor}/${pool.dropInventoryId}` : '';
  const [shownPool, setShownPool] = useState(poolKey);
  if (poolKey !== shownPool) {
    setShownPool(poolKey);
    setSponsor(pool?.sponsor ?? '');
    setItemId(pool?.dropInventoryId ?? '');
  }
  const items = usePromoCodesPageQuery({ variables: { sport } });
  const activeItems = (items.data?.inventoryItems ?? []).filter((i) => i.status === 'active');
  const titleOf = (id: string) =>
    items.data?.inventoryItems?.find((item) => item.id === id)?.internalTitle ?? id;

  function showPool(event: FormEvent) {
    event.preventDefault();
    if (!sponsor.trim() || !itemId) return;
    void navigate(
      promoPoolPath({ sponsor: sponsor.trim(), dropInventoryId: itemId, disposition: 'unclaimed' }),
    );
  }

  return (
    <Stack gap="4">
      <SectionNav />
      <Stack gap="6">
        <PageHeader
          title="Promo Codes"
          description="Sponsors' code pools per inventory item: list them by disposition, upload or generate more."
          actions={
            writable ? (
              <Button colorPalette="teal" onClick={() => setAdding(true)} disabled={adding}>
                Add Codes
              </Button>
            ) : (
              <ReadOnlyBadge explanation="You can view promo codes but not add them." />
            )
          }
        />
        {items.error && !items.data ? (
          <LoadFailedAlert
            what="inventory items"
            onRetry={() => void items.refetch().catch(() => undefined)}
          />
        ) : (
          <chakra.form onSubmit={showPool} aria-label="Choose a pool">
            <Flex gap="3" wrap="wrap" align="flex-end">
              <TextField
                label="Sponsor"
                value={sponsor}
                onChange={setSponsor}
                placeholder="redbull"
                maxW="220px"
                inline
              />
              <Field.Root maxW="360px">
                <Field.Label>Inventory item</Field.Label>
                <NativeSelect.Root disabled={items.loading && !items.data}>
                  <NativeSelect.Field value={itemId} onChange={(e) => setItemId(e.target.value)}>
                    <option value="">
                      {items.loading && !items.data ? 'Loading items…' : 'Select an inventory item'}
                    </option>
                    <PromoItemOptions items={activeItems} />
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Button type="submit" variant="outline" disabled={!sponsor.trim() || !itemId}>
                Show codes
              </Button>
            </Flex>
          </chakra.form>
        )}
        {adding && (
          <AddPromoCodesForm
            sport={sport}
            items={activeItems}
            initial={{
              sponsor: pool?.sponsor ?? sponsor,
              dropInventoryId: pool?.dropInventoryId ?? itemId,
            }}
            onClose={() => setAdding(false)}
            onAdded={(added) =>
              void navigate(promoPoolPath({ ...added, disposition: 'unclaimed' }))
            }
          />
        )}
        {pool ? (
          <PromoPoolCodes pool={pool} itemTitle={titleOf(pool.dropInventoryId)} />
        ) : (
          <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p="8" textAlign="center">
            <Text color="fg.muted">Choose a sponsor and an inventory item to see their codes.</Text>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
