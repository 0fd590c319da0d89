// The container's HEALTHCHECK: exit 0 when this process's gateway answers /healthz, else 1.
// Plain node, no dependencies: the production image has no curl or wget.
const port = process.env.PORT || '4000';
const path = process.argv[2] || '/healthz';
try {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, {
    signal: AbortSignal.timeout(3000),
  });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
