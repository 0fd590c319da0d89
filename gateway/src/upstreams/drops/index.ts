/**
 * The drops service (spec 3 §7 "Drops"): one client below `DROPS_URL`, its families in this
 * folder. The access-token header for drops/group, dropInventoryItem, rarity and dropTrigger
 * (spec 3 §6) is added by the RestClient from config's ACCESS_TOKEN_PATHS.
 */
import { defineUpstream, type UpstreamClient } from '../upstream';
import { dropGroupsApi } from './groups';
import { dropInventoryApi } from './inventory';
import { dropLocalizationsApi } from './localizations';
import { dropRaritiesApi } from './rarities';
import { dropTriggersApi } from './triggers';

export function dropsApi(client: UpstreamClient) {
  return {
    ...dropGroupsApi(client),
    ...dropInventoryApi(client),
    ...dropRaritiesApi(client),
    ...dropLocalizationsApi(client),
    ...dropTriggersApi(client),
  };
}

export type DropsApi = ReturnType<typeof dropsApi>;

export const dropsUpstream = defineUpstream({
  name: 'drops',
  urlSetting: 'DROPS_URL',
  create: dropsApi,
});
