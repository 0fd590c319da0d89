import type { MockLink } from '@apollo/client/testing';
import { PICKEM_MESSAGES } from '@esports-admin/schema/rules/pickem';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  PickBlocksPageCreateDocument,
  PickBlocksPageDocument,
  PickBlocksPageForceDocument,
} from '../../../__generated__/graphql';
import { cellTexts, rowOf } from '../../../test/listPage';
import { renderApp } from '../../../test/renderApp';
import { ALL_RESOURCES, FULL_ACCESS_VIEWER, viewerFixture } from '../../../test/viewerFixtures';
import { blockFixture, FINAL, pickBlocksPageData } from '../pickemMocks';

const PATH = '/pickem/tournaments/worlds/blocks';

const pageMock = (blocks: ReturnType<typeof blockFixture>[]): MockLink.MockedResponse => ({
  request: { query: PickBlocksPageDocument, variables: { eldsTournamentId: 'worlds' } },
  result: { data: pickBlocksPageData(blocks) },
});

const outcome = (block: ReturnType<typeof blockFixture>, message: string) => ({
  __typename: 'PickBlockMutationResult',
  ok: { __typename: 'PickBlockMutationSuccess', message, pickBlock: block },
  error: null,
});

const operator = viewerFixture({
  roles: ['Rewards_Operator'],
  resources: ALL_RESOURCES.filter((resource) => resource !== 'user'),
  writableResources: ALL_RESOURCES.filter((resource) => resource !== 'user'),
});

