import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import {
  AuditLeagueNamesDocument,
  LeagueListPageDocument,
} from '../../web/src/__generated__/graphql';
import { CallerNameDocument } from '../__generated__/graphql';

describe('league names for the journal, as the audit log and History panels ask for them', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers any signed-in user the names of leagues of every sport and status in one data service call, leaving unknown ids out', async () => {
    const lol = (await stack.data(LeagueListPageDocument, { sport: 'lol', filter: 'current' }))
      .leagues;
    const archived = (
      await stack.data(LeagueListPageDocument, { sport: 'lol', filter: 'archived' })
    ).leagues;
    const val = (await stack.data(LeagueListPageDocument, { sport: 'val', filter: 'current' }))
      .leagues;
    const wanted = [lol[0]!, archived[0]!, val[0]!];
    const as = SANDBOX_USERS.noRoles;
    // The caller's roles are loaded once and cached; count from a warm cache.
    await stack.gql(CallerNameDocument, {}, { as });
    await stack.upstream.resetRequests();

    const answer = await stack.data(
      AuditLeagueNamesDocument,
      { ids: [...wanted.map((league) => league.id), 'no-such-league', wanted[0]!.id] },
      { as },
    );

    expect(answer.leagueNames.map(({ id, name }) => ({ id, name })).sort(byId)).toEqual(
      wanted.map(({ id, name }) => ({ id, name })).sort(byId),
    );
    const log = await stack.upstream.requests();
    expect(log.total).toBe(1);
    expect(log.requests[0]).toMatchObject({ service: 'elds', method: 'GET' });
  });

  it('refuses more than 100 ids with BAD_USER_INPUT before calling the data service', async () => {
    await stack.upstream.resetRequests();
    const ids = Array.from({ length: 101 }, (_, i) => `league-${i}`);
    const answer = await stack.gql(AuditLeagueNamesDocument, { ids });
    expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await stack.upstream.requests()).total).toBe(0);
  });
});

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);
