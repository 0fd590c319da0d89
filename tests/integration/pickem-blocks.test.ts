/**
 * A pick block's life as staff and scripts drive it: created from unscheduled matches, forced
 * into a state by an administrator's load-test call, reopened only where the environment's flag
 * allows it (never in prod), refused on wrong transitions; and a tournament's celebrities
 * validated, then saved as a whole against their version.
 */
import { ENVIRONMENT_OVERRIDE_HEADER } from '@esports-admin/schema/rules/access';
import { PICKEM_MESSAGES } from '@esports-admin/schema/rules/pickem';
import { MESSAGES } from '@esports-admin/schema/rules/validation';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG, type AuditView } from '../support/audit';
import {
  SANDBOX_USERS,
  startStack,
  type CallerOptions,
  type GraphQLAnswer,
  type Stack,
} from '../support/stack';
import {
  CelebritiesPageDocument,
  CelebritiesPageSaveDocument,
  CelebritiesPageValidateDocument,
  PickBlocksPageCreateDocument,
  PickBlocksPageDeleteDocument,
  PickBlocksPageDocument,
  PickBlocksPageForceDocument,
  PickBlocksPageReopenDocument,
  PickBlocksPageUpdateDocument,
  PickemLeagueListPageDocument,
  type CelebrityInput,
  type PickBlockState,
} from '../../web/src/__generated__/graphql';

let stack: Stack;
let production: string;
const rewards = { as: SANDBOX_USERS.rewards };
const admin: CallerOptions = { as: SANDBOX_USERS.admin };

/** A typed document sent to one gateway, as a script holding a bearer token would. */
async function sendTo<T, V extends object>(
  url: string,
  document: TypedDocumentNode<T, V>,
  variables: V,
  headers: Record<string, string> = {},
): Promise<GraphQLAnswer<T>> {
  const token = await stack.tokenFor(SANDBOX_USERS.rewards);
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query: print(document), variables }),
  });
  return { status: response.status, ...((await response.json()) as object) };
}

async function activeTournamentId(): Promise<string> {
  const { pickemLeagues } = await stack.data(
    PickemLeagueListPageDocument,
    { sport: 'lol' },
    rewards,
  );
  const league =
    pickemLeagues.find((l) => l.offered) ?? pickemLeagues.find((l) => l.activeEldsTournamentId);
  return league!.activeEldsTournamentId!;
}

beforeAll(async () => {
  stack = await startStack();
  production = await stack.startGatewayReplica({ ENVIRONMENT: 'prod' });
});
afterAll(async () => {
  await stack?.close();
});

