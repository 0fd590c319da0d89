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
    /**
     * GET presignedurl?purpose&functionalityType&key[&contentLength]: a signed, expiring address
     * for one key. An upload's declared size is signed into it, so a PUT of any other length is
     * refused by the store.
     */
    presignedUrl(
      purpose: AssetPurpose,
      functionalityType: AssetFunctionalityType,
      key: string,
      contentLength?: number,
    ) {
      return client.get<PresignedUrlDto>(`${ASSETS_BASE_PATH}/presignedurl`, {
        query: { purpose, functionalityType, key, contentLength },
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
