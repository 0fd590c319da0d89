import type { MockLink } from '@apollo/client/testing';
import { DROP_TRIGGER_MESSAGES } from '@esports-admin/schema/rules/drop-triggers';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DropTriggerListPageDocument } from '../../__generated__/graphql';
import { renderApp } from '../../test/renderApp';

const trigger = {
  __typename: 'DropTrigger',
  id: 't1',
  action: 'group',
  dropId: 'd1',
  title: 'Finals Ward',
  league: 'LEC',
  broadcastId: 'b1',
  puuid: null,
  viewerCount: 63,
  triggeredBy: 'rhea.rewards',
  triggeredAt: '2026-11-20T18:00:00.000Z',
};

const inRange: MockLink.MockedResponse = {
  request: {
    query: DropTriggerListPageDocument,
    variables: (vars: Record<string, unknown>) => String(vars.start) < String(vars.end),
  },
  result: { data: { dropTriggers: [trigger] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

// What the gateway answers to a start after the end.
const refusedRange: MockLink.MockedResponse = {
  request: {
    query: DropTriggerListPageDocument,
    variables: (vars: Record<string, unknown>) => String(vars.start) > String(vars.end),
  },
  result: {
    data: { dropTriggers: null },
    errors: [{ message: DROP_TRIGGER_MESSAGES.rangeOrder, extensions: { code: 'BAD_USER_INPUT' } }],
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

describe('drop trigger list', { timeout: 20_000 }, () => {
  it('lists no triggers under a start date after the end date, and says why', async () => {
    renderApp({ path: '/drops/triggers', mocks: [inRange, refusedRange] });
    expect(await screen.findByRole('row', { name: /Finals Ward/ })).toBeTruthy();

    const end = screen.getByLabelText<HTMLInputElement>('End date').value;
    const dayAfterEnd = new Date(Date.parse(`${end}T00:00:00.000Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: dayAfterEnd } });

    expect(await screen.findByText(DROP_TRIGGER_MESSAGES.rangeOrder)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Finals Ward/ })).toBeNull());
    expect(screen.queryByText('Nothing to display.')).toBeTruthy();
  });
});
