/**
 * Issue #33: paged lists sort on the server, so the order holds across pages ("Load more"), not
 * only among the rows already loaded. Players and accounts are sorted by the data service before
 * it pages; the audit journal by the gateway's own table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AccountListPageDocument,
  AuditPageDocument,
  PlayerListPageDocument,
  type PlayerListPageQuery,
} from '../../web/src/__generated__/graphql';

type PlayerPage = NonNullable<PlayerListPageQuery['players']>;
import { startStack, type Stack } from '../support/stack';

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const sortedCopy = (values: readonly string[], direction: 1 | -1) =>
  [...values].sort((a, b) => direction * collator.compare(a, b));

describe('server-side sort across pages', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists players by name, descending, in one order over three pages', async () => {
    const sort = { column: 'name', direction: 'descending' } as const;
    const names: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 3; page++) {
      const players: PlayerPage = (
        await stack.data(PlayerListPageDocument, {
          sport: 'lol',
          first: 5,
          sort,
          ...(after ? { after } : {}),
        })
      ).players!;
      names.push(...players.edges.map(({ node }) => `${node.firstName} ${node.lastName}`));
      after = players.pageInfo.endCursor ?? null;
      if (!players.pageInfo.hasNextPage) break;
    }
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual(sortedCopy(names, -1));
  });

  it('refuses a player cursor from another order', async () => {
    const players = (await stack.data(PlayerListPageDocument, { sport: 'lol', first: 2 })).players!;
    const answer = await stack.gql(PlayerListPageDocument, {
      sport: 'lol',
      first: 2,
      after: players.pageInfo.endCursor,
      sort: { column: 'name', direction: 'ascending' },
    });
    expect(answer.errors?.[0]?.message).toContain('another sort order');
  });

  it('lists accounts by display name over pages, and newest first by default', async () => {
    const sort = { column: 'displayName', direction: 'ascending' } as const;
    const first = await stack.data(AccountListPageDocument, { first: 4, sort });
    const second = await stack.data(AccountListPageDocument, {
      first: 4,
      sort,
      after: first.accounts!.pageInfo.endCursor,
    });
    const names = [...first.accounts!.nodes, ...second.accounts!.nodes].map((a) => a.displayName);
    expect(names).toHaveLength(8);
    expect(names).toEqual(sortedCopy(names, 1));

    const newest = await stack.data(AccountListPageDocument, { first: 8 });
    const created = newest.accounts!.nodes.map((a) => a.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('sorts the journal by user over pages, ties newest first', async () => {
    for (let i = 0; i < 5; i++) await stack.seed.season();
    const sort = { column: 'username', direction: 'descending' } as const;
    const first = await stack.data(AuditPageDocument, { first: 2, sort });
    const second = await stack.data(AuditPageDocument, {
      first: 2,
      sort,
      after: first.auditLog!.pageInfo.endCursor,
    });
    const entries = [...first.auditLog!.edges, ...second.auditLog!.edges].map(({ node }) => node);
    expect(entries).toHaveLength(4);
    const users = entries.map((entry) => entry.username);
    expect(users).toEqual(sortedCopy(users, -1));
    for (let i = 1; i < entries.length; i++) {
      if (users[i] === users[i - 1]) {
        expect(Number(entries[i]!.id)).toBeLessThan(Number(entries[i - 1]!.id));
      }
    }
  });
});
