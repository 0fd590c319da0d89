import { validateBannerAssetUpload } from '@esports-admin/schema/rules/banners';
import { UPLOAD_FAILED_MESSAGE } from '@esports-admin/schema/rules/image';
import { MAX_ASSET_BYTES } from '@esports-admin/schema/upstream/assets';
import { useState } from 'react';
import type { BannerAssetKind } from '../../../__generated__/graphql';
import { useBannerEditorAssetUploadMutation } from '../../../__generated__/hooks';
import { runMutation } from '../../../apollo/mutationOutcome';
import { putFile } from '../../../components/putFile';
import { useMounted } from '../../../components/useMounted';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; progress: number }
  | { phase: 'failed'; message: string };

/**
 * A texture or screenshot sent to the asset store: an upload address from the gateway
 * (createBannerAssetUpload), then the PUT with its progress. A refusal shows its own message
 * ('(!) invalid asset key'); anything else that fails, 'Failed to upload file.'.
 */
export function useBannerAssetUpload(onUploaded: (key: string) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const [createUpload] = useBannerEditorAssetUploadMutation();
  const mounted = useMounted();

  const upload = async (
    file: File,
    target: { leagueId: string; kind: BannerAssetKind; patch?: string; propId?: string },
  ) => {
    const fail = (message: string) => mounted.current && setState({ phase: 'failed', message });
    const input = { ...target, fileName: file.name, size: file.size };
    const problem = Object.values(validateBannerAssetUpload(input, MAX_ASSET_BYTES))[0];
    if (problem) return fail(problem);
    setState({ phase: 'uploading', fileName: file.name, progress: 0 });
    let refusal: string | null = null;
    const result = await runMutation(
      createUpload({ variables: { input } }),
      ({ createBannerAssetUpload: { ok, error } }) => {
        refusal = error?.message ?? null;
        return { ok: ok && { ...ok, message: '' }, error };
      },
      { silentSuccess: true },
    );
    if (!result.ok) return fail(refusal ?? UPLOAD_FAILED_MESSAGE);
    try {
      await putFile(file, result.value, (progress) => {
        if (mounted.current) setState({ phase: 'uploading', fileName: file.name, progress });
      });
    } catch {
      return fail(UPLOAD_FAILED_MESSAGE);
    }
    if (!mounted.current) return;
    setState({ phase: 'idle' });
    onUploaded(result.value.key);
  };

  return { state, upload, busy: state.phase === 'uploading' };
}
