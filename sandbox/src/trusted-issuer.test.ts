import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_AUDIENCE } from './identity/clients';
import { verifyWithTrustedIssuer } from './trusted-issuer';

/** A stand-in for a Keycloak realm: discovery and its signing keys. */
describe('tokens of a trusted issuer', () => {
  let server: Server;
  let issuer: string;
  let sign: (claims: Record<string, unknown>) => Promise<string>;
  const ownCalls: string[] = [];
  const own = (token: string) => {
    ownCalls.push(token);
    return Promise.resolve({ sub: 'own-provider-user' });
  };

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'realm-key', alg: 'RS256', use: 'sig' };
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/realms/esports-admin/.well-known/openid-configuration') {
        res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/protocol/openid-connect/certs` }));
      } else res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/esports-admin`;
    sign = (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'realm-key', typ: 'JWT' })
        .setIssuer(issuer)
        .setSubject('3f1c2a4e-keycloak-user-id')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
  });
  afterAll(() => new Promise((closed) => server.close(closed)));

  it('accepts them for the API audience, the caller being preferred_username', async () => {
    const verify = verifyWithTrustedIssuer(issuer, own);
    const token = await sign({ aud: [API_AUDIENCE, 'account'], preferred_username: 'ada.admin' });
    await expect(verify(token)).resolves.toEqual({ sub: 'ada.admin' });
    expect(ownCalls).toEqual([]);
  });

  it('refuses one for another audience', async () => {
    const verify = verifyWithTrustedIssuer(issuer, own);
    const token = await sign({ aud: 'account', preferred_username: 'ada.admin' });
    await expect(verify(token)).rejects.toThrow(/aud/);
  });

  it("leaves tokens of the sandbox's own provider to its own check", async () => {
    const verify = verifyWithTrustedIssuer(issuer, own);
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT({ preferred_username: 'cole.competition' })
      .setProtectedHeader({ alg: 'RS256' })
      .setIssuer('http://127.0.0.1:4010/oidc')
      .sign(privateKey);
    await expect(verify(token)).resolves.toEqual({ sub: 'own-provider-user' });
    expect(ownCalls).toEqual([token]);
  });
});
