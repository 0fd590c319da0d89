/**
 * Spec 3 §8: a page's code that does not arrive (a redeploy renamed its chunks, a network blip,
 * or no answer within 120 s) is a ChunkLoadError 'Loading chunk N failed' (script) or
 * 'Loading CSS chunk N failed' (stylesheet), N being the chunk's file name without extension.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '@esports-admin/schema/rules/constants';

export { CHUNK_LOAD_TIMEOUT_MS };

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(chunk: string, kind: 'script' | 'css' = 'script') {
    super(kind === 'css' ? `Loading CSS chunk ${chunk} failed` : `Loading chunk ${chunk} failed`);
  }
}

// Chromium, Firefox and Safari word a failed dynamic import differently; Vite's preload helper
// says 'Unable to preload CSS for /assets/x.css' when a page's stylesheet fails.
const SCRIPT_FAILURES = [
  /Failed to fetch dynamically imported module:?\s*(\S*)/i,
  /error loading dynamically imported module:?\s*(\S*)/i,
  /Importing a module script failed\.?\s*(\S*)/i,
];
const CSS_FAILURE = /Unable to preload CSS for\s*(\S*)/i;

function chunkName(url: string | undefined): string {
  const file = url?.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return file.replace(/\.(m?js|css)$/, '') || 'unknown';
}

/** The ChunkLoadError an error stands for, or null when it is some other failure. */
export function asChunkLoadError(error: unknown): ChunkLoadError | null {
  if (error instanceof ChunkLoadError) return error;
  if (!(error instanceof Error)) return null;
  const css = CSS_FAILURE.exec(error.message);
  if (css) return new ChunkLoadError(chunkName(css[1]), 'css');
  for (const pattern of SCRIPT_FAILURES) {
    const script = pattern.exec(error.message);
    if (script) return new ChunkLoadError(chunkName(script[1]));
  }
  return null;
}

const RELOADED_AT_KEY = 'esports-admin.chunkReloadAt';
/** A second chunk failure within this time of the automatic reload is shown, not reloaded. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * Reloads the page once so a redeploy's new chunk names are picked up; false when it did so
 * moments ago (the chunk is really missing or the network is down), so it cannot loop.
 */
export function reloadOnceForChunkError(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
