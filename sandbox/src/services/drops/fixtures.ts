/**
 * Drops seed data that looks like production: rarities with gradients, inventory items with
 * descriptions per fulfillment status, drop groups per league for lol and val in every status,
 * and titles and descriptions in 14 locales with deliberate gaps (so the en_US fallback shows).
 */
import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { DROP_LOCALES, type DropStrategy } from '@esports-admin/schema/rules/drops';
import type { FulfillmentStatus } from '@esports-admin/schema/rules/fulfillment-status';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type {
  DropGroupStatusDto,
  DropWriteDto,
  LocalizationEntryDto,
} from '@esports-admin/schema/upstream/drops';
import { pick, seededRandom, type FixtureSet, type Random } from '../../fixtures';
import type { SqlClient } from '../../store';
import { generatedImageUrl } from '../assets/generated-images';
import { listLeagues } from '../elds/leagues';
import { changeDropGroupStatus, createDropGroup } from './groups';
import { saveInventoryDescriptions, saveInventoryItem } from './inventory';
import { localizationsOfGroups, saveLocalizationSet } from './localizations';
import { createRarity } from './rarities';

/** "Reward" per locale: seeded translations read as "<word>: <English title>". */
const REWARD_WORD: Record<(typeof DROP_LOCALES)[number], string> = {
  en_US: 'Reward',
  de_DE: 'Belohnung',
  es_ES: 'Recompensa',
  es_MX: 'Recompensa',
  fr_FR: 'Récompense',
  it_IT: 'Ricompensa',
  pl_PL: 'Nagroda',
  pt_BR: 'Recompensa',
  tr_TR: 'Ödül',
  ru_RU: 'Награда',
  ja_JP: '報酬',
  ko_KR: '보상',
  zh_TW: '獎勵',
  vi_VN: 'Phần thưởng',
};

const RARITIES: [name: string, fg: string, bg: string, one: string | null, two: string | null][] = [
  ['Common', '#1f2328', '#d0d7de', null, null],
  ['Rare', '#ffffff', '#0b5cad', '#4fa3ff', '#0b2a4a'],
  ['Epic', '#ffffff', '#6b2fb3', '#c08cff', '#2a0f4a'],
  ['Legendary', '#1f1300', '#e0a100', '#ffe08a', '#7a4b00'],
];

const ITEMS: Record<'lol' | 'val', [title: string, dropType: string, psaType: string][]> = {
  lol: [
    ['Worlds Ward', 'game_item', 'ward'],
    ['Championship Emote', 'game_item', 'emote'],
    ['Summoner Icon', 'game_item', 'icon'],
    ['Hextech Chest', 'psa', 'wallet_item'],
    ['Orange Essence x500', 'psa', 'wallet_item'],
    ['Sponsor Promo Code', 'promo_code', 'wallet_item'],
  ],
  val: [
    ['Champions Gun Buddy', 'game_item', 'icon'],
    ['Masters Player Card', 'game_item', 'icon'],
    ['Spray: GG', 'game_item', 'emote'],
    ['Radianite x10', 'psa', 'wallet_item'],
    ['Sponsor Promo Code', 'promo_code', 'wallet_item'],
  ],
};

const DESCRIBED: FulfillmentStatus[] = ['FULFILLED', 'ALREADY_OWNED', 'PLAYER_NOT_FOUND', 'ERROR'];
const SPONSORS = ['Mastercard', 'Red Bull', 'Secretlab', 'Logitech G', 'Cisco', 'AWS'];
const MOMENTS = ['First Blood', 'Baron Steal', 'Ace', 'Pentakill', 'Clutch', 'Finals MVP'];
const STATUS_CYCLE: DropGroupStatusDto[] = ['Active', 'Active', 'Pending', 'Archived', 'Deleted'];
const STRATEGY_CYCLE: DropStrategy[] = ['Default', 'Capped', 'Default', 'CappedOnly'];
const DAY_MS = 86_400_000;

/** Translates a key into a random share of the locales; en_US always, the rest with gaps. */
async function translate(db: SqlClient, random: Random, group: string, english: string) {
  const entries = await localizationsOfGroups(db, [group]);
  const present = (entries[group] ?? []).map((entry: LocalizationEntryDto) => entry.locale);
  const locales = DROP_LOCALES.filter(
    (locale) => locale === DEFAULT_LOCALE || present.includes(locale) || random() < 0.6,
  );
  const localizations = Object.fromEntries(
    locales.map((locale) => [
      locale,
      locale === DEFAULT_LOCALE ? english : `${REWARD_WORD[locale]}: ${english}`,
    ]),
  );
  await saveLocalizationSet(db, { localeGroup: group, localeKey: group, locales, localizations });
}

