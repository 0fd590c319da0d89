/**
 * Raw GraphQL-over-HTTP requests for the hardening suites: any body (also not JSON), any gateway
 * replica, with the status, headers and whatever body came back.
 */
/** A stack trace (as raw lines or Apollo's extension), a source path or any URL in a body. */
export const LEAKS_INTERNALS = /stacktrace|\\n\s+at |node_modules|\.ts:\d+|https?:\/\//;

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: RawGraphQLBody | undefined;
}

export interface RawGraphQLBody {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[];
}

export async function postGraphQL(
  gatewayUrl: string,
  body: unknown,
  { token, headers = {} }: { token?: string; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  const response = await fetch(`${gatewayUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: RawGraphQLBody | undefined;
  try {
    json = JSON.parse(text) as RawGraphQLBody;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
}

/** Upstream requests the sandbox saw for one service and method whose path contains `pathPart`. */
export function countRequests(
  log: { requests: { service: string; method: string; path: string }[] },
  service: string,
  method: string,
  pathPart: string,
): number {
  return log.requests.filter(
    (r) => r.service === service && r.method === method && r.path.includes(pathPart),
  ).length;
}
