/** crystal-ball-admin v2 routes: each resource's list, GET, PUT (create), PUT {id}, DELETE {id}. */
import { Router, type Request } from 'express';
import { invalid } from '../../errors';
import { queryIdList, queryValue } from '../../payload';
import type { SqlClient, Store } from '../../store';
import * as crystalBall from './crystal-ball';
import {
  localizationsOf,
  readLocalizationKeys,
  readLocalizationWrite,
  saveLocalization,
} from './crystal-ball-localizations';
import { answers, choices, prompts, questions, tiers } from './crystal-ball-store';

type Owner = { eldsTournamentId?: string; promptId?: string };

function ownerOf(req: Request): Owner {
  const eldsTournamentId = queryValue(req.query, 'eldsTournamentId');
  const promptId = queryValue(req.query, 'promptId');
  if (!eldsTournamentId && !promptId) throw invalid('Give eldsTournamentId or promptId');
  return { eldsTournamentId, promptId };
}

/** Listed by the prompt, or by every prompt of the tournament. */
function byPrompt<Dto>(list: (db: SqlClient, promptId: string) => Promise<Dto[]>) {
  return async (db: SqlClient, { eldsTournamentId, promptId }: Owner): Promise<Dto[]> => {
    if (promptId) return list(db, promptId);
    const own = await prompts.list(db, eldsTournamentId);
    return (await Promise.all(own.map((prompt) => list(db, prompt.id)))).flat();
  };
}

function byTournament<Dto>(noun: string, list: (db: SqlClient, id: string) => Promise<Dto[]>) {
  return async (db: SqlClient, { eldsTournamentId }: Owner): Promise<Dto[]> => {
    if (!eldsTournamentId) throw invalid(`${noun} are listed by eldsTournamentId`);
    return list(db, eldsTournamentId);
  };
}

interface Resource<Write> {
  list(db: SqlClient, owner: Owner): Promise<unknown[]>;
  find(db: SqlClient, id: string): Promise<unknown>;
  read(body: unknown): Write;
  create(db: SqlClient, write: Write, now: number): Promise<unknown>;
  update(db: SqlClient, id: string, write: Write, now: number): Promise<unknown>;
  remove(db: SqlClient, id: string, now: number): Promise<void>;
}

function resourceRoutes<Write>(router: Router, store: Store, path: string, r: Resource<Write>) {
  router.get(path, async (req, res) => {
    res.json(await r.list(store, ownerOf(req)));
  });
  router.get(`${path}/:id`, async (req, res) => {
    res.json(await r.find(store, req.params.id));
  });
  router.put(path, async (req, res) => {
    const write = r.read(req.body);
    res.json(await store.transaction((tx) => r.create(tx, write, Date.now())));
  });
  router.put(`${path}/:id`, async (req, res) => {
    const write = r.read(req.body);
    res.json(await store.transaction((tx) => r.update(tx, req.params.id, write, Date.now())));
  });
  router.delete(`${path}/:id`, async (req, res) => {
    await store.transaction((tx) => r.remove(tx, req.params.id, Date.now()));
    res.status(204).end();
  });
}

export function crystalBallAdminRoutes(store: Store): Router {
  const router = Router();
  resourceRoutes(router, store, '/questions', {
    list: byTournament('Questions', questions.list),
    find: questions.find,
    read: crystalBall.readQuestionWrite,
    create: crystalBall.createQuestion,
    update: crystalBall.updateQuestion,
    remove: crystalBall.deleteQuestion,
  });
  resourceRoutes(router, store, '/prompts', {
    list: byTournament('Prompts', crystalBall.listPrompts),
    find: crystalBall.findPrompt,
    read: crystalBall.readPromptWrite,
    create: crystalBall.createPrompt,
    update: crystalBall.updatePrompt,
    remove: crystalBall.deletePrompt,
  });
  resourceRoutes(router, store, '/choices', {
    list: byPrompt(choices.list),
    find: choices.find,
    read: crystalBall.readChoiceWrite,
    create: crystalBall.createChoice,
    update: crystalBall.updateChoice,
    remove: crystalBall.deleteChoice,
  });
  resourceRoutes(router, store, '/choice-tiers', {
    list: byPrompt(tiers.list),
    find: tiers.find,
    read: crystalBall.readTierWrite,
    create: crystalBall.createTier,
    update: crystalBall.updateTier,
    remove: crystalBall.deleteTier,
  });
  resourceRoutes(router, store, '/answers', {
    list: byPrompt(answers.list),
    find: answers.find,
    read: crystalBall.readAnswerWrite,
    create: crystalBall.createAnswer,
    update: crystalBall.updateAnswer,
    remove: async (db, id) => {
      await answers.find(db, id);
      await answers.remove(db, id);
    },
  });
  router.get('/localizations', async (req, res) => {
    const keys = readLocalizationKeys(queryIdList(req.query, 'key'));
    res.json(await localizationsOf(store, keys));
  });
  router.put('/localizations', async (req, res) => {
    const write = readLocalizationWrite(req.body);
    res.json(await store.transaction((tx) => saveLocalization(tx, write)));
  });
  router.put('/certifyPrompts', async (req, res) => {
    const ids = crystalBall.readCertifyPrompts(req.body);
    res.json(await store.transaction((tx) => crystalBall.certifyPrompts(tx, ids, Date.now())));
  });
  return router;
}