describe('a pick block from creation to a forced score', () => {
  let eldsTournamentId: string;
  let blockId: string;
  let version: string;
  const ids = () => ({ id: blockId, eldsTournamentId });

  const force = async (state: PickBlockState, as = admin) => {
    const answer = await stack.gql(
      PickBlocksPageForceDocument,
      { ...ids(), state, reason: `load test: ${state}` },
      as,
    );
    return answer;
  };

  beforeAll(async () => {
    eldsTournamentId = await activeTournamentId();
  });

  it('creates a block from unscheduled matches, open once its open time has passed', async () => {
    const { pickemTournament } = await stack.data(
      PickBlocksPageDocument,
      { eldsTournamentId },
      rewards,
    );
    const unstarted = pickemTournament!.unscheduled.matches.filter((m) => m.status === 'unstarted');
    expect(unstarted.length).toBeGreaterThanOrEqual(2);
    const chosen = unstarted.slice(0, 2);
    const { createPickBlock } = await stack.data(
      PickBlocksPageCreateDocument,
      {
        input: {
          eldsTournamentId,
          name: 'Integration day',
          eldsMatchIds: chosen.map((m) => m.id),
          eldsSectionIds: [...new Set(chosen.map((m) => m.sectionId))],
          opensAt: new Date(Date.now() - 3_600_000).toISOString(),
          locksAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      },
      rewards,
    );
    expect(createPickBlock.error).toBeNull();
    expect(createPickBlock.ok).toMatchObject({
      message: PICKEM_MESSAGES.blockCreated,
      pickBlock: { state: 'open', eldsMatchIds: chosen.map((m) => m.id), pickCount: 0 },
    });
    blockId = createPickBlock.ok!.pickBlock.id;
    version = createPickBlock.ok!.pickBlock.version;

    const after = await stack.data(PickBlocksPageDocument, { eldsTournamentId }, rewards);
    expect(after.pickemTournament!.unscheduled.eldsMatchIds).not.toContain(chosen[0]!.id);
  });

  it('refuses to reopen a block that is not locked', async () => {
    const { reopenPickBlock } = await stack.data(PickBlocksPageReopenDocument, ids(), rewards);
    expect(reopenPickBlock.error).toMatchObject({
      code: 'CONFLICT',
      message: PICKEM_MESSAGES.reopenNotLocked('open'),
    });
  });

  it('lets only administrators force a state, with the reason in the journal', async () => {
    const refused = await force('locked', rewards);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const forced = await force('locked');
    expect(forced.data?.forcePickBlockState.ok?.pickBlock.state).toBe('locked');
    const journal = await stack.gql<{ auditLog: AuditView }>(AUDIT_LOG, { first: 1 }, admin);
    expect(journal.data!.auditLog.edges[0]!.node).toMatchObject({
      operation: 'forcePickBlockState',
      entityType: 'PickBlock',
      entityId: blockId,
      reason: 'load test: locked',
      result: 'OK',
    });
  });

  it('refuses a stale version with CONFLICT', async () => {
    const { reopenPickBlock } = await stack.data(
      PickBlocksPageReopenDocument,
      { ...ids(), expectedVersion: version },
      rewards,
    );
    expect(reopenPickBlock.error?.code).toBe('CONFLICT');
    expect(reopenPickBlock.error?.conflict?.currentVersion).not.toBe(version);
  });

  it('refuses to reopen in prod, where the flag is off', async () => {
    const answer = await sendTo(production, PickBlocksPageReopenDocument, ids());
    expect(answer.data?.reopenPickBlock.error).toMatchObject({
      code: 'FORBIDDEN',
      message: PICKEM_MESSAGES.reopenOff,
    });
    const { pickemTournament } = await stack.data(
      PickBlocksPageDocument,
      { eldsTournamentId },
      rewards,
    );
    expect(pickemTournament!.pickBlocks.find((b) => b.id === blockId)?.state).toBe('locked');
  });

  it.each(['test', 'dev'])('reopens a locked block in %s', async (environment) => {
    await force('locked');
    const answer = await sendTo(stack.url, PickBlocksPageReopenDocument, ids(), {
      [ENVIRONMENT_OVERRIDE_HEADER]: environment,
    });
    expect(answer.data?.reopenPickBlock.ok).toMatchObject({
      message: PICKEM_MESSAGES.blockReopened,
      pickBlock: { state: 'open' },
    });
  });

  it("answers the service's refusal of new matches on a scored block", async () => {
    await force('scored');
    const { pickemTournament } = await stack.data(
      PickBlocksPageDocument,
      { eldsTournamentId },
      rewards,
    );
    const block = pickemTournament!.pickBlocks.find((b) => b.id === blockId)!;
    const extra = pickemTournament!.unscheduled.eldsMatchIds[0]!;
    const { updatePickBlock } = await stack.data(
      PickBlocksPageUpdateDocument,
      {
        id: blockId,
        expectedVersion: block.version,
        input: {
          eldsTournamentId,
          name: block.name,
          eldsMatchIds: [...block.eldsMatchIds, extra],
          eldsSectionIds: block.eldsSectionIds,
          opensAt: block.opensAt,
          locksAt: block.locksAt,
        },
      },
      rewards,
    );
    expect(updatePickBlock.error?.code).toBe('CONFLICT');
    expect(updatePickBlock.error?.message).toMatch(/^409 - /);

    const reopened = await stack.data(PickBlocksPageReopenDocument, ids(), rewards);
    expect(reopened.reopenPickBlock.error).toMatchObject({
      code: 'CONFLICT',
      message: PICKEM_MESSAGES.reopenNotLocked('scored'),
    });
  });

  it('deletes a block nobody picked in, with a reason', async () => {
    const { deletePickBlock } = await stack.data(
      PickBlocksPageDeleteDocument,
      { ...ids(), reason: 'made for the integration suite' },
      rewards,
    );
    expect(deletePickBlock.ok).toEqual({ id: blockId, message: PICKEM_MESSAGES.blockDeleted });
    const { pickemTournament } = await stack.data(
      PickBlocksPageDocument,
      { eldsTournamentId },
      rewards,
    );
    expect(pickemTournament!.pickBlocks.map((b) => b.id)).not.toContain(blockId);
  });

  it("answers the service's refusal to delete a block viewers picked in", async () => {
    const { pickemTournament } = await stack.data(
      PickBlocksPageDocument,
      { eldsTournamentId },
      rewards,
    );
    const picked = pickemTournament!.pickBlocks.find((b) => b.pickCount > 0)!;
    const { deletePickBlock } = await stack.data(
      PickBlocksPageDeleteDocument,
      { id: picked.id, eldsTournamentId, reason: 'should be refused' },
      rewards,
    );
    expect(deletePickBlock.error?.code).toBe('CONFLICT');
  });
});

describe('celebrities', () => {
  it('validates a batch, then saves it against the version it read', async () => {
    const eldsTournamentId = await activeTournamentId();
    const { pickemTournament } = await stack.data(
      CelebritiesPageDocument,
      { eldsTournamentId },
      rewards,
    );
    const tournament = pickemTournament!;
    const match = tournament.pickBlocks.flatMap((b) => b.matches).find((m) => m.teamOne)!;
    const row: CelebrityInput = {
      name: 'Integration Caster',
      title: 'Caster',
      imageUrl: 'https://images.example/caster.png',
      picks: [{ eldsMatchId: match.id, eldsTeamId: match.teamOne!.id }],
    };
    const kept: CelebrityInput[] = tournament.celebrities.map((c) => ({
      id: c.id,
      name: c.name,
      title: c.title,
      imageUrl: c.imageUrl,
      picks: c.picks.map(({ eldsMatchId, eldsTeamId }) => ({ eldsMatchId, eldsTeamId })),
    }));

    // The shared rules answer first; the service answers rows that pass them (not https here).
    const shared = await stack.data(
      CelebritiesPageValidateDocument,
      { eldsTournamentId, celebrities: [...kept, { ...row, name: ' ' }] },
      rewards,
    );
    expect(shared.validateCelebrities!.invalid).toEqual([
      { index: kept.length, field: 'name', message: MESSAGES.fieldNotValid },
    ]);
    const service = await stack.data(
      CelebritiesPageValidateDocument,
      {
        eldsTournamentId,
        celebrities: [...kept, { ...row, imageUrl: 'http://images.example/caster.png' }],
      },
      rewards,
    );
    expect(service.validateCelebrities!.invalid.map((p) => [p.index, p.field])).toEqual([
      [kept.length, 'imageUrl'],
    ]);
    const valid = await stack.data(
      CelebritiesPageValidateDocument,
      { eldsTournamentId, celebrities: [...kept, row] },
      rewards,
    );
    expect(valid.validateCelebrities!.invalid).toEqual([]);

    const stale = await stack.data(
      CelebritiesPageSaveDocument,
      { eldsTournamentId, celebrities: [...kept, row], expectedVersion: 'stale' },
      rewards,
    );
    expect(stale.saveCelebrities.error?.code).toBe('CONFLICT');

    const { saveCelebrities } = await stack.data(
      CelebritiesPageSaveDocument,
      {
        eldsTournamentId,
        celebrities: [...kept, row],
        expectedVersion: tournament.celebritiesVersion,
      },
      rewards,
    );
    expect(saveCelebrities.error).toBeNull();
    const saved = saveCelebrities.ok!.pickemTournament;
    expect(saved.celebrities.map((c) => c.name)).toEqual([...kept, row].map((c) => c.name));
    expect(saved.celebritiesVersion).not.toBe(tournament.celebritiesVersion);
    const reread = await stack.data(CelebritiesPageDocument, { eldsTournamentId }, rewards);
    expect(reread.pickemTournament!.celebritiesVersion).toBe(saved.celebritiesVersion);
  });
});
