import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Store } from '../store';

export const IDENTITY_SECRET_TABLES = `
  create table if not exists identity_secrets (
    name text primary key,
    value json not null
  );
`;

export interface IdentitySecrets {
  /** RS256 private key (JWK with `kid`): signs ID and access tokens. */
  signingKey: JWK;
  /** Sign the provider's session and interaction cookies. */
  cookieKeys: string[];
}

const SECRETS_ROW = 'provider';

async function generateSecrets(): Promise<IdentitySecrets> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(jwk);
  return {
    signingKey: { ...jwk, kid, alg: 'RS256', use: 'sig' },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * Made on the first start of a data folder, not in the seeded template, so two data folders never
 * share a key; kept in the store so tokens and sessions outlive a restart.
 */
export async function loadIdentitySecrets(store: Store): Promise<IdentitySecrets> {
  const read = () =>
    store.query<{ value: IdentitySecrets }>('select value from identity_secrets where name = $1', [
      SECRETS_ROW,
    ]);
  const [existing] = await read();
  if (existing) return existing.value;
  await store.query(
    'insert into identity_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [SECRETS_ROW, JSON.stringify(await generateSecrets())],
  );
  // Another sandbox on the same Postgres schema may have stored its secrets first.
  const [stored] = await read();
  if (!stored) throw new Error('Identity secrets were not stored');
  return stored.value;
}
