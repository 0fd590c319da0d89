/**
 * PUT leagues/{id} (spec 2 §4, §7): one patch's configuration, either a new version made from a
 * configuration file already in the asset store, or the next status of the current version.
 * The rules are the contract's (schema/upstream/banners `BannerPatchConfigurationWriteDto`).
 */
import { Router } from 'express';
import { bannerPropById } from '@esports-admin/schema/rules/banner-props';
import {
  BANNER_CONFIGURATION_STATUSES,
  BANNER_FILE_INITIAL_STATUS,
  BANNER_MESSAGES,
  BANNER_PATCHES,
  BANNER_TEXT_MAX,
  bannerAssetKind,
  bannerConfigurationKey,
  bannerScreenshotsFolder,
  canMoveBannerStatus,
  isBannerPatch,
  screenshotPropId,
} from '@esports-admin/schema/rules/banners';
import type {
  BannerAssignmentDto,
  BannerConfigurationFileDto,
  BannerConfigurationRefDto,
  BannerLeagueDto,
  BannerPatchConfigurationWriteDto,
} from '@esports-admin/schema/upstream/banners';
import { callerOf } from '../../bearer';
import { conflict, invalid } from '../../errors';
import { Payload } from '../../payload';
import { bumped } from '../../record-table';
import type { SqlClient, Store } from '../../store';
import { listStoredAssetKeys, readStoredAsset } from '../assets/assets';
import { refuseUnlessFullAccess } from './access';
import { findBannerLeague } from './leagues';
import { bannerLeagues, nextConfigurationId } from './store';

function readPatchConfigurationWrite(body: unknown): BannerPatchConfigurationWriteDto {
  const fields = Payload.of(body);
  const patch = fields.string('patch');
  if (!isBannerPatch(patch)) throw invalid(`patch: ${patch} is not a banner patch`);
  const configuration = fields.object('configuration');
  return {
    patch,
    configuration: {
      url: configuration.string('url'),
      status: configuration.oneOf('status', BANNER_CONFIGURATION_STATUSES),
      version: configuration.integer('version', 1),
    },
    ...(fields.has('expectedUpdatedAt')
      ? { expectedUpdatedAt: fields.integer('expectedUpdatedAt', 0) }
      : {}),
  };
}

function readText(fields: Payload, key: string): string {
  const text = fields.string(key);
  if (text.length > BANNER_TEXT_MAX) {
    throw invalid(`${fields.pathOf(key)} must be at most ${BANNER_TEXT_MAX} characters`);
  }
  return text;
}

function readAssignment(value: unknown, path: string): BannerAssignmentDto {
  const fields = Payload.of(value, path);
  const texture = fields.string('texture');
  if (bannerAssetKind(texture) !== 'texture') {
    throw invalid(`${fields.pathOf('texture')} ${texture} is not a texture key`);
  }
  return { texture, group: readText(fields, 'group'), name: readText(fields, 'name') };
}

/** The file a new version names: stored, JSON, of this league, patch and version, known props. */
async function refuseInvalidConfigurationFile(
  db: SqlClient,
  url: string,
  expected: Pick<BannerConfigurationFileDto, 'league' | 'patch' | 'version'>,
): Promise<void> {
  const bytes = await readStoredAsset(db, 'banner', url);
  if (!bytes) throw invalid(`configuration.url: ${url} is not stored in the asset service`);
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw invalid(`configuration.url: ${url} is not JSON`);
  }
  const fields = Payload.of(json, url);
  const file = {
    league: fields.string('league'),
    patch: fields.string('patch'),
    version: fields.integer('version', 1),
    status: fields.string('status'),
  };
  for (const key of ['league', 'patch', 'version'] as const) {
    if (file[key] !== expected[key]) {
      throw invalid(`${fields.pathOf(key)} is ${file[key]}, not ${expected[key]}`);
    }
  }
  if (file.status !== BANNER_FILE_INITIAL_STATUS) {
    throw invalid(`${fields.pathOf('status')} must be ${BANNER_FILE_INITIAL_STATUS}`);
  }
  const banners = fields.raw('banners');
  if (typeof banners !== 'object' || banners === null || Array.isArray(banners)) {
    throw invalid(`${fields.pathOf('banners')} must be an object of prop ids`);
  }
  const entries = Object.entries(banners as Record<string, unknown>);
  if (entries.length === 0) {
    throw invalid(`${fields.pathOf('banners')}: ${BANNER_MESSAGES.noBanners}`);
  }
  const unknown = entries.map(([propId]) => propId).filter((propId) => !bannerPropById(propId));
  if (unknown.length > 0) {
    throw invalid(
      `${fields.pathOf('banners')} names props not in the catalogue: ${unknown.join(', ')}`,
    );
  }
  for (const [propId, value] of entries) readAssignment(value, fields.pathOf(`banners.${propId}`));
}

