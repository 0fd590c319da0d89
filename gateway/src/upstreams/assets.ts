/** The asset service (spec 2 §7): presigned addresses for files. */
import {
  ASSETS_BASE_PATH,
  type AssetFunctionalityType,
  type AssetPurpose,
  type PresignedUrlDto,
} from '@esports-admin/schema/upstream/assets';
import type { RestClient } from './rest-client';

export class AssetApi {
  constructor(private readonly client: RestClient) {}

  /** GET presignedurl?purpose&functionalityType&key: a signed, expiring address for one key. */
  presignedUrl(purpose: AssetPurpose, functionalityType: AssetFunctionalityType, key: string) {
    return this.client.get<PresignedUrlDto>(`${ASSETS_BASE_PATH}/presignedurl`, {
      query: { purpose, functionalityType, key },
    });
  }
}
