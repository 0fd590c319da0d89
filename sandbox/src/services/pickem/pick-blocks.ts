/**
 * Pick blocks (spec 3 §3 "Pick'em", §4): a tournament's matches viewers pick winners of, and the
 * block's state. upcoming before opensAt, open until locksAt, locked after; scored only when
 * forced (the lifecycle call) or seeded. The state is stored and moved forward when a read or a
 * write finds that opensAt or locksAt has passed since the block was last evaluated, so a forced
 * state sticks until one of its times passes again or the block is written.
 */
import type {
  PickBlockDto,
  PickBlockStateDto,
  PickBlockWriteDto,
  PickPatternDto,
  UnscheduledItemsDto,
} from '@esports-admin/schema/upstream/pickem';
import { PICK_BLOCK_STATES } from '@esports-admin/schema/upstream/pickem';
import type { MatchDto } from '@esports-admin/schema/upstream/elds-tournaments';
import { conflict, invalid, notFound } from '../../errors';
import { nextId, type SqlClient } from '../../store';
import { allSections, loadTournament } from '../elds/tournament-store';
import { bumped } from '../../record-table';

export const PICK_BLOCK_TABLES = `
  create table if not exists pickem_pick_blocks (
    id text primary key,
    tournament_id text not null,
    evaluated_millis bigint not null,
    body json not null
  );
  create index if not exists pickem_pick_blocks_by_tournament on pickem_pick_blocks (tournament_id);
  create sequence if not exists pickem_pick_block_ids start with 8400001;
`;

/** The DTO's limit on a block's matches. */
export const MAX_MATCHES_PER_BLOCK = 100;

const rank = (state: PickBlockStateDto) => PICK_BLOCK_STATES.indexOf(state);
const later = (a: PickBlockStateDto, b: PickBlockStateDto) => (rank(a) >= rank(b) ? a : b);

/** The state a block's times give at `now`. */
export function stateByTime(block: Pick<PickBlockDto, 'opensAt' | 'locksAt'>, now: number) {
  if (now < Date.parse(block.opensAt)) return 'upcoming';
  if (now < Date.parse(block.locksAt)) return 'open';
  return 'locked';
}

/** The state after the times that passed in (since, now]; never backward, never to scored. */
export function advancedState(block: PickBlockDto, since: number, now: number): PickBlockStateDto {
  let state = block.state;
  const passed = (time: string) => since < Date.parse(time) && Date.parse(time) <= now;
  if (passed(block.opensAt)) state = later(state, 'open');
  if (passed(block.locksAt)) state = later(state, 'locked');
  return state;
}

interface StoredBlock {
  block: PickBlockDto;
  evaluatedAt: number;
}

async function storeBlock(db: SqlClient, block: PickBlockDto, evaluatedAt: number) {
  await db.query(
    `insert into pickem_pick_blocks (id, tournament_id, evaluated_millis, body)
     values ($1, $2, $3, $4)
     on conflict (id) do update set evaluated_millis = $3, body = $4`,
    [block.id, block.eldsTournamentId, evaluatedAt, JSON.stringify(block)],
  );
  return block;
}

/** Moves the block forward by the times that passed, storing it when its state changed. */
async function evaluated(db: SqlClient, stored: StoredBlock, now: number): Promise<PickBlockDto> {
  const { block, evaluatedAt } = stored;
  const state = advancedState(block, evaluatedAt, now);
  if (state === block.state) return block;
  return storeBlock(db, { ...block, state, updatedAt: bumped(block.updatedAt, now) }, now);
}

type BlockRow = { body: PickBlockDto; evaluated_millis: string | number };
const storedOf = (row: BlockRow): StoredBlock => ({
  block: row.body,
  evaluatedAt: Number(row.evaluated_millis),
});

/** GET tournament/{id}: the tournament's blocks by opening time, states brought up to now. */
export async function pickBlocksOfTournament(
  db: SqlClient,
  eldsTournamentId: string,
  now = Date.now(),
): Promise<PickBlockDto[]> {
  const rows = await db.query<BlockRow>(
    'select body, evaluated_millis from pickem_pick_blocks where tournament_id = $1 order by id',
    [eldsTournamentId],
  );
  const blocks: PickBlockDto[] = [];
  for (const row of rows) blocks.push(await evaluated(db, storedOf(row), now));
  return blocks.sort((a, b) => a.opensAt.localeCompare(b.opensAt) || a.id.localeCompare(b.id));
}

