import { Router } from 'express';
import { MATCH_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import type { MatchDto, MatchListDto } from '@esports-admin/schema/upstream/elds-tournaments';
import { invalid, notFound } from '../../errors';
import { Payload, queryIdList, queryValue } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { findTournament, saveMatch } from './tournament-store';

async function findMatch(db: SqlClient, id: string): Promise<MatchDto> {
  const [row] = await db.query<{ body: MatchDto }>('select body from elds_matches where id = $1', [
    id,
  ]);
  if (!row) throw notFound(`Match ${id} not found`);
  return row.body;
}

/** The stored match one of whose games is `gameId`, or null. */
export async function matchOfGame(db: SqlClient, gameId: string): Promise<MatchDto | null> {
  const [row] = await db.query<{ body: MatchDto }>(
    `select body from elds_matches m
     where exists (select 1 from json_array_elements(m.body->'games') game where game->>'id' = $1)`,
    [gameId],
  );
  return row?.body ?? null;
}

/** GET /matches (by matchIds, at most 10, or by tournamentId), GET /matches/{id}, game sides. */
export function matchRoutes(store: Store): Router {
  const router = Router();
  router.get('/matches', async (req, res) => {
    const matchIds = queryIdList(req.query, 'matchIds');
    const tournamentId = queryValue(req.query, 'tournamentId');
    if (matchIds && matchIds.length > MATCH_BATCH_LIMIT) {
      throw invalid(`At most ${MATCH_BATCH_LIMIT} matchIds per request, got ${matchIds.length}`);
    }
    if (!matchIds && !tournamentId) throw invalid('matchIds or tournamentId is required');
    const rows = await store.query<{ body: MatchDto }>(
      `select body from elds_matches
       where ($1::text[] is null or id = any($1)) and ($2::text is null or tournament_id = $2)
       order by id`,
      [matchIds ?? null, tournamentId ?? null],
    );
    const answer: MatchListDto = { matches: rows.map((row) => row.body) };
    res.json(answer);
  });
  router.get('/matches/:id', async (req, res) => {
    res.json(await findMatch(store, req.params.id));
  });
  router.put('/matches/:matchId/game/:gameId/sides', async (req, res) => {
    const fields = Payload.of(req.body);
    const sides = {
      blueTeam: fields.nonEmptyString('blueTeam'),
      redTeam: fields.nonEmptyString('redTeam'),
    };
    const match = await store.transaction(async (tx) => {
      const { tournamentId } = await findMatch(tx, req.params.matchId);
      // Result writes save every match of the tournament: wait for them, then read again.
      await findTournament(tx, tournamentId, true);
      const found = await findMatch(tx, req.params.matchId);
      const game = found.games.find((candidate) => candidate.id === req.params.gameId);
      if (!game) throw notFound(`Game ${req.params.gameId} not found in match ${found.id}`);
      const teams = [found.teamOne, found.teamTwo].sort().join('/');
      if ([sides.blueTeam, sides.redTeam].sort().join('/') !== teams) {
        throw invalid(`Sides must be the match's teams ${found.teamOne} and ${found.teamTwo}`);
      }
      game.blueTeam = sides.blueTeam;
      game.redTeam = sides.redTeam;
      await saveMatch(tx, found);
      return found;
    });
    res.json(match);
  });
  return router;
}
