/**
 * Graph lint before publish (issue #37), as staff and scripts meet it: a bracket wired wrong on
 * purpose through createTournament answers its findings, publishing it is refused, an
 * administrator publishes over the errors with a reason the journal keeps, and anyone else asking
 * to override is refused.
 */
import { STAGE_LINT_MESSAGES } from '@esports-admin/schema/rules/stage-lint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateTournamentDocument,
  OverrideLintAndPublishDocument,
  PublicationPanelLintDocument,
  PublishTournamentDocument,
  SetTournamentPublicationStatusDocument,
  type TournamentInput,
} from '../../web/src/__generated__/graphql';
import { AUDIT_LOG, type AuditView } from '../support/audit';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const name = (slug: string, value: string) => ({
  slug,
  localizations: [{ locale: 'en_US', value }],
});
const entries = (count: number) => Array.from({ length: count }, (_, i) => ({ index: i + 1 }));
const edge = (from: string | null, sourceSlot: number, to: string | null, targetSlot: number) => ({
  sourceNodeId: from,
  sourceNodeType: from ? ('match' as const) : null,
  sourceSlot,
  targetNodeId: to,
  targetNodeType: to ? ('match' as const) : null,
  targetSlot,
});
const match = (structuralId: string, description: string) => ({
  structuralId,
  description,
  strategy: 'bestOf' as const,
  bestOfConfig: { count: 1 },
});

/**
 * Four seeds, but seed 4 enters nothing; Match 1 and Match 2 both feed Match 3's team 1; Match 1's
 * loser plays the final its winner reaches through Match 3; Match 5 is fed by nothing.
 */
function brokenInput(leagueId: string): TournamentInput {
  return {
    leagueId,
    name: name('', 'Lint Cup'),
    sport: 'lol',
    startTime: '2030-01-01T00:00:00.000Z',
    endTime: '2030-02-01T00:00:00.000Z',
    stages: [
      {
        structuralId: 'po',
        name: name('playoffs', 'Playoffs'),
        seeding: { entries: entries(4) },
        standing: { entries: entries(2) },
        sections: [
          {
            structuralId: 'br',
            name: name('bracket', 'Bracket'),
            type: 'bracket',
            seeding: { entries: entries(4) },
            standing: { entries: entries(2) },
            matches: [
              match('m1', 'Match 1'),
              match('m2', 'Match 2'),
              match('m3', 'Match 3'),
              match('m5', 'Match 5'),
              match('m4', 'Match 4'),
            ],
            columns: [
              { cells: [{ name: 'Round 1', contents: ['m1', 'm2'] }] },
              { cells: [{ name: 'Round 2', contents: ['m3', 'm5'] }] },
              { cells: [{ name: 'Final', contents: ['m4'] }] },
            ],
            edges: [
              edge(null, 1, 'm1', 1),
              edge(null, 2, 'm1', 2),
              edge(null, 3, 'm2', 1),
              edge('m1', 1, 'm3', 1),
              edge('m2', 1, 'm3', 1),
              edge('m1', 2, 'm4', 2),
              edge('m3', 1, 'm4', 1),
              edge('m4', 1, null, 1),
              edge('m4', 2, null, 2),
            ],
          },
        ],
      },
    ],
  };
}

