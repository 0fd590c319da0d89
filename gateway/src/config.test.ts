import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('gateway configuration', () => {
  it('runs a gateway configured for stage as test (spec 2 §9)', () => {
    expect(loadConfig({ ENVIRONMENT: 'stage' }).environment).toBe('test');
    expect(loadConfig({ ENVIRONMENT: 'dev' }).environment).toBe('dev');
    expect(loadConfig({}).environment).toBeUndefined();
  });

  it('refuses an environment name it does not know', () => {
    expect(() => loadConfig({ ENVIRONMENT: 'staging' })).toThrow(/ENVIRONMENT/);
  });
});