async function findStoredBlock(db: SqlClient, id: string): Promise<StoredBlock> {
  const [row] = await db.query<BlockRow>(
    'select body, evaluated_millis from pickem_pick_blocks where id = $1 for update',
    [id],
  );
  if (!row) throw notFound(`Pick block ${id} not found`);
  return storedOf(row);
}

export async function findPickBlock(db: SqlClient, id: string, now = Date.now()) {
  return evaluated(db, await findStoredBlock(db, id), now);
}

/** GET tournament/{id}/unscheduled: the tournament's matches and sections in no block. */
export async function unscheduledItems(
  db: SqlClient,
  eldsTournamentId: string,
): Promise<UnscheduledItemsDto> {
  const { tournament, matches } = await loadTournament(db, eldsTournamentId);
  const blocks = await pickBlocksOfTournament(db, eldsTournamentId);
  const matchIds = new Set(blocks.flatMap((block) => block.eldsMatchIds));
  const sectionIds = new Set(blocks.flatMap((block) => block.eldsSectionIds));
  return {
    eldsMatchIds: matches.map((match) => match.id).filter((id) => !matchIds.has(id)),
    eldsSectionIds: allSections(tournament)
      .map((section) => section.id)
      .filter((id) => !sectionIds.has(id)),
  };
}

/** The 400s of a write against the data service and the tournament's other blocks. */
async function checkedWrite(
  db: SqlClient,
  write: PickBlockWriteDto,
  blockId: string | null,
): Promise<MatchDto[]> {
  if (write.eldsMatchIds.length === 0) throw invalid('eldsMatchIds: add at least one match');
  if (write.eldsMatchIds.length > MAX_MATCHES_PER_BLOCK) {
    throw invalid(`eldsMatchIds: at most ${MAX_MATCHES_PER_BLOCK} matches per block`);
  }
  write.eldsMatchIds.forEach((id, i) => {
    if (write.eldsMatchIds.indexOf(id) !== i) throw invalid(`eldsMatchIds: ${id} appears twice`);
  });
  if (Date.parse(write.locksAt) <= Date.parse(write.opensAt)) {
    throw invalid('locksAt must be after opensAt');
  }
  const { tournament, matches } = await loadTournament(db, write.eldsTournamentId);
  const own = new Map(matches.map((match) => [match.id, match]));
  for (const id of write.eldsMatchIds) {
    if (!own.has(id))
      throw invalid(`eldsMatchIds: match ${id} is not tournament ${tournament.id}'s`);
  }
  const sections = new Set(allSections(tournament).map((section) => section.id));
  for (const id of write.eldsSectionIds) {
    if (!sections.has(id)) {
      throw invalid(`eldsSectionIds: section ${id} is not tournament ${tournament.id}'s`);
    }
  }
  for (const other of await pickBlocksOfTournament(db, write.eldsTournamentId)) {
    if (other.id === blockId) continue;
    const taken = write.eldsMatchIds.find((id) => other.eldsMatchIds.includes(id));
    if (taken) throw invalid(`eldsMatchIds: match ${taken} is already in block ${other.id}`);
  }
  return write.eldsMatchIds.map((id) => own.get(id)!);
}

const hasStarted = (match: MatchDto) => match.status !== 'unstarted';

/** POST: upcoming or open by opensAt (locked if its lock time has already passed). */
export async function createPickBlock(
  db: SqlClient,
  write: PickBlockWriteDto,
  now: number,
  seeded?: { state: PickBlockStateDto; pickPatterns: PickPatternDto[] },
): Promise<PickBlockDto> {
  await checkedWrite(db, write, null);
  const pickPatterns = seeded?.pickPatterns ?? [];
  return storeBlock(
    db,
    {
      id: await nextId(db, 'pickem_pick_block_ids'),
      eldsTournamentId: write.eldsTournamentId,
      name: write.name,
      state: seeded?.state ?? stateByTime(write, now),
      eldsMatchIds: write.eldsMatchIds,
      eldsSectionIds: write.eldsSectionIds,
      opensAt: write.opensAt,
      locksAt: write.locksAt,
      pickCount: pickPatterns.reduce((sum, pattern) => sum + pattern.viewers, 0),
      pickPatterns,
      updatedAt: now,
    },
    now,
  );
}

