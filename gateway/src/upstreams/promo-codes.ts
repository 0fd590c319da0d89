/** Promo codes v2.0 (spec 3 §7): sponsor code pools per drop inventory item. */
import {
  PROMO_CODES_BASE_PATH,
  type GeneratedPromoCodeDto,
  type PromoCodeDispositionDto,
  type PromoCodeDto,
  type PromoIngestResultDto,
} from '@esports-admin/schema/upstream/promo-codes';
import { defineUpstream, type UpstreamClient } from './upstream';

const at = (...segments: string[]) =>
  `${PROMO_CODES_BASE_PATH}/${segments.map(encodeURIComponent).join('/')}`;

export function promoCodesApi(client: UpstreamClient) {
  return {
    getCodes(sponsor: string, dropInventoryID: string, disposition: PromoCodeDispositionDto) {
      return client.get<PromoCodeDto[]>(at('getAll', sponsor, dropInventoryID, disposition));
    },

    generateCode(length: number) {
      return client.get<GeneratedPromoCodeDto>(at('generate'), { query: { length } });
    },

    /** Generates `quantity` codes of `length` into the pool of the inventory item. */
    ingestGenerated(sponsor: string, dropInventoryID: string, quantity: number, length: number) {
      return client.post<PromoIngestResultDto>(
        at('ingest', 'generate', sponsor, dropInventoryID, String(quantity)),
        { query: { length } },
      );
    },

    /** Ingests the codes file stored under `codesKey` in the asset service. */
    ingestFile(sponsor: string, dropInventoryID: string, codesKey: string) {
      return client.post<PromoIngestResultDto>(at('ingest', sponsor, dropInventoryID, codesKey));
    },
  };
}

export type PromoCodesApi = ReturnType<typeof promoCodesApi>;

export const promoCodesUpstream = defineUpstream({
  name: 'promoCodes',
  urlSetting: 'PROMO_CODES_URL',
  create: promoCodesApi,
});
