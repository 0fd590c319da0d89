import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DropTriggerStatsPanelDocument,
  TriggerStatsPanelResendDocument,
} from '../../__generated__/graphql';
import { Toaster } from '../../components/Toaster';
import { renderApp } from '../../test/renderApp';
import { TriggerStatsPanel } from './TriggerStatsPanel';

const count = (status: string, n: number, failed: boolean, retryable: boolean) => ({
  __typename: 'FulfillmentStatusCount',
  status,
  count: n,
  failed,
  retryable,
});

const statsMock = (stats: ReturnType<typeof count>[]): MockLink.MockedResponse => ({
  request: { query: DropTriggerStatsPanelDocument, variables: { id: 't1' } },
  result: {
    data: {
      dropTrigger: {
        __typename: 'DropTrigger',
        id: 't1',
        title: 'Finals Ward',
        viewerCount: 53,
        stats,
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const resendMock: MockLink.MockedResponse = {
  request: {
    query: TriggerStatsPanelResendDocument,
    variables: (vars: Record<string, unknown>) =>
      vars.triggerId === 't1' && /^[0-9a-f-]{36}$/.test(String(vars.idempotencyKey)),
  },
  result: {
    data: {
      resendDropTriggerToFailedViewers: {
        __typename: 'ResendToFailedViewersResult',
        ok: {
          __typename: 'ResendToFailedViewersSuccess',
          remaining: 0,
          message: 'Drop sent again to 2 failed viewers.',
          triggers: [],
        },
        error: null,
      },
    },
  },
};

const routesFor = (writable: boolean) => [
  {
    path: '/stats',
    element: (
      <>
        <TriggerStatsPanel triggerId="t1" writable={writable} />
        <Toaster />
      </>
    ),
  },
];

describe('trigger stats panel', { timeout: 20_000 }, () => {
  it('sends the drop again to the failed viewers after a confirmation', async () => {
    const { user, operations } = renderApp({
      path: '/stats',
      routes: routesFor(true),
      mocks: [
        statsMock([
          count('FULFILLED', 50, false, false),
          count('ERROR', 2, true, true),
          count('PLAYER_NOT_FOUND', 1, true, false),
        ]),
        resendMock,
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Send again to failed viewers' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/2 viewers whose fulfillment failed in ERROR/)).toBeTruthy();
    expect(operations.some((op) => op.operationName === 'TriggerStatsPanelResend')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Drop sent again to 2 failed viewers.')).toBeTruthy();
    expect(operations.filter((op) => op.operationName === 'TriggerStatsPanelResend')).toHaveLength(
      1,
    );
  });

  it('offers no send again when no failure is one a new send can fix', async () => {
    renderApp({
      path: '/stats',
      routes: routesFor(true),
      mocks: [
        statsMock([
          count('FULFILLED', 50, false, false),
          count('PLAYER_NOT_FOUND', 3, true, false),
        ]),
      ],
    });
    expect(await screen.findByText('PLAYER_NOT_FOUND: 3 viewers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send again to failed viewers' })).toBeNull();
  });

  it('offers no send again to a user who may only read triggers', async () => {
    renderApp({
      path: '/stats',
      routes: routesFor(false),
      mocks: [statsMock([count('ERROR', 2, true, true)])],
    });
    expect(await screen.findByText('ERROR: 2 viewers')).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Send again to failed viewers' })).toBeNull(),
    );
  });
});
