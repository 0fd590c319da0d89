// The image's HEALTHCHECK: exit 0 when the server in this container answers, else 1. Plain node:
// the production image has no curl or wget. Default: the gateway's /healthz on $PORT; the
// sandbox's container passes its own URL.
const url = process.argv[2] ?? `http://127.0.0.1:${process.env.PORT || '4000'}/healthz`;
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
