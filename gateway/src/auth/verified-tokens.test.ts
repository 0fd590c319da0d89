import { createLocalJWKSet, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { VerifiedTokens } from './verified-tokens';

const ISSUER = 'https://issuer.example';
const AUDIENCE = 'esports-admin-api';
const START_S = 1_900_000_000;

let sign: (claims: { sub: string; exp?: number }) => Promise<string>;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  keys = createLocalJWKSet({
    keys: [{ ...(await exportJWK(publicKey)), alg: 'RS256', kid: 'k1' }],
  });
  sign = ({ sub, exp }) => {
    const jwt = new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(sub)
      .setIssuedAt(START_S);
    return (exp === undefined ? jwt : jwt.setExpirationTime(exp)).sign(privateKey);
  };
});

/** A cache on a clock the test moves, and the real signature check counted by a spy. */
function setUp(maxEntries = 10) {
  let nowMs = START_S * 1000;
  const cache = new VerifiedTokens(maxEntries, () => nowMs);
  const check = vi.fn(async (token: string) => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(nowMs),
    });
    return payload;
  });
  return {
    verify: (token: string) => cache.verify(token, () => check(token)),
    check,
    cache,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
}

describe('verified bearer tokens', () => {
  it('verifies a token once and answers its claims from the cache afterwards', async () => {
    const { verify, check } = setUp();
    const token = await sign({ sub: 'cole', exp: START_S + 300 });
    expect((await verify(token)).sub).toBe('cole');
    expect((await verify(token)).sub).toBe('cole');
    expect((await verify(token)).sub).toBe('cole');
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('refuses a cached token once it has expired, checking it again', async () => {
    const { verify, check, advance } = setUp();
    const token = await sign({ sub: 'cole', exp: START_S + 300 });
    await verify(token);
    advance(299_000);
    await verify(token);
    expect(check).toHaveBeenCalledTimes(1);
    advance(1_000);
    await expect(verify(token)).rejects.toThrow(/"exp" claim timestamp check failed/);
    await expect(verify(token)).rejects.toThrow();
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('keeps neither a refused token nor one without an expiry', async () => {
    const { verify, check, cache } = setUp();
    const forged = `${(await sign({ sub: 'cole', exp: START_S + 300 })).slice(0, -4)}AAAA`;
    await expect(verify(forged)).rejects.toThrow();
    await expect(verify(forged)).rejects.toThrow();
    const forever = await sign({ sub: 'script' });
    await verify(forever);
    await verify(forever);
    expect(check).toHaveBeenCalledTimes(4);
    expect(cache.size).toBe(0);
  });

  it('keys by the whole token and stays within its bound, dropping the least recently used', async () => {
    const { verify, check, cache } = setUp(2);
    const [a, b, c] = await Promise.all(
      ['a', 'b', 'c'].map((sub) => sign({ sub, exp: START_S + 300 })),
    );
    await verify(a!);
    await verify(b!);
    await verify(a!); // a is now the most recently used
    await verify(c!); // drops b
    expect(cache.size).toBe(2);
    expect(check).toHaveBeenCalledTimes(3);
    expect((await verify(b!)).sub).toBe('b');
    expect(check).toHaveBeenCalledTimes(4);
    expect((await verify(c!)).sub).toBe('c');
    expect(check).toHaveBeenCalledTimes(4);
  });
});
