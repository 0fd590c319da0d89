import { vi } from 'vitest';

/** One PUT to the asset store, as the page sent it, with the handles to answer it. */
export interface AssetStorePut {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  /** Reports upload progress as a fraction (0 to 1) of the body sent. */
  progress: (fraction: number) => void;
  /** Ends the upload with this HTTP status. */
  finish: (status: number) => void;
}

/**
 * Replaces XMLHttpRequest with the asset store behind the presigned address: every PUT goes to
 * `onSend`, which records it and decides when (and how) it is answered.
 */
export function fakeAssetStore(onSend: (put: AssetStorePut) => void) {
  class AssetStoreRequest {
    status = 0;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private request = { method: '', url: '', headers: {} as Record<string, string> };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name.toLowerCase()] = value;
    }
    send(body: unknown) {
      onSend({
        ...this.request,
        body,
        progress: (fraction) =>
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: fraction * 100,
            total: 100,
          } as ProgressEvent),
        finish: (status) => {
          this.status = status;
          this.onload?.();
        },
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', AssetStoreRequest);
}
