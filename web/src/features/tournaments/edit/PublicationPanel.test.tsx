import type { MockLink } from '@apollo/client/testing';
import { USER_MANAGEMENT_RESOURCE } from '@esports-admin/schema/rules/access';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  OverrideLintAndPublishDocument,
  PublicationPanelLintDocument,
} from '../../../__generated__/graphql';
import { renderApp } from '../../../test/renderApp';
import { ALL_RESOURCES, viewerFixture } from '../../../test/viewerFixtures';
import {
  editPageMock,
  mutationOk,
  optionsMock,
  PUBLISHED_VERSION,
  storedTournament,
} from '../tournamentMocks';

const FINDING = {
  __typename: 'TournamentLintFinding',
  severity: 'error',
  code: 'unreachable',
  stageId: 'stage-id-1',
  stageName: 'Playoffs',
  sectionId: 'section-id-1',
  sectionName: 'Bracket',
  nodeId: 'match-2',
  slot: null,
  message: 'No team from the seeding can reach Match 2 (Round 2).',
  fix: 'Feed Match 2 (Round 2) from the seeding or from an earlier match.',
};

const lintMock: MockLink.MockedResponse = {
  request: { query: PublicationPanelLintDocument, variables: { id: 't-1' } },
  result: {
    data: {
      tournamentLint: {
        __typename: 'TournamentLint',
        tournamentId: 't-1',
        errorCount: 1,
        warningCount: 0,
        findings: [FINDING],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const overrideMock: MockLink.MockedResponse = {
  request: {
    query: OverrideLintAndPublishDocument,
    variables: { id: 't-1', reason: 'Final is tomorrow' },
  },
  result: mutationOk('publishTournament', 'Published Tournament Successfully!', {
    __typename: 'Tournament',
    id: 't-1',
    version: PUBLISHED_VERSION,
    status: 'published',
    publicationStatus: 'published',
    fullyPublished: false,
    stages: [],
  }),
};

const renderDetails = (viewer = viewerFixture()) =>
  renderApp({
    path: '/tournament/t-1/edit',
    viewer,
    mocks: [editPageMock('t-1', storedTournament('t-1')), optionsMock(), lintMock, overrideMock],
  });

describe('graph check before publishing', { timeout: 20_000 }, () => {
  it('shows a non-administrator the findings and why publishing is refused, without an override', async () => {
    renderDetails(
      viewerFixture({ resources: ALL_RESOURCES.filter((r) => r !== USER_MANAGEMENT_RESOURCE) }),
    );
    const check = await screen.findByRole('region', { name: 'Graph check before publishing' });
    expect(check.textContent).toContain(
      'Graph check: 1 error, 0 warnings: errors block publishing.',
    );
    expect(check.textContent).toContain(`Playoffs › Bracket: ${FINDING.message}`);
    expect(within(check).getByRole('note').textContent).toMatch(/^Publishing is refused/);
    expect(within(check).queryByRole('button', { name: 'Override and publish' })).toBeNull();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Publish tournament' }).disabled,
    ).toBe(true);
  });

  it('lets an administrator override and publish with a reason', async () => {
    const { user } = renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Override and publish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Override and publish' });
    // Without a reason the dialog says it is needed and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Override and publish' }));
    expect(
      await within(dialog).findByText('Give a reason for publishing over the lint errors.'),
    ).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Final is tomorrow');
    await user.click(within(dialog).getByRole('button', { name: 'Override and publish' }));
    expect(await screen.findByText('Published Tournament Successfully!')).toBeTruthy();
  });
});
