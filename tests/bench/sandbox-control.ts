/** The sandbox's test controls (sandbox/README.md): tokens, injected latency, request counts. */
export interface SandboxControl {
  tokenFor(username: string): Promise<string>;
  setLatency(service: string, delayMs: number): Promise<void>;
  /** Upstream requests per service since the last reset. */
  requestsByService(): Promise<Record<string, number>>;
  resetRequests(): Promise<void>;
}

export const BENCH_USER = 'cole.competition';
const SANDBOX_PASSWORD = 'esports-admin';
/**
 * The bench's one token outlives the whole run (the sandbox's default is 15 minutes; a full run
 * takes about as long, a 30-cycle memory soak longer), like a script's long-lived token.
 */
const BENCH_TOKEN_LIFETIME_S = 6 * 60 * 60;

export function sandboxControl(sandboxUrl: string): SandboxControl {
  async function control(method: string, path: string, body?: unknown) {
    const response = await fetch(`${sandboxUrl}/__sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`sandbox ${method} ${path}: ${response.status}`);
    return response.status === 204 ? null : await response.json();
  }
  return {
    async tokenFor(username) {
      const answer = (await control('POST', '/identity/token', {
        username,
        password: SANDBOX_PASSWORD,
        expiresIn: BENCH_TOKEN_LIFETIME_S,
      })) as { access_token: string };
      return answer.access_token;
    },
    async setLatency(service, delayMs) {
      await (delayMs === 0
        ? control('DELETE', '/faults')
        : control('PUT', `/faults/${service}`, { delayMs }));
    },
    async requestsByService() {
      const log = (await control('GET', '/requests')) as { byService: Record<string, number> };
      return log.byService;
    },
    async resetRequests() {
      await control('DELETE', '/requests');
    },
  };
}