describe('pick blocks page', { timeout: 20_000 }, () => {
  it('lists each block with its state, times, matches by team names and viewers', async () => {
    renderApp({ path: PATH, mocks: [pageMock([blockFixture({ state: 'open' })])] });
    const row = await rowOf('Semifinals');
    const [block, state, opens, locks, matches, viewers] = cellTexts(row);
    expect(block).toBe('Semifinalsb1');
    expect(state).toBe('Open');
    expect(opens).toContain('Nov 1, 2026');
    expect(locks).toContain('Nov 2, 2026');
    expect(matches).toBe('SemifinalT1 vs G2Gen.G vs BLG');
    expect(viewers).toBe('3000');
    expect(screen.getByText('Not in a block yet: 1 match, 1 whole section.')).toBeTruthy();
    // Viewers have picked: the service would refuse a delete, so it is not offered.
    expect(within(row).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('creates a block from a whole unscheduled section, named by its matches', async () => {
    const created = blockFixture({
      id: 'b2',
      name: 'Final',
      state: 'upcoming',
      eldsMatchIds: ['m3'],
      eldsSectionIds: ['final'],
      matches: [FINAL],
      pickCount: 0,
      picks: [],
    });
    const createMock: MockLink.MockedResponse = {
      request: { query: PickBlocksPageCreateDocument, variables: () => true },
      result: { data: { createPickBlock: outcome(created, PICKEM_MESSAGES.blockCreated) } },
    };
    const { user, operations } = renderApp({
      path: PATH,
      mocks: [pageMock([]), createMock, pageMock([created])],
    });
    await user.click(await screen.findByRole('button', { name: 'Create pick block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create pick block' });
    expect(within(dialog).getByText('T1 vs Gen.G · Final')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Name'), 'Final');
    await user.click(within(dialog).getByLabelText('Final (whole section, 1 match)'));
    expect(within(dialog).getByLabelText(/T1 vs Gen.G · Final/)).toHaveProperty('checked', true);
    await user.click(within(dialog).getByRole('button', { name: 'Create pick block' }));

    expect(await screen.findByText(PICKEM_MESSAGES.blockCreated)).toBeTruthy();
    const sent = operations.find((op) => op.operationName === 'PickBlocksPageCreate');
    expect(sent?.variables.input).toMatchObject({
      eldsTournamentId: 'worlds',
      name: 'Final',
      eldsMatchIds: ['m3'],
      eldsSectionIds: ['final'],
    });
    expect(cellTexts(await rowOf('T1 vs Gen.G'))[4]).toBe('FinalT1 vs Gen.G');
  });

  it('refuses to create a block without a match, with the rule message', async () => {
    const { user, operations } = renderApp({ path: PATH, mocks: [pageMock([])] });
    await user.click(await screen.findByRole('button', { name: 'Create pick block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create pick block' });
    await user.type(within(dialog).getByLabelText('Name'), 'Day 9');
    const create = within(dialog).getByRole('button', { name: 'Create pick block' });
    expect(create).toHaveProperty('disabled', true);
    expect(operations.some((op) => op.operationName === 'PickBlocksPageCreate')).toBe(false);
  });

  it('offers Reopen on a locked block only where the environment allows it', async () => {
    const locked = [blockFixture({ state: 'locked' })];
    const allowed = renderApp({ path: PATH, mocks: [pageMock(locked)] });
    expect(within(await rowOf('Semifinals')).getByRole('button', { name: 'Reopen' })).toBeTruthy();
    allowed.unmount();

    const prod = viewerFixture({
      environment: 'prod',
      features: { ...FULL_ACCESS_VIEWER.features, reopenPickBlock: false },
    });
    renderApp({ path: PATH, mocks: [pageMock(locked)], viewer: prod });
    expect(within(await rowOf('Semifinals')).queryByRole('button', { name: 'Reopen' })).toBeNull();
  });

  it('offers Force state to administrators only', async () => {
    const view = renderApp({
      path: PATH,
      mocks: [pageMock([blockFixture({ state: 'open' })])],
      viewer: operator,
    });
    expect(
      within(await rowOf('Semifinals')).queryByRole('button', { name: 'Force state' }),
    ).toBeNull();
    view.unmount();
  });

  it('forces a state only with a reason, behind a dialog that says it is a load test', async () => {
    const block = blockFixture({ state: 'open' });
    const forceMock: MockLink.MockedResponse = {
      request: {
        query: PickBlocksPageForceDocument,
        variables: {
          id: 'b1',
          eldsTournamentId: 'worlds',
          state: 'locked',
          reason: 'Lock burst test',
        },
      },
      result: {
        data: {
          forcePickBlockState: outcome(
            { ...block, state: 'locked' },
            PICKEM_MESSAGES.blockForced('locked'),
          ),
        },
      },
    };
    const { user } = renderApp({
      path: PATH,
      mocks: [pageMock([block]), forceMock, pageMock([{ ...block, state: 'locked' }])],
    });
    await user.click(
      within(await rowOf('Semifinals')).getByRole('button', { name: 'Force state' }),
    );
    const dialog = await screen.findByRole('dialog', { name: /load test/ });
    expect(within(dialog).getByText('This is a load-test action.')).toBeTruthy();
    const submit = within(dialog).getByRole('button', { name: 'Force state for the load test' });
    expect(submit).toHaveProperty('disabled', true);
    await user.selectOptions(within(dialog).getByLabelText('Force to'), 'locked');
    await user.type(within(dialog).getByLabelText('Reason'), 'Lock burst test');
    await user.click(submit);
    expect(await screen.findByText(PICKEM_MESSAGES.blockForced('locked'))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the picks per team and how many viewers get how many points', async () => {
    const { user } = renderApp({
      path: PATH,
      mocks: [pageMock([blockFixture({ state: 'locked' })])],
    });
    await user.click(
      within(await rowOf('Semifinals')).getByRole('button', { name: 'Picks & points' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Semifinals: 3,000 viewers' });
    const preview = within(dialog).getByRole('table', { name: 'Viewers per points' });
    expect(
      within(preview)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['01,00033%', '102,00067%']);
    expect(within(dialog).getByText(/Not decided yet.*Gen.G vs BLG · Semifinal/)).toBeTruthy();
    expect(within(dialog).getByText('2,000 (67%)')).toBeTruthy();
    expect(within(dialog).getByText('T1 (won)')).toBeTruthy();
  });
});
