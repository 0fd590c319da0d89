/**
 * Issue #39 item 4: status changes, results (and saving a tournament to the stream timeline again)
 * carry a version like the edit forms' saves. A call with the
 * version the caller read before someone else's change answers CONFLICT and sends nothing; one
 * with the version as stored goes through.
 */
import { AUDIT_MESSAGES } from '@esports-admin/schema/rules/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';
import { currentGroupResults } from '../support/tournament-results';
import {
  InventoryItemListPageChangeStatusDocument,
  InventoryItemListPageDocument,
  RarityListPageChangeStatusDocument,
  RarityListPageDocument,
  SaveTournamentToStreamTimelineDocument,
  SetGameResultDocument,
  SetManualStandingsDocument,
  SetTournamentPublicationStatusDocument,
  TournamentEditPageDocument,
  UpdateTimelineEntryDocument,
} from '../../web/src/__generated__/graphql';

const rewards = { as: SANDBOX_USERS.rewards };
const conflict = { code: 'CONFLICT', message: AUDIT_MESSAGES.changedSinceOpened };

describe('versions of status changes and stream timeline saves', () => {
  let stack: Stack;
  const writes = (pathPart: string) => stack.upstream.writes(pathPart);

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses a rarity status change with a stale version and applies one with the stored version', async () => {
    const { rarities } = await stack.data(RarityListPageDocument, { sport: 'lol' }, rewards);
    const rarity = rarities.find((r) => r.status === 'active')!;
    const change = (status: 'active' | 'archived', expectedVersion: string) =>
      stack.data(
        RarityListPageChangeStatusDocument,
        { id: rarity.id, status, expectedVersion },
        rewards,
      );
    const archived = (await change('archived', rarity.version)).changeRarityStatus;
    expect(archived.error).toBeNull();
    expect(archived.ok!.rarity.version).not.toBe(rarity.version);

    await stack.upstream.resetRequests();
    const stale = (await change('active', rarity.version)).changeRarityStatus;
    expect(stale.error).toMatchObject(conflict);
    expect(await writes('/rarity')).toHaveLength(0);

    const fresh = (await change('active', archived.ok!.rarity.version)).changeRarityStatus;
    expect(fresh.error).toBeNull();
    expect(fresh.ok!.rarity.status).toBe('active');
    expect(await writes('/rarity')).toHaveLength(1);
  });

  it('refuses an inventory item status change with a stale version and applies one with the stored version', async () => {
    const { inventoryItems } = await stack.data(
      InventoryItemListPageDocument,
      { sport: 'lol', status: 'active' },
      rewards,
    );
    const item = inventoryItems[0]!;
    const change = (status: 'active' | 'archived', expectedVersion: string) =>
      stack.data(
        InventoryItemListPageChangeStatusDocument,
        { id: item.id, sport: 'lol', status, expectedVersion },
        rewards,
      );
    const archived = (await change('archived', item.version)).changeInventoryItemStatus;
    expect(archived.error).toBeNull();
    expect(archived.ok!.inventoryItem.version).not.toBe(item.version);

    await stack.upstream.resetRequests();
    const stale = (await change('active', item.version)).changeInventoryItemStatus;
    expect(stale.error).toMatchObject(conflict);
    expect(await writes('/dropInventoryItem')).toHaveLength(0);

    const fresh = (await change('active', archived.ok!.inventoryItem.version))
      .changeInventoryItemStatus;
    expect(fresh.error).toBeNull();
    expect(fresh.ok!.inventoryItem.status).toBe('active');
    expect(await writes('/dropInventoryItem')).toHaveLength(1);
  });

  it('refuses a publication status change with a stale version and applies one with the stored version', async () => {
    const listed = await stack.gql<{ tournaments: { id: string }[] }>(
      'query { tournaments(sport: lol, filter: current) { id } }',
    );
    const id = listed.data!.tournaments[0]!.id;
    const { tournament } = await stack.data(TournamentEditPageDocument, { id });
    const change = (status: 'draft' | 'published', expectedVersion: string) =>
      stack.data(SetTournamentPublicationStatusDocument, {
        id,
        scope: 'SECTIONS',
        status,
        expectedVersion,
      });
    const drafted = (await change('draft', tournament!.version)).setPublicationStatus;
    expect(drafted.error).toBeNull();

    await stack.upstream.resetRequests();
    const stale = (await change('published', tournament!.version)).setPublicationStatus;
    expect(stale.error).toMatchObject(conflict);
    expect((await stack.upstream.requests()).requests.filter((r) => r.method !== 'GET')).toEqual(
      [],
    );

    const fresh = (await change('published', drafted.ok!.tournament.version)).setPublicationStatus;
    expect(fresh.error).toBeNull();
    expect(fresh.ok!.tournament.stages.flatMap((stage) => stage.sections)).not.toHaveLength(0);
  });

  it('refuses results sent with a stale tournament version; each answer carries the version to send next', async () => {
    const read = await currentGroupResults(stack);
    const { tournamentId, sectionId, gameId } = read;
    const setResult = (expectedVersion: string) =>
      stack.data(SetGameResultDocument, {
        tournamentId,
        gameId,
        winnerTeamId: read.loserTeamId,
        expectedVersion,
      });
    const setStandings = (expectedVersion: string) =>
      stack.data(SetManualStandingsDocument, {
        tournamentId,
        sectionId,
        ranks: read.reversedRanks,
        expectedVersion,
      });
    const result = (await setResult(read.version)).setGameResult;
    expect(result.error).toBeNull();
    const afterResult = result.ok!.tournament.version;
    expect(afterResult).not.toBe(read.version);
    const { tournament } = await stack.data(TournamentEditPageDocument, { id: tournamentId });
    expect(tournament!.version).toBe(afterResult);

    await stack.upstream.resetRequests();
    const stale = (await setStandings(read.version)).setManualStandings;
    expect(stale.error).toMatchObject(conflict);
    expect(await writes('/results/')).toHaveLength(0);

    const standings = (await setStandings(afterResult)).setManualStandings;
    expect(standings.error).toBeNull();
    expect(standings.ok!.tournament.version).not.toBe(afterResult);

    await stack.upstream.resetRequests();
    const staleResult = (await setResult(afterResult)).setGameResult;
    expect(staleResult.error).toMatchObject(conflict);
    expect(await writes('/results/')).toHaveLength(0);
  });

  it('refuses saving a tournament to the stream timeline over an entry changed since it was read', async () => {
    const listed = await stack.gql<{ tournaments: { id: string }[] }>(
      'query { tournaments(sport: lol, filter: current) { id } }',
    );
    const tournamentId = listed.data!.tournaments[0]!.id;
    const save = (expectedVersion?: string) =>
      stack.data(SaveTournamentToStreamTimelineDocument, { tournamentId, expectedVersion });
    const first = (await save()).saveTournamentToStreamTimeline;
    expect(first.error).toBeNull();
    const read = first.ok!.entry;
    const edited = await stack.data(UpdateTimelineEntryDocument, {
      tournamentId,
      input: {
        description: 'Edited on the timeline',
        startDate: read.startDate,
        endDate: read.endDate,
        droppable: read.droppable,
        rewardable: read.rewardable,
      },
      expectedVersion: read.version,
    });
    const stored = edited.updateStreamTimelineTournament.ok!.entry;
    expect(stored.version).not.toBe(read.version);

    await stack.upstream.resetRequests();
    const stale = (await save(read.version)).saveTournamentToStreamTimeline;
    expect(stale.error).toMatchObject(conflict);
    expect((await stack.upstream.requests()).requests.filter((r) => r.method !== 'GET')).toEqual(
      [],
    );

    const fresh = (await save(stored.version)).saveTournamentToStreamTimeline;
    expect(fresh.error).toBeNull();
    expect(fresh.ok!.entry.description).toBe('Edited on the timeline');
  });
});
