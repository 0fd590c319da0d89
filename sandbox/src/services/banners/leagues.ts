/**
 * GET leagues and POST leagues/ (spec 2 §7): the data-service leagues banners are configured for,
 * each enrolled once, its slug the league's.
 */
import { Router } from 'express';
import type {
  BannerLeagueCreateDto,
  BannerLeagueDto,
} from '@esports-admin/schema/upstream/banners';
import { callerOf } from '../../bearer';
import { conflict, invalid } from '../../errors';
import { Payload } from '../../payload';
import type { SqlClient, Store } from '../../store';
import { listLeagues } from '../elds/leagues';
import { refuseUnlessFullAccess } from './access';
import { bannerLeagues } from './store';

export const listBannerLeagues = (db: SqlClient) => bannerLeagues.list(db);
export const findBannerLeague = (db: SqlClient, id: string, forUpdate = false) =>
  bannerLeagues.find(db, id, forUpdate);

function readLeagueCreate(body: unknown): BannerLeagueCreateDto {
  const fields = Payload.of(body);
  return { eldsId: fields.nonEmptyString('eldsId'), slug: fields.nonEmptyString('slug') };
}

/** Banners are for League of Legends leagues of the data service (spec 1 §2). */
export async function createBannerLeague(
  db: SqlClient,
  write: BannerLeagueCreateDto,
  now: number,
): Promise<BannerLeagueDto> {
  const [eldsLeague] = await listLeagues(db, { leagueIds: [write.eldsId] });
  if (eldsLeague?.sport !== 'lol') {
    throw invalid(`eldsId: ${write.eldsId} is not a League of Legends league of the data service`);
  }
  if (write.slug !== eldsLeague.slug) {
    throw invalid(`slug: league ${write.eldsId}'s slug is ${eldsLeague.slug}, not ${write.slug}`);
  }
  const [enrolled] = await bannerLeagues.list(db, write.eldsId);
  if (enrolled) {
    throw conflict(`League ${write.eldsId} already has banners: banner league ${enrolled.id}`);
  }
  return bannerLeagues.save(db, {
    id: await bannerLeagues.nextId(db),
    eldsId: write.eldsId,
    slug: write.slug,
    patches: [],
    updatedAt: now,
  });
}

export function bannerLeagueRoutes(store: Store): Router {
  const router = Router();
  router.get('/leagues', async (_req, res) => {
    res.json(await listBannerLeagues(store));
  });
  router.post('/leagues', async (req, res) => {
    await refuseUnlessFullAccess(store, callerOf(req).subject);
    const write = readLeagueCreate(req.body);
    res
      .status(201)
      .json(await store.transaction((tx) => createBannerLeague(tx, write, Date.now())));
  });
  return router;
}