/** The props of the file's banners that have no screenshot under the version's folder. */
async function propsWithoutScreenshot(
  db: SqlClient,
  league: BannerLeagueDto,
  patch: string,
  current: BannerConfigurationRefDto,
): Promise<string[]> {
  const bytes = await readStoredAsset(db, 'banner', current.url);
  if (!bytes) throw conflict(`The configuration file ${current.url} is no longer stored`);
  const file = JSON.parse(bytes.toString('utf8')) as BannerConfigurationFileDto;
  const folder = bannerScreenshotsFolder(league.slug, patch, current.version);
  const shown = new Set((await listStoredAssetKeys(db, 'banner', folder)).map(screenshotPropId));
  return Object.keys(file.banners).filter((propId) => !shown.has(propId));
}

async function nextConfiguration(
  db: SqlClient,
  league: BannerLeagueDto,
  write: BannerPatchConfigurationWriteDto,
  current: BannerConfigurationRefDto | undefined,
  now: number,
): Promise<BannerConfigurationRefDto> {
  const { patch, configuration } = write;
  const { version, status, url } = configuration;
  const updatedAt = bumped(current?.updatedAt ?? 0, now);
  if (version === (current?.version ?? 0) + 1) {
    if (status !== 'needs_screenshots') {
      throw invalid('configuration.status: a new configuration starts as needs_screenshots');
    }
    const expectedUrl = bannerConfigurationKey(league.slug, patch, version);
    if (url !== expectedUrl) {
      throw invalid(`configuration.url: version ${version}'s file is ${expectedUrl}, not ${url}`);
    }
    await refuseInvalidConfigurationFile(db, url, { league: league.slug, patch, version });
    return { id: await nextConfigurationId(db), url, status, version, updatedAt };
  }
  if (!current || version !== current.version) {
    const held = current ? `its current version is ${current.version}` : 'it has none';
    throw conflict(
      `Version ${version} is neither ${patch}'s current configuration nor the next: ${held}`,
    );
  }
  if (url !== current.url) {
    throw invalid(`configuration.url: version ${version}'s file is ${current.url}, not ${url}`);
  }
  if (!canMoveBannerStatus(current.status, status)) {
    throw conflict(`Configuration ${current.id} cannot move from ${current.status} to ${status}`);
  }
  if (current.status === 'needs_screenshots') {
    const missing = await propsWithoutScreenshot(db, league, patch, current);
    if (missing.length > 0) {
      throw conflict(`Every banner needs a screenshot first; none for ${missing.join(', ')}`);
    }
  }
  return { ...current, status, updatedAt };
}

const patchOrder = (patch: string) => BANNER_PATCHES.indexOf(patch);

/** A new version of the patch's configuration, or its next status; answers the whole league. */
export async function savePatchConfiguration(
  db: SqlClient,
  leagueId: string,
  write: BannerPatchConfigurationWriteDto,
  now: number,
): Promise<BannerLeagueDto> {
  const league = await findBannerLeague(db, leagueId, true);
  const current = league.patches.find((entry) => entry.patch === write.patch)?.configuration;
  if (write.expectedUpdatedAt !== undefined && write.expectedUpdatedAt !== current?.updatedAt) {
    throw conflict(
      `${league.slug} ${write.patch} changed since it was read: its configuration's updatedAt is ${current?.updatedAt ?? 'none'}`,
    );
  }
  const configuration = await nextConfiguration(db, league, write, current, now);
  const patches = [
    ...league.patches.filter((entry) => entry.patch !== write.patch),
    { patch: write.patch, configuration },
  ].sort((a, b) => patchOrder(a.patch) - patchOrder(b.patch));
  return bannerLeagues.save(db, {
    ...league,
    patches,
    updatedAt: bumped(league.updatedAt, configuration.updatedAt),
  });
}

export function patchConfigurationRoutes(store: Store): Router {
  const router = Router();
  router.put('/leagues/:id', async (req, res) => {
    await refuseUnlessFullAccess(store, callerOf(req).subject);
    const write = readPatchConfigurationWrite(req.body);
    res.json(
      await store.transaction((tx) => savePatchConfiguration(tx, req.params.id, write, Date.now())),
    );
  });
  return router;
}
