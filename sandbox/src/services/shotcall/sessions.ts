/**
 * Sessions: one data-service match on the broadcast that shows it, going scheduled → live → ended
 * by PUT with the next state. Its sport is its tournament's. Prompts are triggered only while it is
 * live; ending it closes the prompts still open.
 */
import { Router } from 'express';
import {
  sessionTransitionProblem,
  validateShotcallSessionDraft,
} from '@esports-admin/schema/rules/shotcall';
import {
  SHOTCALL_SESSION_STATES,
  type ShotcallSessionDto,
  type ShotcallSessionWriteDto,
} from '@esports-admin/schema/upstream/shotcall';
import { conflict, invalid } from '../../errors';
import { Payload } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { findBroadcast } from '../elds/schedules';
import { loadTournament } from '../elds/tournament-store';
import { refuseRuleErrors, sportFilter } from './bank';
import { closeOpenPrompts, removeDraftsOf } from './prompts';
import { referenced, sessions } from './store';
import { bumped } from '../../record-table';

export function readSessionWrite(body: unknown): ShotcallSessionWriteDto {
  const fields = Payload.of(body);
  const write: ShotcallSessionWriteDto = {
    name: fields.string('name'),
    eldsTournamentId: fields.string('eldsTournamentId'),
    eldsMatchId: fields.string('eldsMatchId'),
    broadcastId: fields.nullableString('broadcastId') || null,
    scheduledStart: fields.string('scheduledStart'),
  };
  refuseRuleErrors(validateShotcallSessionDraft(write));
  write.scheduledStart = fields.dateTime('scheduledStart');
  if (fields.has('state')) write.state = fields.oneOf('state', SHOTCALL_SESSION_STATES);
  return write;
}

/** The match is the tournament's and the broadcast, when named, shows it: the session's sport. */
async function sportOfMatch(db: SqlClient, write: ShotcallSessionWriteDto) {
  const { tournament, matches } = await referenced(
    'eldsTournamentId',
    loadTournament(db, write.eldsTournamentId),
  );
  if (!matches.some((match) => match.id === write.eldsMatchId)) {
    throw invalid(`eldsMatchId: match ${write.eldsMatchId} is not in tournament ${tournament.id}`);
  }
  if (write.broadcastId) {
    const found = await findBroadcast(db, write.broadcastId);
    if (!found) throw invalid(`broadcastId: broadcast ${write.broadcastId} not found`);
    if (!found.broadcast.broadcastItems.some((item) => item.matchId === write.eldsMatchId)) {
      throw invalid(
        `broadcastId: broadcast ${write.broadcastId} does not show match ${write.eldsMatchId}`,
      );
    }
  }
  return tournament.sport;
}

const details = (write: ShotcallSessionWriteDto) => ({
  name: write.name,
  eldsTournamentId: write.eldsTournamentId,
  eldsMatchId: write.eldsMatchId,
  broadcastId: write.broadcastId,
  scheduledStart: write.scheduledStart,
});

export const listSessions = sessions.list;
export const findSession = sessions.find;

/** A session starts scheduled; `state` on create may say only that. */
export async function createSession(
  db: SqlClient,
  write: ShotcallSessionWriteDto,
  now: number,
): Promise<ShotcallSessionDto> {
  if (write.state && write.state !== 'scheduled') {
    throw invalid(`state: a session starts scheduled; PUT it ${write.state} afterwards`);
  }
  const sport = await sportOfMatch(db, write);
  return sessions.save(db, {
    id: await sessions.nextId(db),
    ...details(write),
    sport,
    state: 'scheduled',
    startedAt: null,
    endedAt: null,
    updatedAt: now,
  });
}

/** PUT {id}: the details, and with `state` the next state (startedAt, endedAt set now). */
export async function updateSession(
  db: SqlClient,
  id: string,
  write: ShotcallSessionWriteDto,
  now: number,
): Promise<ShotcallSessionDto> {
  const session = await sessions.find(db, id, true);
  const next = write.state;
  if (next) {
    const problem = sessionTransitionProblem(session.state, next);
    if (problem) throw conflict(problem);
  } else if (session.state === 'ended') {
    throw conflict(`Session ${id} has ended: it is kept as it ran`);
  }
  const sport = await sportOfMatch(db, write);
  const at = new Date(now).toISOString();
  if (next === 'ended') await closeOpenPrompts(db, id, now);
  return sessions.save(db, {
    ...session,
    ...details(write),
    sport,
    state: next ?? session.state,
    startedAt: next === 'live' ? at : session.startedAt,
    endedAt: next === 'ended' ? at : session.endedAt,
    updatedAt: bumped(session.updatedAt, now),
  });
}

/** Only a scheduled session is deleted, with its prompts (all drafts: none was triggered). */
export async function deleteSession(db: SqlClient, id: string): Promise<void> {
  const session = await sessions.find(db, id);
  if (session.state !== 'scheduled') {
    throw conflict(`Session ${id} is ${session.state}: only a scheduled session is deleted`);
  }
  await removeDraftsOf(db, id);
  await sessions.remove(db, id);
}

/** GET (?sport=), GET {id}, POST, PUT {id} and DELETE {id} of sessions. */
export function sessionRoutes(store: Store): Router {
  const router = Router();
  router.get('/sessions', async (req, res) => {
    res.json(await listSessions(store, sportFilter(req.query)));
  });
  router.get('/sessions/:id', async (req, res) => {
    res.json(await findSession(store, req.params.id));
  });
  router.post('/sessions', async (req, res) => {
    const write = readSessionWrite(req.body);
    res.status(201).json(await store.transaction((tx) => createSession(tx, write, Date.now())));
  });
  router.put('/sessions/:id', async (req, res) => {
    const write = readSessionWrite(req.body);
    res.json(await store.transaction((tx) => updateSession(tx, req.params.id, write, Date.now())));
  });
  router.delete('/sessions/:id', async (req, res) => {
    await store.transaction((tx) => deleteSession(tx, req.params.id));
    res.status(204).end();
  });
  return router;
}
