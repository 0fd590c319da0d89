/**
 * Issue #38: in production a browser session runs only the staff app's own operations (as Apollo
 * Client sends them, `__typename` added); a developer and a script's bearer token run anything.
 */
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SeasonListPageDocument } from '../../web/src/__generated__/graphql';
import { postGraphQL } from '../support/graphql-http';
import { signInOverHttp } from '../support/http-signin';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const STAFF_APP_QUERY = print(addTypenameToDocument(SeasonListPageDocument));
const UNKNOWN_QUERY = '{ seasons(sport: lol, filter: current) { id } }';

describe('trusted documents in production', () => {
  let stack: Stack;
  let production: string;
  const asSession = async (username: string) => {
    const { jar } = await signInOverHttp(production, username);
    return (query: string) =>
      postGraphQL(
        production,
        { query, variables: { sport: 'lol', filter: 'current' } },
        { headers: { cookie: jar.header(production) } },
      );
  };

  beforeAll(async () => {
    stack = await startStack();
    production = (await stack.openGateway({ NODE_ENV: 'production', ENVIRONMENT: 'dev' })).url;
  });
  afterAll(() => stack?.close());

  it("runs the staff app's operation for a browser session and refuses any other document", async () => {
    const send = await asSession(SANDBOX_USERS.viewer);
    const known = await send(STAFF_APP_QUERY);
    expect(known.status).toBe(200);
    expect(known.json?.errors).toBeUndefined();
    const unknown = await send(UNKNOWN_QUERY);
    expect(unknown.status).toBe(403);
    expect(unknown.json?.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(unknown.json?.errors?.[0]?.message).toBe(
      "This is not one of the staff app's operations: run it with a script's bearer token, or ask for a developer role.",
    );
  });

  it('runs any document for a developer in the browser and for a script with a bearer token', async () => {
    const developer = await asSession(SANDBOX_USERS.admin);
    expect((await developer(UNKNOWN_QUERY)).json?.errors).toBeUndefined();
    const token = await stack.tokenFor(SANDBOX_USERS.viewer);
    const script = await postGraphQL(production, { query: UNKNOWN_QUERY }, { token });
    expect(script.status).toBe(200);
    expect(script.json?.errors).toBeUndefined();
  });
});
