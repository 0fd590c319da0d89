/**
 * The limit the gateway is measured against: a minimal hand-written express endpoint that makes
 * exactly the upstream call the gateway makes for the seasons list page (one GET of the active
 * seasons with the caller's bearer token), applies the same 14-day filter and answers the same
 * JSON as the SeasonListPage query. With BENCH_LIMIT_VERIFIES_BEARER=1 it also verifies the
 * bearer token as the gateway does (issuer's JWKS, issuer, audience, expiry); it never checks
 * roles (the gateway serves those from its 60 s cache, with no upstream call once warm).
 */
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { matchesSeasonSearch, seasonListBucket } from '@esports-admin/schema/rules/season';
import { ELDS_BASE_PATH, type SeasonListDto } from '@esports-admin/schema/upstream/elds';
import express from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { AddressInfo } from 'node:net';
import { serveParent } from './child-process';

const sandboxUrl = process.env.SANDBOX_URL!;
const verifiesBearer = process.env.BENCH_LIMIT_VERIFIES_BEARER === '1';
const issuer = `${sandboxUrl}/oidc`;
const audience = 'esports-admin-api';

const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as {
  jwks_uri: string;
};
const jwks = createRemoteJWKSet(new URL(discovery.jwks_uri));

interface SeasonListPageVariables {
  sport: string;
  filter: 'CURRENT';
  search?: string | null;
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
  const { sport, search } = (req.body as { variables: SeasonListPageVariables }).variables;
  const upstream = await fetch(
    `${sandboxUrl}${ELDS_BASE_PATH}/seasons?sport=${encodeURIComponent(sport)}&status=active`,
    { headers: { accept: 'application/json', authorization: `Bearer ${token}` } },
  );
  const { seasons } = (await upstream.json()) as SeasonListDto;
  const now = new Date();
  res.json({
    data: {
      seasons: seasons
        .filter(
          (season) =>
            seasonListBucket(season, now) === 'current' && matchesSeasonSearch(season, search),
        )
        .map((season) => ({
          id: season.id,
          name: {
            slug: season.name.slug,
            displayName: season.name.localizations[DEFAULT_LOCALE] || season.name.slug,
          },
          startTime: new Date(season.startTime).toISOString(),
          endTime: new Date(season.endTime).toISOString(),
          status: season.status,
          splits: season.splits.map((split) => ({ id: split.id })),
        })),
    },
  });
});

const server = app.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  serveParent(`http://127.0.0.1:${port}`, {
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  });
});
