import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditLeagueNamesDocument, HistoryPanelDocument } from '../__generated__/graphql';
import { renderApp } from '../test/renderApp';
import { HistoryPanel } from './HistoryPanel';

const change = (field: string, before: string | null, after: string | null) => ({
  __typename: 'AuditChange',
  field,
  before: before === null ? null : JSON.stringify(before),
  after: after === null ? null : JSON.stringify(after),
});

const entry = (id: string, changes: ReturnType<typeof change>[]) => ({
  __typename: 'AuditEntry',
  id,
  at: '2026-11-23T11:02:03.000Z',
  username: 'remy.rewards',
  operation: 'updateDropGroup',
  entityType: 'DropGroup',
  entityId: '7100061',
  changes,
  reason: null,
  result: 'OK',
  code: null,
  message: null,
});

const history = {
  request: { query: HistoryPanelDocument, variables: () => true },
  result: {
    data: {
      auditLog: {
        __typename: 'AuditLogConnection',
        edges: [
          {
            __typename: 'AuditLogEdge',
            cursor: 'c2',
            node: entry('e2', [change('league', '98767991302996019', '98767991299243165')]),
          },
          {
            __typename: 'AuditLogEdge',
            cursor: 'c1',
            node: entry('e1', [
              change('description', 'Finals', 'Finals 2026'),
              change('schedule.leagueId', null, '98767991302996019'),
            ]),
          },
        ],
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: 'c1' },
        totalCount: 2,
      },
    },
  },
};

const leagueNames = {
  request: {
    query: AuditLeagueNamesDocument,
    variables: { ids: ['98767991302996019', '98767991299243165'] },
  },
  result: {
    data: {
      leagueNames: [
        { __typename: 'LeagueName', id: '98767991302996019', name: 'LEC' },
        { __typename: 'LeagueName', id: '98767991299243165', name: 'LCK' },
      ],
    },
  },
};

describe('league references in the journal', { timeout: 20_000 }, () => {
  it("shows a changed league by its name with the id beside it, asking for the page's leagues once", async () => {
    const { user, operations } = renderApp({
      path: '/history',
      routes: [
        { path: '/history', element: <HistoryPanel entityType="DropGroup" entityId="7100061" /> },
      ],
      mocks: [history, leagueNames],
    });
    const table = await screen.findByRole('table', { name: 'History' });
    expect(
      await within(table).findByText('League: LEC (98767991302996019) → LCK (98767991299243165)'),
    ).toBeTruthy();
    expect(table.textContent).toContain('Schedule › League id: — → LEC (98767991302996019)');
    expect(operations.filter((op) => op.operationName === 'AuditLeagueNames')).toHaveLength(1);

    await user.click(within(table).getAllByRole('button', { name: 'Show details' })[0]!);
    const details = await screen.findByRole('table', { name: /^Changes by updateDropGroup/ });
    const row = within(details).getByText('league').closest('tr')!;
    expect(row.textContent).toBe('leagueLEC 98767991302996019LCK 98767991299243165');
  });
});
