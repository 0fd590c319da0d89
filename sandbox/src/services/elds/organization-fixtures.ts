import { LOGO_BUNDLE_KEYS } from '@esports-admin/schema/upstream/elds-organizations';
import { generatedImageUrl } from '../assets/generated-images';
import type { OrganizationWriteDto } from '@esports-admin/schema/upstream/elds-organizations';
import type { SqlClient } from '../../store';
import { createOrganization } from './organizations';
import { seededRandom, type FixtureSet } from '../../fixtures';

type OrganizationSeed = [name: string, tricode: string, primary: string, secondary: string];

/** Esports organizations across the regions the leagues fixtures cover. */
const ORGANIZATIONS: OrganizationSeed[] = [
  ['T1', 'T1', '#E4002B', '#000000'],
  ['Gen.G Esports', 'GEN', '#AA8A00', '#000000'],
  ['Hanwha Life Esports', 'HLE', '#F37321', '#1A1A1A'],
  ['KT Rolster', 'KT', '#E60012', '#000000'],
  ['Dplus KIA', 'DK', '#00C2C7', '#1B1B1B'],
  ['DRX', 'DRX', '#5A8DEE', '#0B1A3A'],
  ['Nongshim RedForce', 'NS', '#D71920', '#FFFFFF'],
  ['Kwangdong Freecs', 'KDF', '#E73A3A', '#102542'],
  ['OKSavingsBank BRION', 'BRO', '#00653A', '#FFFFFF'],
  ['FearX', 'FOX', '#FF6A13', '#111111'],
  ['G2 Esports', 'G2', '#F40000', '#FFFFFF'],
  ['Fnatic', 'FNC', '#FF5900', '#1A1A1A'],
  ['Team Vitality', 'VIT', '#FFE500', '#000000'],
  ['Team BDS', 'BDS', '#E6007E', '#0C1A2B'],
  ['MAD Lions KOI', 'MDK', '#D6A228', '#1F1F1F'],
  ['SK Gaming', 'SK', '#2B2A29', '#FFFFFF'],
  ['Team Heretics', 'TH', '#C8A45C', '#0D0D0D'],
  ['GIANTX', 'GX', '#7B2CBF', '#F5F5F5'],
  ['Rogue', 'RGE', '#00A6D6', '#1C1C1C'],
  ['Karmine Corp', 'KC', '#0A1B4D', '#00C1F3'],
  ['Cloud9', 'C9', '#00AEEF', '#FFFFFF'],
  ['Team Liquid', 'TL', '#0C223F', '#FFFFFF'],
  ['100 Thieves', '100', '#E31B23', '#1A1A1A'],
  ['FlyQuest', 'FLY', '#00A551', '#0F2A1D'],
  ['NRG', 'NRG', '#E4002B', '#000000'],
  ['Dignitas', 'DIG', '#FFB81C', '#000000'],
  ['Shopify Rebellion', 'SR', '#96BF48', '#1A1A1A'],
  ['Immortals', 'IMT', '#00B8D4', '#111111'],
  ['Evil Geniuses', 'EG', '#1F2A44', '#FFFFFF'],
  ['TSM', 'TSM', '#000000', '#FFFFFF'],
  ['Sentinels', 'SEN', '#CE0037', '#FFFFFF'],
  ['LOUD', 'LLL', '#13FF00', '#000000'],
  ['FURIA Esports', 'FUR', '#000000', '#FFFFFF'],
  ['paiN Gaming', 'PNG', '#E30613', '#000000'],
  ['MIBR', 'MIBR', '#1B1B1B', '#FFFFFF'],
  ['Leviatán', 'LEV', '#00B2E3', '#0A0A23'],
  ['KRÜ Esports', 'KRU', '#FF2E7E', '#1C1C3C'],
  ['9z Team', '9Z', '#00FF87', '#101010'],
  ['Bilibili Gaming', 'BLG', '#00A1D6', '#FFFFFF'],
  ['JD Gaming', 'JDG', '#C8102E', '#FFFFFF'],
  ['Top Esports', 'TES', '#E94E1B', '#1A1A1A'],
  ['Weibo Gaming', 'WBG', '#E6162D', '#F7D117'],
  ['LNG Esports', 'LNG', '#00A0E9', '#FFFFFF'],
  ['EDward Gaming', 'EDG', '#000000', '#FFFFFF'],
  ['Invictus Gaming', 'IG', '#F5F5F5', '#000000'],
  ['Royal Never Give Up', 'RNG', '#F0B51E', '#000000'],
  ['FunPlus Phoenix', 'FPX', '#E50012', '#FFFFFF'],
  ['Oh My God', 'OMG', '#E60012', '#111111'],
  ['ThunderTalk Gaming', 'TT', '#FFD400', '#111111'],
  ["Anyone's Legend", 'AL', '#1D6FB8', '#FFFFFF'],
  ['Ninjas in Pyjamas', 'NIP', '#F7E600', '#000000'],
  ['Team WE', 'WE', '#E4002B', '#FFFFFF'],
  ['Paper Rex', 'PRX', '#8B2FC9', '#F9E547'],
  ['DetonatioN FocusMe', 'DFM', '#0054A6', '#FFFFFF'],
  ['ZETA DIVISION', 'ZETA', '#000000', '#F2F2F2'],
  ['Team Secret', 'TS', '#000000', '#FFFFFF'],
  ['PSG Talon', 'PSG', '#004170', '#DA291C'],
  ['CTBC Flying Oyster', 'CFO', '#0B6E4F', '#FFFFFF'],
  ['GAM Esports', 'GAM', '#F7B500', '#121212'],
  ['Team Whales', 'TW', '#1E90FF', '#FFFFFF'],
  ['Vikings Esports', 'VKE', '#B22222', '#FFFFFF'],
  ['Fukuoka SoftBank HAWKS gaming', 'SHG', '#F6AB00', '#000000'],
  ['Rare Atom', 'RA', '#6A0DAD', '#FFFFFF'],
  ['Global Esports', 'GE', '#E31937', '#FFFFFF'],
  ['BLEED Esports', 'BLD', '#C1121F', '#000000'],
  ['Trace Esports', 'TE', '#00B7EB', '#0A0A0A'],
  ['Dragon Ranger Gaming', 'DRG', '#D4AF37', '#1A1A1A'],
  ['Natus Vincere', 'NAVI', '#FFEE00', '#000000'],
  ['FUT Esports', 'FUT', '#8B5CF6', '#FFFFFF'],
  ['BBL Esports', 'BBL', '#E10600', '#FFFFFF'],
  ['Gentle Mates', 'M8', '#FFD1DC', '#1A1A1A'],
  ['Movistar KOI', 'MKOI', '#019DF4', '#FFFFFF'],
  ['Los Ratones', 'LR', '#9CA3AF', '#111827'],
  ['Eintracht Spandau', 'EINS', '#0033A0', '#FFFFFF'],
  ['Galions', 'GL', '#1C3F94', '#FFFFFF'],
  ['Solary', 'SLY', '#F9B200', '#1D1D1B'],
  ['Team Falcons', 'FLC', '#00A86B', '#FFFFFF'],
  ['Twisted Minds', 'TWIS', '#6D28D9', '#FFFFFF'],
  ['Red Canids', 'RED', '#D71920', '#FFFFFF'],
  ['Isurus', 'ISG', '#0077C8', '#FFFFFF'],
  ['Estral Esports', 'EST', '#FFC300', '#0B0B0B'],
  ['Chiefs Esports Club', 'CHF', '#00205B', '#FFB81C'],
  ['PEACE', 'PCE', '#00BFA5', '#FFFFFF'],
  ['Kanga Esports', 'KNG', '#F28C28', '#1A1A1A'],
];

