/**
 * Banner seed data tied to the data service's lol leagues (slugs theirs): four leagues with a
 * configuration in every status across recent patches (versions 1–3, four per status), one
 * enrolled league with none, and the other lol leagues left to enrol. Each league has 8–12
 * textures drawn here; configuration files, textures and screenshots go to the asset store the
 * way staff put them there. Access: full for ada.admin and remy.rewards, nobody else.
 */
import { BANNER_PROPS, type BannerProp } from '@esports-admin/schema/rules/banner-props';
import {
  BANNER_CONFIGURATION_STATUSES,
  BANNER_FILE_INITIAL_STATUS,
  bannerConfigurationKey,
  bannerScreenshotKey,
  bannerTextureKey,
  type BannerConfigurationStatus,
} from '@esports-admin/schema/rules/banners';
import type {
  BannerConfigurationFileDto,
  BannerLeagueDto,
} from '@esports-admin/schema/upstream/banners';
import { seededRandom, type FixtureSet, type Random } from '../../fixtures';
import type { SqlClient } from '../../store';
import { storeAsset } from '../assets/assets';
import { listLeagues } from '../elds/leagues';
import { savePatchConfiguration } from './configurations';
import { screenshotPng, texturePng, type Rgb } from './images';
import { createBannerLeague } from './leagues';
import { grantBannerAccess } from './store';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const FULL_ACCESS_USERS = ['ada.admin', 'remy.rewards'];

/** A needs_screenshots configuration's screenshots: all, all but its last banner's, or none. */
type Screenshots = 'all' | 'all-but-one' | 'none';
type PlannedConfiguration = [
  patch: string,
  status: BannerConfigurationStatus,
  version: number,
  screenshots?: Screenshots,
];

/** By data-service league slug; an empty plan enrols the league without a configuration. */
const PLANS: Record<string, PlannedConfiguration[]> = {
  lck: [
    ['15.12', 'needs_screenshots', 1, 'all-but-one'],
    ['15.11', 'needs_review', 2],
    ['15.10', 'approved', 1],
    ['14.24', 'submitted', 3],
  ],
  lpl: [
    ['15.12', 'needs_screenshots', 2, 'all'],
    ['15.11', 'approved', 1],
    ['15.10', 'submitted', 2],
    ['14.23', 'needs_review', 1],
  ],
  lec: [
    ['15.12', 'needs_review', 1],
    ['15.11', 'needs_screenshots', 1, 'none'],
    ['15.9', 'submitted', 1],
    ['14.24', 'approved', 3],
  ],
  lcs: [
    ['15.12', 'approved', 2],
    ['15.11', 'submitted', 1],
    ['15.10', 'needs_screenshots', 3, 'all-but-one'],
    ['14.22', 'needs_review', 1],
  ],
  cblol: [],
};

const TEXTURE_GROUPS: [file: string, group: string, label: string][] = [
  ['league-logo', 'league-brand', 'League'],
  ['league-wordmark', 'league-brand', 'League'],
  ['league-finals', 'league-brand', 'Finals'],
  ['sponsor-a-logo', 'sponsor-a', 'Sponsor A'],
  ['sponsor-a-wide', 'sponsor-a', 'Sponsor A'],
  ['sponsor-b-logo', 'sponsor-b', 'Sponsor B'],
  ['sponsor-b-wide', 'sponsor-b', 'Sponsor B'],
  ['sponsor-c-logo', 'sponsor-c', 'Sponsor C'],
  ['community-hashtag', 'community', 'Community'],
  ['community-fan-vote', 'community', 'Fan vote'],
  ['broadcast-schedule', 'broadcast', 'Broadcast'],
  ['broadcast-stream', 'broadcast', 'Watch live'],
];

