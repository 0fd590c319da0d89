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
