import { Router } from 'express';
import type { StreamTimelineTournamentDto } from '@esports-admin/schema/upstream/streamline';
import { invalid } from '../../errors';
import { Payload } from '../../payload';
import type { Store } from '../../store';

export const STREAMLINE_TABLES = `
  create table if not exists streamline_tournaments (
    tournament_id text primary key,
    start_date timestamptz not null,
    body json not null
  );
`;

function readTournamentAdmin(body: unknown): StreamTimelineTournamentDto {
  const fields = Payload.of(body);
  const entry: StreamTimelineTournamentDto = {
    tournament_id: fields.nonEmptyString('tournament_id'),
    start_date: fields.dateTime('start_date'),
    end_date: fields.dateTime('end_date'),
    description: fields.string('description'),
    droppable: fields.boolean('droppable'),
    rewardable: fields.boolean('rewardable'),
  };
  if (Date.parse(entry.end_date) < Date.parse(entry.start_date)) {
    throw invalid('end_date must not be before start_date');
  }
  return entry;
}

/**
 * GET and POST /tournamentAdmin/ (spec 3 §7). Saving a tournament again replaces its entry:
 * the timeline holds one entry per tournament.
 */
export function tournamentAdminRoutes(store: Store): Router {
  const router = Router();
  router.get('/tournamentAdmin', async (_req, res) => {
    const rows = await store.query<{ body: StreamTimelineTournamentDto }>(
      'select body from streamline_tournaments order by start_date, tournament_id',
    );
    res.json(rows.map((row) => row.body));
  });
  router.post('/tournamentAdmin', async (req, res) => {
    const entry = readTournamentAdmin(req.body);
    await store.query(
      `insert into streamline_tournaments (tournament_id, start_date, body) values ($1, $2, $3)
       on conflict (tournament_id) do update set start_date = $2, body = $3`,
      [entry.tournament_id, entry.start_date, JSON.stringify(entry)],
    );
    res.json(entry);
  });
  return router;
}
