/**
 * scoring-config-admin (spec 3 §7 "Pick'em"): named scoring configurations and the one assigned to
 * each tournament section.
 */
import { Router } from 'express';
import {
  PICKEM_ROOT,
  SCORING_CONFIG_BASE_PATH,
  type ScoringConfigDto,
  type ScoringConfigWriteDto,
  type SectionScoringDto,
} from '@esports-admin/schema/upstream/pickem';
import { duplicateName, notFound } from '../../errors';
import { Payload } from '../../payload';
import { bodyTable, type SqlClient, type Store } from '../../store';

const configs = bodyTable<ScoringConfigDto>({
  table: 'pickem_scoring_configs',
  sequence: 'pickem_scoring_config_ids',
  firstId: 8700001,
  noun: 'Scoring configuration',
});

export const SCORING_TABLES = `${configs.tables}
  create table if not exists pickem_section_scoring (
    section_id text primary key,
    config_id text not null,
    updated_at bigint not null
  );
`;

export function readScoringConfigWrite(body: unknown): ScoringConfigWriteDto {
  const fields = Payload.of(body);
  return {
    name: fields.nonEmptyString('name').trim(),
    pointsPerCorrectPick: fields.integer('pointsPerCorrectPick', 0),
    perfectBlockBonus: fields.integer('perfectBlockBonus', 0),
  };
}

export const listScoringConfigs = (db: SqlClient) => configs.list(db);
export const findScoringConfig = (db: SqlClient, id: string) => configs.find(db, id);

/** Names are unique, compared without case. */
export async function createScoringConfig(
  db: SqlClient,
  write: ScoringConfigWriteDto,
  now: number,
): Promise<ScoringConfigDto> {
  const taken = (await configs.list(db)).find(
    (config) => config.name.toLowerCase() === write.name.toLowerCase(),
  );
  if (taken)
    throw duplicateName(`Scoring configuration ${taken.id} is already named ${taken.name}`);
  return configs.save(db, { id: await configs.nextId(db), ...write, updatedAt: now });
}

interface AssignmentRow {
  section_id: string;
  config_id: string;
  updated_at: string;
}

const toSectionScoring = (row: AssignmentRow): SectionScoringDto => ({
  eldsSectionId: row.section_id,
  scoringConfigId: row.config_id,
  updatedAt: Number(row.updated_at),
});

export async function sectionScoring(db: SqlClient, sectionId: string): Promise<SectionScoringDto> {
  const [row] = await db.query<AssignmentRow>(
    'select * from pickem_section_scoring where section_id = $1',
    [sectionId],
  );
  if (!row) throw notFound(`Section ${sectionId} has no scoring configuration assigned`);
  return toSectionScoring(row);
}

export async function assignScoringConfig(
  db: SqlClient,
  sectionId: string,
  configId: string,
  now: number,
): Promise<SectionScoringDto> {
  await configs.find(db, configId);
  const [row] = await db.query<AssignmentRow>(
    `insert into pickem_section_scoring (section_id, config_id, updated_at) values ($1, $2, $3)
     on conflict (section_id) do update
       set config_id = $2, updated_at = greatest($3, pickem_section_scoring.updated_at + 1)
     returning *`,
    [sectionId, configId, now],
  );
  return toSectionScoring(row!);
}

/** Unassigning a section that has none is done already: 204 either way. */
export async function unassignScoringConfig(db: SqlClient, sectionId: string): Promise<void> {
  await db.query('delete from pickem_section_scoring where section_id = $1', [sectionId]);
}

export function scoringRoutes(store: Store): Router {
  const base = SCORING_CONFIG_BASE_PATH.slice(PICKEM_ROOT.length);
  const router = Router();
  router.get(base, async (_req, res) => {
    res.json(await listScoringConfigs(store));
  });
  router.get(`${base}/section/:id`, async (req, res) => {
    res.json(await sectionScoring(store, req.params.id));
  });
  router.get(`${base}/:id`, async (req, res) => {
    res.json(await findScoringConfig(store, req.params.id));
  });
  router.post(base, async (req, res) => {
    const write = readScoringConfigWrite(req.body);
    res.json(await store.transaction((tx) => createScoringConfig(tx, write, Date.now())));
  });
  router.put(`${base}/section/:id/assign/:configId`, async (req, res) => {
    const { id, configId } = req.params;
    res.json(await store.transaction((tx) => assignScoringConfig(tx, id, configId, Date.now())));
  });
  router.delete(`${base}/section/:id`, async (req, res) => {
    await unassignScoringConfig(store, req.params.id);
    res.status(204).end();
  });
  return router;
}
