import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { UPSTREAMS } from './upstreams/registry';

const SANDBOX_URL = 'http://127.0.0.1:4010';

describe('upstream settings read from the upstream registry', () => {
  it('points every registered upstream at the sandbox until its URL setting is given', () => {
    const config = loadConfig({
      SANDBOX_URL,
      ELDS_URL: 'https://elds.example',
      GAME_MANAGEMENT_URL: 'https://gm.example',
    });
    expect(config.upstreams).toEqual({
      ...Object.fromEntries(UPSTREAMS.map(({ name }) => [name, SANDBOX_URL])),
      elds: 'https://elds.example',
      gameManagement: 'https://gm.example',
    });
    expect(config.upstreams.drops).toBe(SANDBOX_URL);
    expect(config.usesSandbox).toBe(true);
  });

  it('needs the sandbox no more once every upstream and the issuer are configured', () => {
    const real = Object.fromEntries(
      UPSTREAMS.map(({ name, urlSetting }) => [urlSetting, `https://${name}.example`]),
    );
    const config = loadConfig({ ...real, OIDC_ISSUER: 'https://issuer.example' });
    expect(config.usesSandbox).toBe(false);
    expect(config.upstreams.streamline).toBe('https://streamline.example');
  });

  it('refuses a URL setting that is not a URL, naming the variable', () => {
    expect(() => loadConfig({ RBAC_URL: 'not a url' })).toThrow(/RBAC_URL: /);
  });
});

describe('environment setting', () => {
  it('runs a gateway configured for stage as test (spec 2 §9)', () => {
    expect(loadConfig({ ENVIRONMENT: 'stage' }).environment).toBe('test');
    expect(loadConfig({ ENVIRONMENT: 'dev' }).environment).toBe('dev');
    expect(loadConfig({}).environment).toBeUndefined();
  });

  it('refuses an environment name it does not know', () => {
    expect(() => loadConfig({ ENVIRONMENT: 'staging' })).toThrow(/ENVIRONMENT/);
  });
});

describe('the OpenID client secret', () => {
  it('is required in production, where the development default would be public', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'OIDC_CLIENT_SECRET: required in production (the development default is public)',
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        OIDC_CLIENT_SECRET: 'from-the-vault',
        REDIS_URL: 'redis://redis:6379',
      }).oidc.clientSecret,
    ).toBe('from-the-vault');
  });

  it("is the embedded provider's outside production when not given", () => {
    expect(loadConfig({}).oidc.clientSecret).toBe('esports-admin-dev-secret');
  });
});

describe('Redis in production', () => {
  const production = { NODE_ENV: 'production', OIDC_CLIENT_SECRET: 'from-the-vault' };

  it('is required, since replicas without it would each keep their own sessions', () => {
    expect(() => loadConfig(production)).toThrow(
      'REDIS_URL: required in production, where replicas share sessions through it; set SINGLE_REPLICA=true to run one replica without it',
    );
  });

  it('may be left out for one replica said outright', () => {
    expect(loadConfig({ ...production, SINGLE_REPLICA: 'true' }).redisUrl).toBeUndefined();
  });
});
