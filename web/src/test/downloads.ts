import { vi } from 'vitest';

export interface DownloadedFile {
  name: string;
  text: Promise<string>;
}

/** Records each file a page hands to the browser through an object URL and a `download` link. */
export function captureDownloads(): DownloadedFile[] {
  const files: DownloadedFile[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:download-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, text: blobs.get(this.href)!.text() });
  });
  return files;
}