/** Organizations that left competition; their names stay for old results. */
const ARCHIVED = new Set([
  'Rogue',
  'Immortals',
  'Evil Geniuses',
  'TSM',
  'Royal Never Give Up',
  'Oh My God',
  'Dragon Ranger Gaming',
  'Estral Esports',
]);

function assetSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Every organization has light and dark logos; alternates, plate and background images are set
 * for some, and a few have no colours yet, as new organizations often do.
 */
export function organizationFixtures(): OrganizationWriteDto[] {
  const random = seededRandom(0x0a9c0de);
  return ORGANIZATIONS.map(([name, tricode, primary, secondary]) => {
    const image = (variant: string, background: string) =>
      generatedImageUrl('organization', `${assetSlug(name)}-${variant}`, tricode, background);
    const has = (chance: number) => random() < chance;
    const logoBundle = Object.fromEntries(LOGO_BUNDLE_KEYS.map((key) => [key, null])) as Record<
      (typeof LOGO_BUNDLE_KEYS)[number],
      string | null
    >;
    logoBundle.lightLogo = image('light', primary);
    logoBundle.darkLogo = image('dark', secondary);
    if (has(0.4)) {
      logoBundle.altLightLogo = image('alt-light', secondary);
      logoBundle.altDarkLogo = image('alt-dark', primary);
    }
    if (has(0.5)) logoBundle.plateImage = image('plate', primary);
    if (has(0.3)) logoBundle.backgroundImage = image('background', secondary);
    const colourless = has(0.06);
    return {
      name,
      tricode,
      status: ARCHIVED.has(name) ? 'archived' : 'active',
      primaryColor: colourless ? null : primary,
      secondaryColor: colourless ? null : secondary,
      logoBundle,
    };
  });
}

async function seedOrganizations(db: SqlClient): Promise<void> {
  for (const organization of organizationFixtures()) await createOrganization(db, organization);
}

export const organizationFixtureSet: FixtureSet = {
  name: 'elds-organizations',
  seed: seedOrganizations,
};