describe('graph lint before publish', () => {
  let stack: Stack;
  let id: string;
  const lint = async () => (await stack.data(PublicationPanelLintDocument, { id })).tournamentLint!;
  const lastEntry = async () =>
    (await stack.gql<{ auditLog: AuditView }>(AUDIT_LOG, { first: 1 }, { as: SANDBOX_USERS.admin }))
      .data!.auditLog.edges[0]!.node;

  beforeAll(async () => {
    stack = await startStack();
    const leagues = await stack.gql<{ leagues: { id: string }[] }>(
      '{ leagues(sport: lol) { id } }',
    );
    const created = await stack.data(CreateTournamentDocument, {
      input: brokenInput(leagues.data!.leagues[0]!.id),
    });
    expect(created.createTournament.error).toBeNull();
    id = created.createTournament.ok!.tournament.id;
  });
  afterAll(() => stack?.close());

  it('answers the findings of the stored graph, naming each node as staff read it', async () => {
    await stack.upstream.resetRequests();
    const answer = await lint();
    const located = { stageName: 'Playoffs', sectionName: 'Bracket' };
    expect(answer.findings).toEqual([
      expect.objectContaining({
        ...located,
        severity: 'error',
        code: 'slotFedTwice',
        nodeId: 'm3',
        slot: 1,
        message: 'Match 3 (Round 2) team 1 is fed by more than one edge.',
      }),
      expect.objectContaining({ severity: 'error', code: 'unreachable', nodeId: 'm5' }),
      expect.objectContaining({
        severity: 'error',
        code: 'loserFeedsWinnerPlace',
        nodeId: 'm1',
        message:
          'The loser of Match 1 (Round 1) feeds Match 4 (Final) team 2, where its winner also goes on to.',
      }),
      expect.objectContaining({ severity: 'warning', code: 'loserFeedsNothing', nodeId: 'm2' }),
      expect.objectContaining({ severity: 'warning', code: 'loserFeedsNothing', nodeId: 'm3' }),
      expect.objectContaining({ severity: 'error', code: 'resultFeedsNothing', nodeId: 'm5' }),
      expect.objectContaining({ severity: 'error', code: 'seedEntersNothing', slot: 4 }),
    ]);
    expect(answer).toMatchObject({ tournamentId: id, errorCount: 5, warningCount: 2 });
    const log = await stack.upstream.requests();
    expect(log.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
  });

  it('refuses to publish while the graph has errors, naming how many and the first', async () => {
    const answer = (await stack.data(PublishTournamentDocument, { id })).publishTournament;
    expect(answer.ok).toBeNull();
    expect(answer.error).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(answer.error!.message).toBe(
      STAGE_LINT_MESSAGES.publishRefused(5, {
        message: 'Match 3 (Round 2) team 1 is fed by more than one edge.',
        fix: 'Keep one source for Match 3 (Round 2) team 1 and disconnect the others.',
      }),
    );
    expect(await stack.upstream.writes('/publish')).toEqual([]);
  });

  it('holds the bulk publication of the tournament to the same lint, and lets stages through', async () => {
    const bulk = (scope: 'TOURNAMENT' | 'STAGES') =>
      stack.data(SetTournamentPublicationStatusDocument, { id, scope, status: 'published' });
    const refused = (await bulk('TOURNAMENT')).setPublicationStatus;
    expect(refused.ok).toBeNull();
    expect(refused.error).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(refused.error!.message).toMatch(/^Publishing refused: the graph has 5 lint errors/);
    expect((await bulk('STAGES')).setPublicationStatus.error).toBeNull();
  });

  it('refuses the override to anyone but an administrator', async () => {
    const answer = (
      await stack.data(OverrideLintAndPublishDocument, { id, reason: 'Final is tomorrow' })
    ).publishTournament;
    expect(answer.error).toMatchObject({
      code: 'FORBIDDEN',
      message: STAGE_LINT_MESSAGES.overrideAdminsOnly,
    });
    expect(await lastEntry()).toMatchObject({
      operation: 'publishTournament',
      username: SANDBOX_USERS.competition,
      result: 'REFUSED',
      code: 'FORBIDDEN',
    });
  });

  it('asks an administrator for a reason before overriding', async () => {
    const answer = (
      await stack.data(
        OverrideLintAndPublishDocument,
        { id, reason: ' ' },
        { as: SANDBOX_USERS.admin },
      )
    ).publishTournament;
    expect(answer.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      inputErrors: [{ field: 'reason', message: STAGE_LINT_MESSAGES.overrideReasonRequired }],
    });
  });

  it('publishes over the errors for an administrator with a reason, and journals the reason', async () => {
    const answer = (
      await stack.data(
        OverrideLintAndPublishDocument,
        { id, reason: 'Bracket fixed by hand on site' },
        { as: SANDBOX_USERS.admin },
      )
    ).publishTournament;
    expect(answer.error).toBeNull();
    expect(answer.ok).toMatchObject({
      message: 'Published Tournament Successfully!',
      tournament: { status: 'published' },
    });
    expect(await lastEntry()).toMatchObject({
      operation: 'publishTournament',
      entityType: 'Tournament',
      entityId: id,
      username: SANDBOX_USERS.admin,
      reason: 'Bracket fixed by hand on site',
      result: 'OK',
    });
  });
});