interface Texture {
  key: string;
  group: string;
  label: string;
  field: Rgb;
  band: Rgb;
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const byte = (random: Random) => Math.floor(random() * 256);
const colour = (random: Random): Rgb => [byte(random), byte(random), byte(random)];

/** 8–12 textures of the league, stored as `{slug}/textures/{name}.png`. */
async function seedTextures(db: SqlClient, random: Random, slug: string): Promise<Texture[]> {
  const count = 8 + Math.floor(random() * 5);
  const textures = shuffled(random, TEXTURE_GROUPS)
    .slice(0, count)
    .map(([file, group, label]) => ({
      key: bannerTextureKey(slug, `${file}.png`),
      group,
      label,
      field: colour(random),
      band: colour(random),
    }));
  for (const texture of textures) {
    await storeAsset(db, 'banner', texture.key, texturePng(texture.field, texture.band));
  }
  return textures;
}

interface Placed {
  prop: BannerProp;
  texture: Texture;
}

/** 6–20 props of the catalogue, each with a texture of the league. */
function placeBanners(random: Random, textures: Texture[]): Placed[] {
  const count = 6 + Math.floor(random() * 15);
  return shuffled(random, BANNER_PROPS)
    .slice(0, count)
    .map((prop) => ({ prop, texture: textures[Math.floor(random() * textures.length)]! }));
}

function configurationFile(slug: string, patch: string, version: number, placed: Placed[]) {
  const file: BannerConfigurationFileDto = {
    league: slug,
    patch,
    version,
    status: BANNER_FILE_INITIAL_STATUS,
    banners: Object.fromEntries(
      placed.map(({ prop, texture }) => [
        prop.id,
        {
          texture: texture.key,
          group: texture.group,
          name: `${texture.label} · ${prop.attributes.location}`,
        },
      ]),
    ),
  };
  return Buffer.from(JSON.stringify(file, null, 2));
}

/** Creates versions 1 to `version`, then screenshots and walks the last to its status. */
async function seedConfiguration(
  db: SqlClient,
  random: Random,
  league: BannerLeagueDto,
  textures: Texture[],
  [patch, status, version, screenshots = 'all']: PlannedConfiguration,
  tick: () => number,
) {
  let placed: Placed[] = [];
  for (let v = 1; v <= version; v += 1) {
    placed = placeBanners(random, textures);
    const url = bannerConfigurationKey(league.slug, patch, v);
    await storeAsset(db, 'banner', url, configurationFile(league.slug, patch, v, placed));
    const configuration = { url, status: 'needs_screenshots' as const, version: v };
    await savePatchConfiguration(db, league.id, { patch, configuration }, tick());
  }
  const shown = screenshots === 'none' ? [] : screenshots === 'all' ? placed : placed.slice(0, -1);
  const takenAt = tick();
  for (const [i, { prop, texture }] of shown.entries()) {
    const file = `${takenAt + i * 1000}-view.png`;
    const key = bannerScreenshotKey(league.slug, patch, version, prop.id, file);
    await storeAsset(db, 'banner', key, screenshotPng(texture.field, texture.band, prop.x));
  }
  const url = bannerConfigurationKey(league.slug, patch, version);
  const walk = BANNER_CONFIGURATION_STATUSES.slice(
    1,
    BANNER_CONFIGURATION_STATUSES.indexOf(status) + 1,
  );
  for (const next of walk) {
    const configuration = { url, status: next, version };
    await savePatchConfiguration(db, league.id, { patch, configuration }, tick());
  }
}

async function seedBanners(db: SqlClient, now: Date): Promise<void> {
  const random = seededRandom(3_636);
  for (const username of FULL_ACCESS_USERS) await grantBannerAccess(db, username, 'full_access');
  let clock = now.getTime() - 45 * DAY_MS;
  const tick = () => (clock += HOUR_MS + Math.floor(random() * 12 * HOUR_MS));
  const eldsLeagues = await listLeagues(db, { sport: 'lol', status: 'active' });
  for (const [slug, plan] of Object.entries(PLANS)) {
    const eldsLeague = eldsLeagues.find((candidate) => candidate.slug === slug)!;
    const league = await createBannerLeague(db, { eldsId: eldsLeague.id, slug }, tick());
    const textures = await seedTextures(db, random, slug);
    for (const planned of plan) {
      await seedConfiguration(db, random, league, textures, planned, tick);
    }
  }
}

/** Named 'banners': reads the data service's leagues ('elds'). */
export const bannersFixtureSet: FixtureSet = {
  name: 'banners',
  dependsOn: ['elds'],
  seed: seedBanners,
};
