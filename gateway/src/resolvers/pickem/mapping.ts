/** Between the pick'em inputs and DTOs, and the reads several resolvers share. */
import type { SectionDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type {
  CelebrityBatchDto,
  PickBlockDto,
  PickBlockWriteDto,
  PickemTournamentDto,
} from '@esports-admin/schema/upstream/pickem';
import type { CelebrityInput, PickBlockInput } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import { Refusal } from '../../mutations/outcome';

export const toPickBlockWrite = (input: PickBlockInput): PickBlockWriteDto => ({
  eldsTournamentId: input.eldsTournamentId,
  name: input.name.trim(),
  eldsMatchIds: input.eldsMatchIds,
  eldsSectionIds: input.eldsSectionIds,
  opensAt: input.opensAt,
  locksAt: input.locksAt,
});

/** The block as stored, sent back whole with only its state changed (PUT takes the whole block). */
export const reopenedWrite = (block: PickBlockDto): PickBlockWriteDto => ({
  eldsTournamentId: block.eldsTournamentId,
  name: block.name,
  eldsMatchIds: block.eldsMatchIds,
  eldsSectionIds: block.eldsSectionIds,
  opensAt: block.opensAt,
  locksAt: block.locksAt,
  state: 'open',
});

export const toCelebrityBatch = (rows: readonly CelebrityInput[]): CelebrityBatchDto => ({
  celebrities: rows.map((row) => ({
    id: row.id ?? null,
    name: row.name.trim(),
    title: row.title.trim(),
    imageUrl: row.imageUrl.trim(),
    picks: row.picks.map(({ eldsMatchId, eldsTeamId }) => ({ eldsMatchId, eldsTeamId })),
  })),
});

/** The tournament's record when it is a league's active one (GET leagues is pick'em's only read). */
export async function activePickemTournament(
  context: GatewayContext,
  eldsTournamentId: string,
): Promise<PickemTournamentDto | null> {
  const leagues = await context.loaders.pickemLeagues.load('all');
  const league = leagues.find((l) => l.tournament?.eldsTournamentId === eldsTournamentId);
  return league?.tournament ?? null;
}

/**
 * The active record, else an unpublished one while the data service knows the tournament
 * (pick'em publishes only active tournaments), else null.
 */
export async function pickemTournamentOf(
  context: GatewayContext,
  eldsTournamentId: string,
): Promise<PickemTournamentDto | null> {
  const active = await activePickemTournament(context, eldsTournamentId);
  if (active) return active;
  const tournament = await context.loaders.tournaments.load(eldsTournamentId);
  return tournament ? { eldsTournamentId, published: false, updatedAt: 0 } : null;
}

/** The tournament's sections with these ids, in the ids' order; unknown ids are left out. */
export async function sectionsOf(
  context: GatewayContext,
  eldsTournamentId: string,
  ids: readonly string[],
): Promise<SectionDto[]> {
  if (ids.length === 0) return [];
  const tournament = await context.loaders.tournaments.load(eldsTournamentId);
  const sections = new Map(
    (tournament?.stages ?? []).flatMap((stage) => stage.sections.map((s) => [s.id, s] as const)),
  );
  return ids.flatMap((id) => sections.get(id) ?? []);
}

export async function pickBlockOf(
  context: GatewayContext,
  eldsTournamentId: string,
  id: string,
): Promise<PickBlockDto> {
  const blocks = await context.apis.pickem.getPickBlocks(eldsTournamentId);
  const block = blocks.find((b) => b.id === id);
  if (!block) {
    throw new Refusal(
      `404 - Pick block ${id} not found in tournament ${eldsTournamentId}`,
      ErrorCode.NOT_FOUND,
    );
  }
  return block;
}
