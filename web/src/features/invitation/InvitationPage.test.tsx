import {
  INVITATION_APPROVAL_TIMEOUT_MS,
  INVITATION_REDIRECT_MS,
} from '@esports-admin/schema/rules/constants';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { NO_ROLE_VIEWER, viewerFixture, viewerMock } from '../../test/viewerFixtures';
import { listMock as leagueListMock } from '../leagues/leagueMocks';
import { approvedMock, refusedMock, unansweredMock } from './invitationMocks';

/** Moves the fake clock, letting promises (mock answers, the lazy page) settle in between. */
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

const APPROVED_VIEWER = viewerFixture({
  ...NO_ROLE_VIEWER,
  roles: ['league-reader'],
  resources: ['league'],
  writableResources: [],
});

const heading = (name: string) => screen.queryByRole('heading', { name });

describe('invitation page', () => {
  beforeAll(async () => {
    // Load the pages' chunks before the clock is faked, so rendering them needs no real time.
    await Promise.all([import('./InvitationPage'), import('../leagues/LeagueListPage')]);
  });
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('approves the pending code, says so, and goes to the leagues after 3 seconds with the new roles', async () => {
    const { history, operations } = renderApp({
      path: '/?inviteCode=WELCOME-42',
      viewer: NO_ROLE_VIEWER,
      mocks: [
        approvedMock('WELCOME-42', ['league-reader']),
        viewerMock(APPROVED_VIEWER),
        leagueListMock({ sport: 'lol', filter: 'current' }, []),
      ],
    });
    await advance(0);
    expect(screen.getByRole('status').textContent).toContain('Approving your invitation');

    await advance(100);
    expect(heading('Approved')).not.toBeNull();
    expect(screen.getByText('Redirecting to default page in 3 seconds...')).toBeTruthy();
    expect(operations.map((op) => op.operationName)).toEqual(['ApproveInvitation', 'AppShell']);
    expect(operations[0]?.variables).toEqual({ inviteCode: 'WELCOME-42' });

    await advance(INVITATION_REDIRECT_MS - 200);
    expect(history.location.pathname).toBe('/');

    await advance(200);
    expect(history.location.pathname).toBe('/leagues/list/current');
    // The refetched viewer may open the leagues: the page is not denied.
    expect(heading('Leagues')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Leagues' })).toBeTruthy();
  });

  it('accepts the code in the path too: /invite/CODE', async () => {
    const { operations } = renderApp({
      path: '/invite/WELCOME-7',
      viewer: NO_ROLE_VIEWER,
      mocks: [approvedMock('WELCOME-7', ['league-reader']), viewerMock(APPROVED_VIEWER)],
    });
    await advance(100);
    expect(heading('Approved')).not.toBeNull();
    expect(operations[0]?.variables).toEqual({ inviteCode: 'WELCOME-7' });
  });

  it('shows User Registration Failed when the gateway refuses the code, and stays', async () => {
    const { history } = renderApp({
      path: '/?inviteCode=USED',
      viewer: NO_ROLE_VIEWER,
      mocks: [refusedMock('USED', '400 - Invite code already used')],
    });
    await advance(100);
    expect(heading('User Registration Failed')).not.toBeNull();
    expect(screen.getByText(/Ask in/).textContent).toBe(
      'Your invitation could not be approved. Ask in #ask-esports-digital for access.',
    );
    expect(screen.getByText('400 - Invite code already used')).toBeTruthy();

    await advance(INVITATION_REDIRECT_MS * 2);
    expect(history.location.pathname).toBe('/');
  });

  it('gives up after 5 seconds without an answer', async () => {
    renderApp({
      path: '/?inviteCode=SLOW',
      viewer: NO_ROLE_VIEWER,
      mocks: [unansweredMock('SLOW')],
    });
    await advance(INVITATION_APPROVAL_TIMEOUT_MS - 1);
    expect(screen.getByRole('status').textContent).toContain('Approving your invitation');
    expect(heading('User Registration Failed')).toBeNull();

    await advance(1);
    expect(heading('User Registration Failed')).not.toBeNull();
  });
});