async function seedDrops(db: SqlClient, now: Date): Promise<void> {
  const random = seededRandom(1515);
  for (const sport of ['lol', 'val'] as const) {
    const leagues = (await listLeagues(db, { sport, status: 'active' })).slice(0, 6);
    const rarityIds: string[] = [];
    for (const league of leagues.slice(0, 3)) {
      for (const [name, fg, bg, one, two] of RARITIES) {
        const rarity = await createRarity(db, {
          name,
          league: league.id,
          type: name.toLowerCase(),
          style: null,
          badgeForegroundColor: fg,
          badgeBackgroundColor: bg,
          notificationColorOne: one,
          notificationColorTwo: two,
        });
        rarityIds.push(rarity.id);
      }
    }
    const itemIds: string[] = [];
    for (const [title, dropType, psaType] of ITEMS[sport]) {
      const item = await saveInventoryItem(
        db,
        {
          internalTitle: title,
          titleGroupKey: '',
          titleKey: '',
          dropType,
          psaType,
          storeType: dropType === 'game_item' ? 'ingame_store' : null,
          itemType: dropType === 'game_item' ? psaType : null,
          quantity: title.includes('x') ? 1 : pick(random, [1, 1, 2, 5]),
          imageUrl: generatedImageUrl('team', `${sport}-${title}`, title.slice(0, 2)),
          gameItemID: dropType === 'game_item' ? String(40000 + itemIds.length * 37) : null,
          sport,
        },
        now.getTime(),
      );
      const described = DESCRIBED.filter(() => random() < 0.8);
      await saveInventoryDescriptions(
        db,
        item.id,
        described.map((fulfillmentStatus) => ({
          fulfillmentStatus,
          text: `${title}: ${fulfillmentStatus.toLowerCase().replace(/_/g, ' ')}.`,
        })),
        now.getTime(),
      );
      itemIds.push(item.id);
    }
    await seedGroups(db, random, now, sport, leagues, rarityIds, itemIds);
  }
}

async function seedGroups(
  db: SqlClient,
  random: Random,
  now: Date,
  sport: SportCode,
  leagues: { id: string; name: string }[],
  rarityIds: string[],
  itemIds: string[],
): Promise<void> {
  let n = 0;
  for (const league of leagues) {
    for (const status of STATUS_CYCLE) {
      const strategy = STRATEGY_CYCLE[n % STRATEGY_CYCLE.length]!;
      const sponsor = pick(random, SPONSORS);
      const drops: DropWriteDto[] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => {
        const moment = pick(random, MOMENTS);
        const title = `${league.name} ${moment}`;
        const capped = random() < 0.5;
        return {
          inventoryIDs: [pick(random, itemIds)],
          validGeolocations: random() < 0.2 ? ['US', 'CA'] : [],
          rarityID: pick(random, rarityIds),
          sponsor,
          title,
          description: `Watch ${league.name} live for a chance at this ${moment} drop.`,
          league: league.id,
          cardProgramImageURL: generatedImageUrl('team', `${league.name}-card`, league.name),
          cardOverlaySponsorImageURL: null,
          notificationSponsorImageURL: generatedImageUrl('organization', sponsor, sponsor),
          notificationProgramImageURL: null,
          presentedBySponsorImageURL: generatedImageUrl('organization', sponsor, sponsor),
          cappedDropRequest:
            strategy === 'Default'
              ? null
              : capped
                ? { quantity: 100 * (1 + Math.floor(random() * 20)), percent: 0 }
                : { quantity: 0, percent: 1 + Math.floor(random() * 40) },
          sport,
          site: 'lolesports.com',
          tournamentID: null,
        };
      });
      const created = now.getTime() - Math.floor(random() * 120) * DAY_MS - n * 3_600_000;
      const description = `${league.name} ${pick(random, ['Finals', 'Week', 'Playoffs'])} ${sponsor} drops`;
      const group = await createDropGroup(
        db,
        { description, league: league.id, sport, strategy, orderedDrops: drops },
        created,
      );
      for (const drop of group.orderedDrops) {
        await translate(db, random, drop.titleLocalizationGroup, drop.title);
        if (random() < 0.7) {
          await translate(db, random, drop.descriptionLocalizationGroup, drop.description);
        }
      }
      if (status === 'Pending') await changeDropGroupStatus(db, group.id, 'pending', created);
      if (status === 'Archived') await changeDropGroupStatus(db, group.id, 'archived', created);
      if (status === 'Deleted') await changeDropGroupStatus(db, group.id, 'deleted', created);
      n += 1;
    }
  }
}

export const dropsFixtureSet: FixtureSet = { name: 'drops', dependsOn: ['elds'], seed: seedDrops };
