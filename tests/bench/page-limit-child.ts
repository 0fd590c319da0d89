/**
 * The limit the gateway is measured against: a minimal hand-written express endpoint answering
 * the benchmarked pages (`pages.ts`) with exactly the upstream calls the gateway makes for them,
 * the caller's bearer token forwarded, and the same JSON. With BENCH_LIMIT_VERIFIES_BEARER=1 it
 * also verifies the bearer token as the gateway does (issuer's JWKS, issuer, audience, expiry);
 * it never checks roles (the gateway serves those from its 60 s cache, with no upstream call
 * once warm).
 */
import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AddressInfo } from 'node:net';
import { cpuMicros, serveParent } from './child-process';
import { benchPage, upstreamAs } from './pages';

const sandboxUrl = process.env.SANDBOX_URL!;
const verifiesBearer = process.env.BENCH_LIMIT_VERIFIES_BEARER === '1';
const issuer = `${sandboxUrl}/oidc`;
const audience = 'esports-admin-api';

const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
  jwks_uri: string;
};
const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));

interface PageRequest {
  operationName: string;
  variables: Record<string, unknown>;
}

const app = express();
app.post('/graphql', express.json(), async (req, res) => {
  const authorization = req.get('authorization') ?? '';
  const token = authorization.replace(/^Bearer /i, '');
  if (verifiesBearer) {
    try {
      await jwtVerify(token, jwks, { issuer, audience });
    } catch {
      res.status(401).json({
        errors: [{ message: 'Invalid or expired token.', extensions: { code: 'UNAUTHENTICATED' } }],
      });
      return;
    }
  }
  const { operationName, variables } = req.body as PageRequest;
  const data = await benchPage(operationName).byHand(variables, upstreamAs(sandboxUrl, token));
  res.json({ data });
});

const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  serveParent(`http://127.0.0.1:${port}`, {
    cpu: cpuMicros,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
});