/** Picks of matches no longer in the block are dropped and the patterns grouped again. */
function patternsFor(patterns: PickPatternDto[], matchIds: readonly string[]): PickPatternDto[] {
  const grouped = new Map<string, PickPatternDto>();
  for (const pattern of patterns) {
    const picks = pattern.picks.filter((pick) => matchIds.includes(pick.eldsMatchId));
    if (picks.length === 0) continue;
    const key = JSON.stringify(picks);
    const known = grouped.get(key);
    if (known) known.viewers += pattern.viewers;
    else grouped.set(key, { picks, viewers: pattern.viewers });
  }
  return [...grouped.values()];
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/**
 * PUT {id}: the whole block. `state: 'open'` on a locked block reopens it (409 when scored or a
 * match has started); matches changed on a locked or scored block are 409; no other state is taken.
 */
export async function updatePickBlock(
  db: SqlClient,
  id: string,
  write: PickBlockWriteDto,
  now: number,
): Promise<PickBlockDto> {
  const block = await findPickBlock(db, id, now);
  if (write.eldsTournamentId !== block.eldsTournamentId) {
    throw invalid(`eldsTournamentId: block ${id} is tournament ${block.eldsTournamentId}'s`);
  }
  const matches = await checkedWrite(db, write, id);
  const matchesChanged = !sameList(write.eldsMatchIds, block.eldsMatchIds);
  if (matchesChanged && (block.state === 'locked' || block.state === 'scored')) {
    throw conflict(`Pick block ${id} is ${block.state}: its matches cannot change`);
  }
  let state: PickBlockStateDto;
  if (write.state === undefined || write.state === block.state) {
    state = block.state === 'scored' ? 'scored' : later(block.state, stateByTime(write, now));
    if (state === 'open' && matches.some(hasStarted)) state = 'locked';
  } else if (write.state === 'open') {
    if (block.state !== 'locked') {
      throw conflict(`Only a locked pick block can be reopened; block ${id} is ${block.state}`);
    }
    const started = matches.find(hasStarted);
    if (started) throw conflict(`Match ${started.id} of block ${id} has started: no reopening`);
    state = 'open';
  } else {
    throw invalid(`state: PUT takes only 'open' (reopen a locked block), not '${write.state}'`);
  }
  const pickPatterns = patternsFor(block.pickPatterns, write.eldsMatchIds);
  return storeBlock(
    db,
    {
      ...block,
      name: write.name,
      state,
      eldsMatchIds: write.eldsMatchIds,
      eldsSectionIds: write.eldsSectionIds,
      opensAt: write.opensAt,
      locksAt: write.locksAt,
      pickCount: pickPatterns.reduce((sum, pattern) => sum + pattern.viewers, 0),
      pickPatterns,
      updatedAt: bumped(block.updatedAt, now),
    },
    now,
  );
}

/** DELETE {id}: refused once viewers have picked in it. */
export async function deletePickBlock(db: SqlClient, id: string, now: number): Promise<void> {
  const block = await findPickBlock(db, id, now);
  if (block.pickCount > 0) {
    throw conflict(
      `Pick block ${id} has picks from ${block.pickCount} viewers: it cannot be deleted`,
    );
  }
  await db.query('delete from pickem_pick_blocks where id = $1', [id]);
}

/** The lifecycle call: any state, whatever the times say; it sticks until a time passes again. */
export async function forcePickBlockState(
  db: SqlClient,
  id: string,
  state: PickBlockStateDto,
  now: number,
): Promise<PickBlockDto> {
  const { block } = await findStoredBlock(db, id);
  return storeBlock(db, { ...block, state, updatedAt: bumped(block.updatedAt, now) }, now);
}
