/** The asset service (spec 2 §7): presigned addresses for files. */
import {
  ASSETS_BASE_PATH,
  assetUploadContentType,
  type AssetFunctionalityType,
  type AssetKeyListDto,
  type AssetPurpose,
  type PresignedUrlDto,
} from '@esports-admin/schema/upstream/assets';
import { ErrorCode, UpstreamError } from '../errors';
import { defineUpstream, type UpstreamClient } from './upstream';

/** How long the gateway waits for the store to take or give a file it handles itself. */
const PRESIGNED_TRANSFER_TIMEOUT_MS = 10_000;

/**
 * A file the gateway moves itself (a banner configuration's JSON) through the address the asset
 * service presigned for it: the store's address, outside the service's API, so not on the
 * RestClient. Answers the body of a 2xx answer.
 */
async function presignedTransfer(ticket: PresignedUrlDto, init: RequestInit): Promise<string> {
  let answer: Response;
  let body: string;
  try {
    answer = await fetch(ticket.url, {
      ...init,
      signal: AbortSignal.timeout(PRESIGNED_TRANSFER_TIMEOUT_MS),
    });
    body = await answer.text();
  } catch {
    throw new UpstreamError(
      `The file store could not be reached for ${ticket.key}`,
      ErrorCode.UPSTREAM_UNAVAILABLE,
      'assets',
      null,
    );
  }
  if (!answer.ok) {
    throw new UpstreamError(
      `The file store refused ${ticket.key}: ${answer.status} - ${refusalDetail(answer, body)}`,
      ErrorCode.UPSTREAM_BAD_RESPONSE,
      'assets',
      answer.status,
    );
  }
  return body;
}

/** The store's own words for a refusal (`{ message }` as the services answer), else the status text. */
function refusalDetail(answer: Response, body: string): string {
  try {
    const { message } = JSON.parse(body) as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  } catch {
    // Not JSON: the status text says enough.
  }
  return answer.statusText || 'Error';
}

/** PUT of a file to its presigned upload address, content type by spec 2 §7. */
async function putToPresignedAddress(ticket: PresignedUrlDto, body: string): Promise<void> {
  await presignedTransfer(ticket, {
    method: 'PUT',
    headers: { 'content-type': assetUploadContentType(ticket.key) },
    body,
  });
}

/** GET of a JSON file through its presigned download address (spec 2 §7: a config JSON). */
async function readJsonFromPresignedAddress(ticket: PresignedUrlDto): Promise<unknown> {
  const body = await presignedTransfer(ticket, { method: 'GET' });
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new UpstreamError(
      `The file store answered ${ticket.key} with something that is not JSON`,
      ErrorCode.UPSTREAM_BAD_RESPONSE,
      'assets',
      200,
    );
  }
}

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
    /** GET keys?purpose=list&functionalityType[&prefix]: the stored keys, sorted. */
    async listKeys(functionalityType: AssetFunctionalityType, prefix?: string) {
      const answer = await client.get<AssetKeyListDto>(`${ASSETS_BASE_PATH}/keys`, {
        query: { purpose: 'list', functionalityType, prefix },
      });
      return answer.keys;
    },
    putToPresignedAddress,
    readJsonFromPresignedAddress,
  };
}

export type AssetApi = ReturnType<typeof assetApi>;

export const assetsUpstream = defineUpstream({
  name: 'assets',
  urlSetting: 'ASSETS_URL',
  create: assetApi,
});
