import type { MockLink } from '@apollo/client/testing';
import {
  FULFILLMENT_STATUSES,
  isFailedFulfillment,
} from '@esports-admin/schema/rules/fulfillment-status';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DropViewersPanelDocument,
  TriggerFulfillmentPanelDocument,
  ViewerLookupsRecentTriggersDocument,
  type FulfillmentStatus,
} from '../../__generated__/graphql';
import { currentToasts } from '../../components/toast';
import { renderApp } from '../../test/renderApp';

const recentMock: MockLink.MockedResponse = {
  request: { query: ViewerLookupsRecentTriggersDocument, variables: () => true },
  result: {
    data: {
      dropTriggers: [
        {
          __typename: 'DropTrigger',
          id: '501',
          title: 'LCK Baron Steal',
          triggeredAt: '2026-11-20T12:00:00.000Z',
          viewerCount: 4,
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const puuid = (n: number) => `0000000${n}-aaaa-bbbb-cccc-dddddddddddd`;

function fulfillment(triggerId: string, viewers: [number, FulfillmentStatus][]) {
  return {
    __typename: 'TriggerFulfillment',
    triggerId,
    counts: FULFILLMENT_STATUSES.map((status) => ({
      __typename: 'FulfillmentStatusCount',
      status,
      count: viewers.filter(([, s]) => s === status).length,
      failed: isFailedFulfillment(status),
    })),
    viewers: viewers.map(([n, status]) => ({
      __typename: 'ViewerFulfillment',
      puuid: puuid(n),
      status,
      updatedAt: '2026-11-20T12:05:00.000Z',
    })),
  };
}

function fulfillmentMock(triggerIds: string[], answer: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: TriggerFulfillmentPanelDocument, variables: { triggerIds } },
    result: { data: { triggerFulfillments: answer } },
  };
}

describe('viewer lookups page', { timeout: 20_000 }, () => {
  it("lists the puuids of a drop, from the drops nav's Viewer lookups page", async () => {
    const { user, history } = renderApp({
      path: '/drops/viewers',
      mocks: [
        recentMock,
        {
          request: { query: DropViewersPanelDocument, variables: { dropId: 'drop-7' } },
          result: {
            data: {
              dropPuuids: {
                __typename: 'DropPuuids',
                dropId: 'drop-7',
                puuids: [puuid(1), puuid(2)],
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Viewer Lookups' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Viewer lookups' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user.type(screen.getByRole('textbox', { name: 'Drop id' }), 'drop-7');
    await user.click(screen.getByRole('button', { name: 'Look up viewers' }));
    expect(await screen.findByRole('heading', { name: 'Drop drop-7: 2 viewers' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Puuids' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([puuid(1), puuid(2)]);
    expect(history.location.search).toBe('?drop=drop-7');
  });

  it('says a drop id no drop has was not found, rather than that it reached 0 viewers', async () => {
    const { user } = renderApp({
      path: '/drops/viewers',
      mocks: [
        recentMock,
        {
          request: { query: DropViewersPanelDocument, variables: { dropId: 'nope' } },
          result: { data: { dropPuuids: null } },
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Drop id' }), 'nope');
    await user.click(screen.getByRole('button', { name: 'Look up viewers' }));
    expect(await screen.findByText('No drop has the id nope.')).toBeTruthy();
    expect(screen.queryByText(/0 viewers/)).toBeNull();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
  });

  it('breaks each trigger down over the 22 statuses and lists the failed viewers', async () => {
    const { user, operations } = renderApp({
      path: '/drops/viewers',
      mocks: [
        recentMock,
        fulfillmentMock(
          ['501', '502'],
          [
            fulfillment('501', [
              [1, 'FULFILLED'],
              [2, 'FULFILLED'],
              [3, 'SHARD_NOT_FOUND'],
              [4, 'PLAYER_NOT_FOUND'],
            ]),
            fulfillment('502', [[5, 'ALREADY_OWNED']]),
          ],
        ),
      ],
    });
    const ids = await screen.findByRole('textbox', { name: 'Trigger ids' });
    // A recent trigger is picked from the list; another is pasted, once even if pasted twice.
    const picker = screen.getByRole('combobox', { name: 'Add a recent trigger' });
    await within(picker).findByText(/501 · LCK Baron Steal/);
    await user.selectOptions(picker, '501');
    await user.type(ids, ', 502 501');
    await user.click(screen.getByRole('button', { name: 'Look up fulfillment' }));

    const first = await screen.findByRole('region', { name: 'Fulfillment of trigger 501' });
    const bars = within(first).getByRole('list', { name: 'Viewers by fulfillment status' });
    const rows = within(bars).getAllByRole('listitem');
    expect(rows).toHaveLength(22);
    expect(rows.map((row) => row.getAttribute('aria-label')).slice(0, 2)).toEqual([
      'REQUESTED: 0',
      'FULFILLED: 2',
    ]);
    expect(within(first).getByText('4 viewers · 2 to follow up')).toBeTruthy();
    const failures = within(first).getByRole('table', {
      name: 'Failed fulfillments of trigger 501',
    });
    const failedRows = within(failures).getAllByRole('row').slice(1);
    expect(failedRows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'PLAYER_NOT_FOUND',
      'SHARD_NOT_FOUND',
    ]);
    expect(within(failures).getByText(puuid(3))).toBeTruthy();
    await user.click(within(first).getByRole('button', { name: 'Copy failed puuids' }));
    expect(await navigator.clipboard.readText()).toBe(`${puuid(3)}\n${puuid(4)}`);
    expect(currentToasts().map((t) => t.message)).toContain('2 puuids copied.');

    const second = screen.getByRole('region', { name: 'Fulfillment of trigger 502' });
    expect(within(second).getByText('No failures.')).toBeTruthy();
    expect(within(second).getByText('1 viewer · 0 to follow up')).toBeTruthy();
    expect(
      operations
        .filter((op) => op.operationName === 'TriggerFulfillmentPanel')
        .map((op) => op.variables),
    ).toEqual([{ triggerIds: ['501', '502'] }]);
  });

  it('refuses more than 50 trigger ids before asking the gateway', async () => {
    const { user, operations } = renderApp({ path: '/drops/viewers', mocks: [recentMock] });
    const ids = await screen.findByRole('textbox', { name: 'Trigger ids' });
    await user.click(ids);
    await user.paste(Array.from({ length: 51 }, (_, i) => String(1000 + i)).join('\n'));
    await user.click(screen.getByRole('button', { name: 'Look up fulfillment' }));
    expect(await screen.findByText('At most 50 trigger ids.')).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'TriggerFulfillmentPanel')).toBe(false);
  });

  it('says so when the viewer account service cannot answer, and retries', async () => {
    const { user } = renderApp({
      path: '/drops/viewers?triggers=501',
      mocks: [
        recentMock,
        {
          request: { query: TriggerFulfillmentPanelDocument, variables: { triggerIds: ['501'] } },
          error: new Error('down'),
        },
        fulfillmentMock(['501'], [fulfillment('501', [[1, 'FULFILLED']])]),
      ],
    });
    expect(await screen.findByText('The fulfillment statuses could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Fulfillment of trigger 501' })).toBeTruthy();
  });
});
