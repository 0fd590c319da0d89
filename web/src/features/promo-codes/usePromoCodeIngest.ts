import { DEFAULT_PROMO_CODE_LENGTH } from '@esports-admin/schema/rules/promo-codes';
import { useState } from 'react';
import type {
  MutationErrorFragment,
  PromoCodeIngestInput,
  PromoCodesPageIngestMutation,
  Sport,
} from '../../__generated__/graphql';
import {
  usePromoCodesPageCreateUploadMutation,
  usePromoCodesPageIngestMutation,
} from '../../__generated__/hooks';
import { putFile } from '../../components/putFile';

export const UPLOAD_FAILED = 'The codes file could not be uploaded. Nothing was added.';
export const INGEST_UNANSWERED =
  'The gateway did not answer: check the pool before adding the codes again.';

/** Where the codes go: an existing inventory item, or one created for them first. */
export type IngestTarget =
  { dropInventoryId: string } | { newInventoryItem: { internalTitle: string; sport: Sport } };

export type IngestRequest = { sponsor: string; target: IngestTarget } & (
  { source: 'upload'; file: File } | { source: 'generate'; quantity: number }
);

export type IngestPhase =
  | { step: 'idle' }
  | { step: 'uploading'; fileName: string; progress: number }
  | { step: 'ingesting' };

export type IngestSuccess = NonNullable<PromoCodesPageIngestMutation['ingestPromoCodes']['ok']>;
export type IngestFailure = Pick<
  MutationErrorFragment,
  'message' | 'code' | 'inputErrors' | 'applied'
>;

const failure = (message: string): IngestFailure => ({
  message,
  code: 'UPSTREAM_ERROR',
  inputErrors: [],
  applied: [],
});

/**
 * Adds codes to a pool as spec 3 §7 has it: a file goes to the asset service first (a presigned
 * PUT whose progress is reported), then one ingest call; generated codes are one ingest call.
 * A failed ingest answers the gateway's message, which says whether a created item was deleted.
 */
export function usePromoCodeIngest() {
  const [phase, setPhase] = useState<IngestPhase>({ step: 'idle' });
  const [createUpload] = usePromoCodesPageCreateUploadMutation();
  const [ingest] = usePromoCodesPageIngestMutation();

  async function uploadFile(sponsor: string, file: File): Promise<string | IngestFailure> {
    try {
      const { data } = await createUpload({
        variables: { input: { sponsor, fileName: file.name, size: file.size } },
      });
      const answer = data?.createPromoCodesUpload;
      if (!answer?.ok) return answer?.error ?? failure(UPLOAD_FAILED);
      setPhase({ step: 'uploading', fileName: file.name, progress: 0 });
      await putFile(file, answer.ok, (progress) =>
        setPhase({ step: 'uploading', fileName: file.name, progress }),
      );
      return answer.ok.key;
    } catch {
      return failure(UPLOAD_FAILED);
    }
  }

  async function run(request: IngestRequest): Promise<IngestSuccess | IngestFailure> {
    const pool = { sponsor: request.sponsor, ...request.target };
    let input: PromoCodeIngestInput;
    if (request.source === 'upload') {
      const key = await uploadFile(request.sponsor, request.file);
      if (typeof key !== 'string') {
        setPhase({ step: 'idle' });
        return key;
      }
      input = { ...pool, source: 'upload', key };
    } else {
      input = {
        ...pool,
        source: 'generate',
        quantity: request.quantity,
        length: DEFAULT_PROMO_CODE_LENGTH,
      };
    }
    setPhase({ step: 'ingesting' });
    try {
      const { data } = await ingest({
        variables: { input },
        // Every pool list read before is stale now (and a created item joins the item choices):
        // the lists on screen load again, whichever pool they show.
        update(cache, { data: result }) {
          const added = result?.ingestPromoCodes.ok;
          if (!added) return;
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'promoCodes' });
          cache.evict({ id: 'ROOT_QUERY', fieldName: 'promoCodePool' });
          if (added.createdInventoryItem) {
            cache.evict({ id: 'ROOT_QUERY', fieldName: 'inventoryItems' });
          }
          cache.gc();
        },
      });
      const answer = data?.ingestPromoCodes;
      return answer?.ok ?? answer?.error ?? failure(INGEST_UNANSWERED);
    } catch {
      return failure(INGEST_UNANSWERED);
    } finally {
      setPhase({ step: 'idle' });
    }
  }

  return { phase, run };
}
