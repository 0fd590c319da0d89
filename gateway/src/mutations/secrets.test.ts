import { loadTypeDefs } from '@esports-admin/schema/sdl';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema';
import { isSecretPath, secretFieldNames, secretLogPaths } from './secrets';

describe('fields marked @secret', () => {
  it('reads the password fields of accounts and players from the schema', () => {
    expect(secretFieldNames(buildGatewaySchema())).toEqual(new Set(['password']));
  });

  it('refuses a schema with a field named like a secret that is not marked', () => {
    const unmarked = makeExecutableSchema({
      typeDefs: `${loadTypeDefs().join('\n')}\ninput StreamKeyInput { streamSecret: String }
        extend type Query { streamKey(input: StreamKeyInput): Int @access(anyOf: []) }`,
    });
    expect(() => secretFieldNames(unmarked)).toThrow(
      'StreamKeyInput.streamSecret looks like a secret but is not marked @secret',
    );
  });

  it('names a journal path secret when any of its segments is a secret field', () => {
    const secrets = new Set(['password']);
    expect(isSecretPath('input.rows.0.password', secrets)).toBe(true);
    expect(isSecretPath('tournamentRealmIdentity.password', secrets)).toBe(true);
    expect(isSecretPath('passwordReset', secrets)).toBe(false);
    expect(isSecretPath('login', secrets)).toBe(false);
  });

  it('keeps the values out of log lines, nested or not', () => {
    const lines: Record<string, unknown>[] = [];
    const logger = pino(
      { redact: { paths: secretLogPaths(new Set(['password'])), censor: '[redacted]' } },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    logger.info({ password: 'a', row: { password: 'b' }, input: { identity: { password: 'c' } } });
    expect(JSON.stringify(lines)).not.toMatch(/"[abc]"/);
    expect(lines[0]).toMatchObject({ password: '[redacted]', row: { password: '[redacted]' } });
  });
});
