/**
 * The stage builder's edge rules (schema/src/rules/stage-builder.ts) hold for scripts too: a
 * bracket that the form would refuse is refused by createTournament with the form's messages.
 */
import { STAGE_BUILDER_MESSAGES } from '@esports-admin/schema/rules/stage-builder';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';

const CREATE = `mutation ($input: TournamentInput!) {
  createTournament(input: $input) { ok { message } error { message code inputErrors { field message } } } }`;

const name = (slug: string, value: string) => ({
  slug,
  localizations: [{ locale: 'en_US', value }],
});
const entries = (count: number) => Array.from({ length: count }, (_, i) => ({ index: i + 1 }));
const edge = (from: string | null, sourceSlot: number, to: string | null, targetSlot: number) => ({
  sourceNodeId: from,
  sourceNodeType: from ? 'match' : null,
  sourceSlot,
  targetNodeId: to,
  targetNodeType: to ? 'match' : null,
  targetSlot,
});

/** Two seeds play m1 (first column); m1's winner plays on in m2 (second column). */
function bracket(edges: ReturnType<typeof edge>[]) {
  const match = (structuralId: string) => ({
    structuralId,
    strategy: 'bestOf',
    bestOfConfig: { count: 1 },
  });
  return {
    structuralId: 'po',
    name: name('playoffs', 'Playoffs'),
    seeding: { entries: entries(2) },
    standing: { entries: entries(2) },
    sections: [
      {
        structuralId: 'br',
        name: name('bracket', 'Bracket'),
        type: 'bracket',
        seeding: { entries: entries(2) },
        standing: { entries: entries(2) },
        matches: [match('m1'), match('m2')],
        columns: [
          { cells: [{ name: 'Round 1', contents: ['m1'] }] },
          { cells: [{ name: 'Final', contents: ['m2'] }] },
        ],
        edges,
      },
    ],
  };
}

describe('stage builder edge rules in createTournament, as a script calls it', () => {
  let stack: Stack;
  let leagueId: string;
  const create = async (edges: ReturnType<typeof edge>[]) => {
    const answer = await stack.gql<{
      createTournament: {
        ok: { message: string } | null;
        error: {
          message: string;
          code: string;
          inputErrors: { field: string; message: string }[];
        } | null;
      };
    }>(CREATE, {
      input: {
        leagueId,
        name: name('', 'Graph Rules Cup'),
        sport: 'lol',
        startTime: '2030-01-01T00:00:00.000Z',
        endTime: '2030-02-01T00:00:00.000Z',
        stages: [bracket(edges)],
      },
    });
    return answer.data!.createTournament;
  };

  beforeAll(async () => {
    stack = await startStack();
    const leagues = await stack.gql<{ leagues: { id: string; name: string }[] }>(
      '{ leagues(sport: lol) { id name } }',
    );
    leagueId = leagues.data!.leagues[0]!.id;
  });
  afterAll(() => stack?.close());

  it('refuses an edge from a later column and a source slot feeding two targets, writing nothing', async () => {
    await stack.upstream.resetRequests();
    const result = await create([
      edge(null, 1, 'm1', 1),
      edge(null, 2, 'm1', 2),
      edge('m2', 1, 'm1', 1),
      edge('m1', 1, 'm2', 1),
      edge('m1', 1, null, 1),
    ]);
    expect(result.ok).toBeNull();
    expect(result.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      inputErrors: [
        { field: 'stages.0.sections.0.edges.2', message: STAGE_BUILDER_MESSAGES.notEarlier },
        { field: 'stages.0.sections.0.edges.3', message: STAGE_BUILDER_MESSAGES.sourceSlotTaken },
        { field: 'stages.0.sections.0.edges.4', message: STAGE_BUILDER_MESSAGES.sourceSlotTaken },
      ],
    });
    const log = await stack.upstream.requests();
    expect(log.requests.every((request) => request.method === 'GET')).toBe(true);
  });

  it('creates the same bracket once its edges follow the rules', async () => {
    const result = await create([
      edge(null, 1, 'm1', 1),
      edge(null, 2, 'm1', 2),
      edge('m1', 1, 'm2', 1),
      edge('m1', 2, null, 2),
    ]);
    expect(result.error).toBeNull();
    expect(result.ok!.message).toMatch(/^Created Tournament Successfully!/);
  });
});
