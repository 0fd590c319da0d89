/**
 * Sessions on the seeded Valorant schedule's matches, played out through the service's own calls
 * at the times they happened: one live now (the match the schedule has in progress, else the
 * nearest), a few ended with their resolved prompts, a few scheduled with drafts ready. The live
 * session has called two prompts already (one resolved, one whose window has just closed) and has
 * drafts to go. Each tournament with sessions gets reward criteria.
 */
import { tournamentDisplayName } from '@esports-admin/schema/rules/tournament';
import type { ShotcallQuestionDto } from '@esports-admin/schema/upstream/shotcall';
import type { TournamentDto } from '@esports-admin/schema/upstream/elds-tournaments';
import { pick, seededRandom, type FixtureSet, type Random } from '../../fixtures';
import type { SqlClient } from '../../store';
import { listInventoryItems } from '../drops/inventory';
import { listScheduleBlocks } from '../elds/schedules';
import { findTournament } from '../elds/tournament-store';
import { listQuestions } from './bank';
import { createPrompt, resolvePrompt, triggerPrompt } from './prompts';
import { createRewardCriteria } from './reward-criteria';
import { createSession, updateSession } from './sessions';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const ENDED_SESSIONS = 3;
const SCHEDULED_SESSIONS = 4;
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** One match on one broadcast of the schedule. */
interface Slot {
  tournament: TournamentDto;
  broadcastId: string;
  matchId: string;
  /** Its place on the broadcast, from 1. */
  order: number;
  start: number;
  inProgress: boolean;
}

async function valorantSlots(db: SqlClient, now: number): Promise<Slot[]> {
  const blocks = await listScheduleBlocks(
    db,
    new Date(now - 30 * DAY_MS),
    new Date(now + 30 * DAY_MS),
  );
  const tournaments = new Map<string, TournamentDto>();
  const slots: Slot[] = [];
  for (const block of blocks) {
    const tournament =
      tournaments.get(block.tournamentId) ?? (await findTournament(db, block.tournamentId));
    tournaments.set(tournament.id, tournament);
    if (tournament.sport !== 'val') continue;
    for (const broadcast of block.broadcasts) {
      for (const [i, item] of broadcast.broadcastItems.entries()) {
        slots.push({
          tournament,
          broadcastId: broadcast.id,
          matchId: item.matchId,
          order: i + 1,
          start: Date.parse(item.startTime),
          inProgress: item.status === 'in_progress',
        });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

function sessionName(slot: Slot): string {
  const day = new Date(slot.start);
  return `${tournamentDisplayName(slot.tournament.name)}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()} match ${slot.order}`;
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** A session's running order: distinct questions, prompts numbered from `first`. */
async function draftPrompts(
  db: SqlClient,
  sessionId: string,
  questions: ShotcallQuestionDto[],
  first: number,
  at: number,
) {
  const drafted = [];
  for (const [i, question] of questions.entries()) {
    const write = {
      sessionId,
      questionId: question.id,
      position: first + i,
      windowSeconds: question.windowSeconds,
    };
    drafted.push(await createPrompt(db, write, at));
  }
  return drafted;
}

/** Triggers a draft at `openedAt` and resolves it `resolveAfterMs` after its window closed. */
async function callPrompt(
  db: SqlClient,
  random: Random,
  promptId: string,
  openedAt: number,
  resolveAfterMs: number | null,
) {
  const opened = await triggerPrompt(db, promptId, openedAt);
  if (resolveAfterMs === null) return;
  const resolvedAt = Date.parse(opened.closesAt!) + resolveAfterMs;
  await resolvePrompt(db, promptId, pick(random, opened.choices).id, resolvedAt);
}

async function seedSession(
  db: SqlClient,
  random: Random,
  slot: Slot,
  state: 'scheduled' | 'live' | 'ended',
  bank: ShotcallQuestionDto[],
  now: number,
) {
  const created = Math.min(now, slot.start) - (1 + Math.floor(random() * 4)) * DAY_MS;
  const write = {
    name: sessionName(slot),
    eldsTournamentId: slot.tournament.id,
    eldsMatchId: slot.matchId,
    broadcastId: slot.broadcastId,
    scheduledStart: new Date(slot.start).toISOString(),
  };
  const session = await createSession(db, write, created);
  // 4 to 8 drafts left to call; the live session has called two already.
  const count = 4 + Math.floor(random() * 5) + (state === 'live' ? 2 : 0);
  const questions = shuffled(random, bank).slice(0, count);
  const prompts = await draftPrompts(db, session.id, questions, 1, created);
  if (state === 'scheduled') return;
  const startedAt = state === 'live' ? Math.min(slot.start, now - 40 * MINUTE_MS) : slot.start;
  await updateSession(db, session.id, { ...write, state: 'live' }, startedAt);
  if (state === 'live') {
    const [resolved, closed] = prompts;
    if (resolved) await callPrompt(db, random, resolved.id, now - 25 * MINUTE_MS, 40_000);
    if (closed) {
      const openedAt = now - closed.windowSeconds * 1000 - 90_000;
      await callPrompt(db, random, closed.id, openedAt, null);
    }
    return;
  }
  const called = prompts.slice(0, 2 + Math.floor(random() * 2));
  for (const [i, prompt] of called.entries()) {
    await callPrompt(db, random, prompt.id, startedAt + (8 + i * 12) * MINUTE_MS, 30_000);
  }
  const endedAt = startedAt + (70 + Math.floor(random() * 40)) * MINUTE_MS;
  await updateSession(db, session.id, { ...write, state: 'ended' }, endedAt);
}

async function seedSessions(db: SqlClient, now: Date): Promise<void> {
  const random = seededRandom(7_373);
  const at = now.getTime();
  const slots = await valorantSlots(db, at);
  if (slots.length === 0) return;
  const nearest = (a: Slot, b: Slot) => Math.abs(a.start - at) - Math.abs(b.start - at);
  const live = slots.find((slot) => slot.inProgress) ?? [...slots].sort(nearest)[0]!;
  const rest = slots.filter((slot) => slot !== live);
  const ended = rest.filter((slot) => slot.start < at).slice(-ENDED_SESSIONS);
  const scheduled = rest.filter((slot) => slot.start >= at).slice(0, SCHEDULED_SESSIONS);
  const bank = await listQuestions(db, 'val');
  for (const slot of ended) await seedSession(db, random, slot, 'ended', bank, at);
  await seedSession(db, random, live, 'live', bank, at);
  for (const slot of scheduled) await seedSession(db, random, slot, 'scheduled', bank, at);

  const items = (await listInventoryItems(db)).filter((item) => item.sport === 'val');
  const item = () => (items.length > 0 ? pick(random, items).id : null);
  const tournamentIds = new Set([live, ...ended, ...scheduled].map((slot) => slot.tournament.id));
  for (const eldsTournamentId of tournamentIds) {
    for (const [name, minimumCorrect, inventoryItemId] of [
      ['First right call', 1, null],
      ['Sharp caller', 3, item()],
      ['Oracle of the map', 8, item()],
    ] as const) {
      await createRewardCriteria(
        db,
        { eldsTournamentId, name, minimumCorrect, inventoryItemId },
        at,
      );
    }
  }
}

export const shotcallSessionFixtureSet: FixtureSet = {
  name: 'shotcall',
  dependsOn: ['shotcall-bank', 'elds-tournaments', 'drops'],
  seed: seedSessions,
};
