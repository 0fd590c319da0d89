/**
 * PUT of a file to a presigned asset address, reporting progress as a fraction. XHR rather than
 * fetch: only XHR reports upload progress in today's browsers.
 */
export function putFile(
  file: Blob,
  target: { uploadUrl: string; method: string; contentType: string },
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.uploadUrl);
    request.setRequestHeader('content-type', target.contentType);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status >= 200 && request.status < 300
        ? resolve()
        : reject(new Error(`upload answered ${request.status}`));
    request.onerror = () => reject(new Error('upload failed'));
    request.onabort = () => reject(new Error('upload aborted'));
    request.send(file);
  });
}
