import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DropGroupTotalsPanelDocument } from '../../../__generated__/graphql';
import { renderApp } from '../../../test/renderApp';
import { DropGroupTotalsPanel } from './DropGroupTotalsPanel';

const totals = (triggers: number, viewersReached: number, fulfilled: number, failed: number) => ({
  __typename: 'DropSendTotals',
  triggers,
  viewersReached,
  fulfilled,
  failed,
});

describe('drop group totals panel', { timeout: 20_000 }, () => {
  it('shows the group, each drop and each UTC day with viewers reached, fulfilled and failed', async () => {
    renderApp({
      path: '/totals',
      routes: [{ path: '/totals', element: <DropGroupTotalsPanel groupId="g1" /> }],
      mocks: [
        {
          request: { query: DropGroupTotalsPanelDocument, variables: { groupId: 'g1' } },
          result: {
            data: {
              dropGroupTotals: {
                __typename: 'DropGroupTotals',
                groupId: 'g1',
                truncated: false,
                totals: totals(3, 120, 90, 7),
                drops: [
                  {
                    __typename: 'DropTotals',
                    dropId: 'd1',
                    title: 'Finals Ward',
                    totals: totals(2, 100, 80, 5),
                  },
                  {
                    __typename: 'DropTotals',
                    dropId: 'd2',
                    title: 'Baron Icon',
                    totals: totals(1, 20, 10, 2),
                  },
                ],
                days: [
                  { __typename: 'DropDayTotals', day: '2026-11-20', totals: totals(1, 60, 40, 3) },
                  { __typename: 'DropDayTotals', day: '2026-11-21', totals: totals(2, 60, 50, 4) },
                ],
              },
            },
          },
        },
      ],
    });
    expect(
      await screen.findByText('3 triggers · 120 viewers reached · 90 fulfilled · 7 failed'),
    ).toBeTruthy();
    const perDrop = screen.getByRole('table', { name: 'Totals per drop' });
    expect(
      await within(perDrop).findByRole('row', { name: /Finals Ward 2 100 80 5/ }),
    ).toBeTruthy();
    expect(within(perDrop).getByRole('row', { name: /Baron Icon 1 20 10 2/ })).toBeTruthy();
    const perDay = screen.getByRole('table', { name: 'Totals per day' });
    const rows = await within(perDay).findAllByRole('row', { name: /^2026-11-2/ });
    expect(rows.map((row) => row.textContent)).toEqual(['2026-11-21260504', '2026-11-20160403']);
  });
});
