import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { DROP_TRIGGER_MESSAGES } from '@esports-admin/schema/rules/drop-triggers';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { GroupTriggerFormBroadcastsDocument } from '../../__generated__/graphql';
import { Providers } from '../../test/renderApp';
import { GroupTriggerForm } from './GroupTriggerForm';
import { TRIGGER_GROUPS } from './triggerMocks';

const LIVE = {
  __typename: 'TriggerBroadcast' as const,
  id: 'b-live',
  blockName: 'Live now',
  tournamentId: 't1',
  tournament: {
    __typename: 'Tournament' as const,
    id: 't1',
    name: { __typename: 'LocalizedName' as const, displayName: 'LCK Spring 2026' },
    league: { __typename: 'League' as const, id: 'l-lck', name: 'LCK' },
  },
  matches: [
    {
      __typename: 'Match' as const,
      id: 'm1',
      sport: 'lol' as const,
      teamOne: { __typename: 'Team' as const, id: 'team-t1', name: 'T1' },
      teamTwo: { __typename: 'Team' as const, id: 'team-gen', name: 'Gen.G' },
    },
  ],
  startTime: '2026-11-23T17:00:00.000Z',
  status: 'in_progress',
  broadcastState: 'live',
  streams: [
    { __typename: 'TriggerStream' as const, id: 'm1-en', provider: 'twitch', locale: 'en_US' },
    { __typename: 'TriggerStream' as const, id: 'm1-ko', provider: 'youtube', locale: 'ko_KR' },
  ],
};

const broadcasts = (list: (typeof LIVE)[]): MockLink.MockedResponse => ({
  request: { query: GroupTriggerFormBroadcastsDocument },
  result: { data: { triggerBroadcasts: list } },
});

/** Hands the test the provider's client, so it can run the next poll itself. */
function ClientProbe({ onClient }: { onClient: (client: ApolloClient) => void }) {
  const client = useApolloClient();
  useEffect(() => onClient(client), [client, onClient]);
  return null;
}

describe('GroupTriggerForm', () => {
  it('names each broadcast by its match first: teams, tournament, league and sport', async () => {
    render(
      <Providers>
        <MockedProvider mocks={[broadcasts([LIVE])]}>
          <MemoryRouter>
            <GroupTriggerForm groups={TRIGGER_GROUPS} writable />
          </MemoryRouter>
        </MockedProvider>
      </Providers>,
    );
    const option = await screen.findByRole('option', { name: /b-live/ });
    expect(option.textContent).toMatch(
      /^T1 vs Gen\.G · LCK Spring 2026 · LCK · League of Legends — Live now · since .+ · b-live$/,
    );
  });

  it('resets the broadcast selection once the broadcast is no longer in progress (spec 3 §4)', async () => {
    const user = userEvent.setup();
    let client: ApolloClient | undefined;
    render(
      <Providers>
        <MockedProvider mocks={[broadcasts([LIVE]), broadcasts([])]}>
          <MemoryRouter>
            <ClientProbe
              onClient={(provided) => {
                client = provided;
              }}
            />
            <GroupTriggerForm groups={TRIGGER_GROUPS} writable />
          </MemoryRouter>
        </MockedProvider>
      </Providers>,
    );
    await user.selectOptions(screen.getByLabelText('Drop group'), 'g1');
    const broadcast = screen.getByLabelText<HTMLSelectElement>('Broadcast in progress');
    await screen.findByRole('option', { name: /Live now · since .* · b-live/ });
    await user.selectOptions(broadcast, 'b-live');
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /m1-en/ }).checked).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Dry Run' }).disabled).toBe(false);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Trigger' }).disabled).toBe(true);

    // The next poll no longer lists it: the selection is gone and the form says why.
    await act(async () => {
      await client!.refetchQueries({ include: 'active' });
    });
    await screen.findByText(DROP_TRIGGER_MESSAGES.broadcastEnded);
    expect(broadcast.value).toBe('');
    expect(screen.queryByRole('checkbox', { name: /m1-en/ })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Dry Run' }).disabled).toBe(true);
  });
});
