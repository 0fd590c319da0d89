/** The asset service (spec 2 §7): presigned addresses for files. */
import {
  ASSETS_BASE_PATH,
  type AssetFunctionalityType,
  type AssetPurpose,
  type PresignedUrlDto,
} from '@esports-admin/schema/upstream/assets';
import { defineUpstream, type UpstreamClient } from './upstream';

export function assetApi(client: UpstreamClient) {
  return {
    /** GET presignedurl?purpose&functionalityType&key: a signed, expiring address for one key. */
    presignedUrl(purpose: AssetPurpose, functionalityType: AssetFunctionalityType, key: string) {
      return client.get<PresignedUrlDto>(`${ASSETS_BASE_PATH}/presignedurl`, {
        query: { purpose, functionalityType, key },
      });
    },
  };
}

export type AssetApi = ReturnType<typeof assetApi>;

export const assetsUpstream = defineUpstream({
  name: 'assets',
  urlSetting: 'ASSETS_URL',
  create: assetApi,
});
