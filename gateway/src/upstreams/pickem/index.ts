/**
 * The pick'em service (spec 3 §7 "Pick'em"): one client below `PICKEM_URL`, its families in this
 * folder, each under its own base path (schema/src/upstream/pickem.ts).
 */
import { defineUpstream, type UpstreamClient } from '../upstream';
import { crystalBallApi } from './crystal-ball';
import { pickBlocksApi } from './pick-blocks';

export function pickemApi(client: UpstreamClient) {
  return { ...pickBlocksApi(client), ...crystalBallApi(client) };
}

export type PickemApi = ReturnType<typeof pickemApi>;

export const pickemUpstream = defineUpstream({
  name: 'pickem',
  urlSetting: 'PICKEM_URL',
  create: pickemApi,
});
