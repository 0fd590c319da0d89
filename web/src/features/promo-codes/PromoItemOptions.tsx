import type { PromoCodesPageQuery } from '../../__generated__/graphql';

export type PromoItemChoice = Pick<
  NonNullable<PromoCodesPageQuery['inventoryItems']>[number],
  'id' | 'internalTitle' | 'dropType'
>;

/** The sport's inventory items as select options: promo code items first, the rest after. */
export function PromoItemOptions({ items }: { items: readonly PromoItemChoice[] }) {
  const promo = items.filter((item) => item.dropType === 'promo_code');
  const other = items.filter((item) => item.dropType !== 'promo_code');
  const option = (item: PromoItemChoice) => (
    <option key={item.id} value={item.id}>
      {item.internalTitle} ({item.id})
    </option>
  );
  return (
    <>
      {promo.length > 0 && <optgroup label="Promo code items">{promo.map(option)}</optgroup>}
      {other.length > 0 && <optgroup label="Other items">{other.map(option)}</optgroup>}
    </>
  );
}
