import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import type { MockLink } from '@apollo/client/testing';
import { DROP_TRIGGER_MESSAGES } from '@esports-admin/schema/rules/drop-triggers';
import { act, screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import {
  DropPreviewImageDocument,
  GroupTriggerFormBroadcastsDocument,
  GroupTriggerFormTriggerDocument,
} from '../../__generated__/graphql';
import { GroupTriggerForm } from './GroupTriggerForm';
import { renderTriggerForm } from './triggerFormTest';
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

const triggered = (dryRun: boolean): MockLink.MockedResponse => ({
  request: {
    query: GroupTriggerFormTriggerDocument,
    // A dry run sends no idempotency key; the trigger itself one of its own (a UUID).
    variables: (vars: Record<string, unknown>) =>
      vars.dryRun === dryRun &&
      JSON.stringify(vars.input) ===
        JSON.stringify({
          groupId: 'g1',
          dropId: 'd1',
          broadcastId: 'b-live',
          streamIds: ['m1-en', 'm1-ko'],
          streamPosition: 90,
        }) &&
      (dryRun ? vars.idempotencyKey === null : /^[0-9a-f-]{36}$/.test(String(vars.idempotencyKey))),
  },
  result: {
    data: {
      triggerDropGroup: {
        __typename: 'GroupTriggerResult',
        ok: {
          __typename: 'GroupTriggerSuccess',
          dryRun,
          viewerCount: 1200,
          message: dryRun ? 'Would reach about 1,200 viewers.' : 'Triggered Finals Ward.',
          trigger: dryRun ? null : { __typename: 'DropTrigger', id: 'tr-9' },
        },
        error: null,
      },
    },
  },
});

/** Hands the test the provider's client, so it can run the next poll itself. */
function ClientProbe({ onClient }: { onClient: (client: ApolloClient) => void }) {
  const client = useApolloClient();
  useEffect(() => onClient(client), [client, onClient]);
  return null;
}

describe('GroupTriggerForm', () => {
  it('names each broadcast by its match first: teams, tournament, league and sport', async () => {
    renderTriggerForm(<GroupTriggerForm groups={TRIGGER_GROUPS} writable />, [broadcasts([LIVE])]);
    const option = await screen.findByRole('option', { name: /b-live/ });
    expect(option.textContent).toMatch(
      /^T1 vs Gen\.G · LCK Spring 2026 · LCK · League of Legends — Live now · since .+ · b-live$/,
    );
  });

  it('resets the broadcast selection once the broadcast is no longer in progress (spec 3 §4)', async () => {
    let client: ApolloClient | undefined;
    const { user } = renderTriggerForm(
      <>
        <ClientProbe
          onClient={(provided) => {
            client = provided;
          }}
        />
        <GroupTriggerForm groups={TRIGGER_GROUPS} writable />
      </>,
      [broadcasts([LIVE]), broadcasts([])],
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

  it('asks before leaving /drops/triggers/send once a group is chosen', async () => {
    const { user } = renderTriggerForm(<GroupTriggerForm groups={TRIGGER_GROUPS} writable />, [
      broadcasts([LIVE]),
    ]);
    await user.selectOptions(screen.getByLabelText('Drop group'), 'g1');
    await user.click(screen.getByRole('link', { name: 'Triggers' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Trigger list')).toBeTruthy();
  });

  it('shows the dry run, then sends the trigger after confirming and goes to the list', async () => {
    const { user } = renderTriggerForm(<GroupTriggerForm groups={TRIGGER_GROUPS} writable />, [
      broadcasts([LIVE]),
      triggered(true),
      {
        request: { query: DropPreviewImageDocument, variables: () => true },
        result: { data: { dropPreviewImage: null } },
      },
      triggered(false),
    ]);
    await user.selectOptions(screen.getByLabelText('Drop group'), 'g1');
    await screen.findByRole('option', { name: /b-live/ });
    await user.selectOptions(screen.getByLabelText('Broadcast in progress'), 'b-live');
    const position = screen.getByRole('spinbutton', { name: 'Stream position (seconds)' });
    await user.clear(position);
    await user.type(position, '90');
    await user.click(screen.getByRole('button', { name: 'Dry Run' }));
    expect(await screen.findByText('Would reach about 1,200 viewers.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Trigger' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Trigger this drop?' });
    await user.click(within(confirm).getByRole('button', { name: 'Trigger' }));
    expect(await screen.findByText('Trigger list')).toBeTruthy();
    expect(await screen.findByText('Triggered Finals Ward.')).toBeTruthy();
  });
});
