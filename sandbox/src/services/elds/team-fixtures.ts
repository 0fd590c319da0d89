/**
 * About 600 deterministic teams across the four sports: well-known names first, then names made
 * from the fixture kit's seeded random source, each with a tricode, slug, colours and a home league.
 */
import { generatedImageUrl } from '../assets/generated-images';
import { SPORT_CODES, type SportCode } from '@esports-admin/schema/rules/sports';
import type { TeamDto } from '@esports-admin/schema/upstream/elds-tournaments';
import type { SqlClient } from '../../store';
import { nextIds } from './tournament-store';
import { setTeamRosters, TBD_TEAM } from './teams';
import { seededRandom, type FixtureSet } from '../../fixtures';
import { listLeagues } from './leagues';
import { playerIdsByHomeTeam } from './players';

const KNOWN: Record<SportCode, [name: string, tricode: string][]> = {
  lol: [
    ['T1', 'T1'],
    ['Gen.G', 'GEN'],
    ['Hanwha Life Esports', 'HLE'],
    ['Dplus KIA', 'DK'],
    ['KT Rolster', 'KT'],
    ['Nongshim RedForce', 'NS'],
    ['DRX', 'DRX'],
    ['BNK FearX', 'BFX'],
    ['OKSavingsBank BRION', 'BRO'],
    ['Kwangdong Freecs', 'KDF'],
    ['Bilibili Gaming', 'BLG'],
    ['Top Esports', 'TES'],
    ['JD Gaming', 'JDG'],
    ['Weibo Gaming', 'WBG'],
    ['LNG Esports', 'LNG'],
    ["Anyone's Legend", 'AL'],
    ['Invictus Gaming', 'IG'],
    ['EDward Gaming', 'EDG'],
    ['G2 Esports', 'G2'],
    ['Fnatic', 'FNC'],
    ['Team Vitality', 'VIT'],
    ['MAD Lions KOI', 'MDK'],
    ['Team BDS', 'BDS'],
    ['SK Gaming', 'SK'],
    ['Team Heretics', 'TH'],
    ['GIANTX', 'GX'],
    ['Karmine Corp', 'KC'],
    ['Rogue', 'RGE'],
    ['Cloud9', 'C9'],
    ['Team Liquid', 'TL'],
    ['FlyQuest', 'FLY'],
    ['100 Thieves', '100'],
    ['NRG', 'NRG'],
    ['Dignitas', 'DIG'],
    ['Shopify Rebellion', 'SR'],
    ['Immortals', 'IMT'],
    ['PSG Talon', 'PSG'],
    ['CTBC Flying Oyster', 'CFO'],
    ['GAM Esports', 'GAM'],
    ['Vikings Esports', 'VKE'],
    ['LOUD', 'LLL'],
    ['paiN Gaming', 'PNG'],
    ['FURIA', 'FUR'],
    ['RED Canids', 'RED'],
    ['DetonatioN FocusMe', 'DFM'],
    ['Fukuoka SoftBank Hawks', 'SHG'],
  ],
  val: [
    ['Sentinels', 'SEN'],
    ['LOUD', 'LOUD'],
    ['NRG', 'NRG'],
    ['Cloud9', 'C9'],
    ['100 Thieves', '100T'],
    ['Evil Geniuses', 'EG'],
    ['Leviatán', 'LEV'],
    ['KRÜ Esports', 'KRU'],
    ['FURIA', 'FUR'],
    ['MIBR', 'MIBR'],
    ['G2 Esports', 'G2'],
    ['Fnatic', 'FNC'],
    ['Team Heretics', 'TH'],
    ['Team Vitality', 'VIT'],
    ['Karmine Corp', 'KC'],
    ['Team Liquid', 'TL'],
    ['Natus Vincere', 'NAVI'],
    ['FUT Esports', 'FUT'],
    ['BBL Esports', 'BBL'],
    ['GIANTX', 'GX'],
    ['Paper Rex', 'PRX'],
    ['DRX', 'DRX'],
    ['Gen.G', 'GEN'],
    ['T1', 'T1'],
    ['ZETA DIVISION', 'ZETA'],
    ['DetonatioN FocusMe', 'DFM'],
    ['Global Esports', 'GE'],
    ['Talon Esports', 'TLN'],
    ['Team Secret', 'TS'],
    ['Rex Regum Qeon', 'RRQ'],
    ['EDward Gaming', 'EDG'],
    ['Bilibili Gaming', 'BLG'],
    ['FunPlus Phoenix', 'FPX'],
    ['Trace Esports', 'TE'],
    ['Dragon Ranger Gaming', 'DRG'],
    ['Wolves Esports', 'WOL'],
    ['JD Gaming', 'JDG'],
    ['Nova Esports', 'NOVA'],
  ],
  wr: [
    ['Nova Esports', 'NOVA'],
    ['TES.A', 'TESA'],
    ['Guangzhou TTG', 'TTG'],
    ['JD Gaming', 'JDG'],
    ['Rex Regum Qeon', 'RRQ'],
    ['Team Flash', 'FL'],
    ['Bren Esports', 'BRN'],
    ['Talon Esports', 'TLN'],
    ['Buriram United', 'BRU'],
    ['Team Secret', 'TS'],
    ['Fnatic', 'FNC'],
    ['Unicorns of Love', 'UOL'],
    ['KT Rolster', 'KT'],
    ['Dplus KIA', 'DK'],
    ['Hanwha Life Esports', 'HLE'],
    ['Team Liquid', 'TL'],
  ],
  tft: [
    ['Team Liquid', 'TL'],
    ['Fnatic', 'FNC'],
    ['Team Vitality', 'VIT'],
    ['Karmine Corp', 'KC'],
    ['Gen.G', 'GEN'],
    ['T1', 'T1'],
    ['Dplus KIA', 'DK'],
    ['Natus Vincere', 'NAVI'],
    ['Bilibili Gaming', 'BLG'],
    ['Team Secret', 'TS'],
    ['100 Thieves', '100'],
    ['Cloud9', 'C9'],
  ],
};

const PLACES = [
  'Seoul',
  'Busan',
  'Tokyo',
  'Osaka',
  'Berlin',
  'Madrid',
  'Paris',
  'Lyon',
  'London',
  'Dublin',
  'Warsaw',
  'Prague',
  'Lisbon',
  'Rome',
  'Milan',
  'Oslo',
  'Stockholm',
  'Helsinki',
  'Toronto',
  'Chicago',
  'Austin',
  'Denver',
  'Seattle',
  'Atlanta',
  'Boston',
  'Miami',
  'São Paulo',
  'Lima',
  'Bogotá',
  'Santiago',
  'Manila',
  'Jakarta',
  'Hanoi',
  'Bangkok',
  'Taipei',
  'Sydney',
  'Auckland',
  'Istanbul',
  'Cairo',
  'Dubai',
  'Riyadh',
  'Mumbai',
  'Chengdu',
  'Shanghai',
  'Shenzhen',
  'Wuhan',
];
const MASCOTS = [
  'Dragons',
  'Phoenix',
  'Wolves',
  'Titans',
  'Ravens',
  'Vipers',
  'Falcons',
  'Knights',
  'Sharks',
  'Lions',
  'Tigers',
  'Foxes',
  'Bears',
  'Hawks',
  'Cobras',
  'Spartans',
  'Ronin',
  'Samurai',
  'Valkyries',
  'Giants',
  'Storm',
  'Thunder',
  'Blaze',
  'Frost',
  'Eclipse',
  'Nova',
  'Comets',
  'Rebels',
  'Outlaws',
  'Mavericks',
  'Legion',
  'Dynasty',
  'Monarchs',
  'Sentries',
  'Owls',
];
const SUFFIXES = ['Esports', 'Gaming', 'Academy', 'Club', ''];
const PER_SPORT: Record<SportCode, number> = { lol: 180, val: 180, wr: 120, tft: 120 };

function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

function color(random: () => number): string {
  return `#${Math.floor(random() * 0xffffff)
    .toString(16)
    .padStart(6, '0')
    .toUpperCase()}`;
}

function teamNames(sport: SportCode, random: () => number): [string, string][] {
  const names: [string, string][] = [...KNOWN[sport]];
  const taken = new Set(names.map(([name]) => slugOf(name)));
  while (names.length < PER_SPORT[sport]) {
    const place = PLACES[Math.floor(random() * PLACES.length)]!;
    const mascot = MASCOTS[Math.floor(random() * MASCOTS.length)]!;
    const suffix = SUFFIXES[Math.floor(random() * SUFFIXES.length)]!;
    const name = [place, mascot, suffix].filter(Boolean).join(' ');
    if (taken.has(slugOf(name))) continue;
    taken.add(slugOf(name));
    const tricode = (place.slice(0, 1) + mascot.slice(0, 2)).toUpperCase();
    names.push([name, tricode]);
  }
  return names;
}

/** The placeholder team plus about 600 teams, in a few bulk inserts. */
async function seedTeams(db: SqlClient): Promise<void> {
  const random = seededRandom(20_260_101);
  const teams: TeamDto[] = [TBD_TEAM];
  for (const sport of SPORT_CODES) {
    const leagues = await listLeagues(db, { sport, status: 'active' });
    const names = teamNames(sport, random);
    const ids = await nextIds(db, 'elds_team_ids', names.length);
    names.forEach(([name, tricode], i) => {
      const slug = slugOf(name);
      const [primaryColor, secondaryColor] = [color(random), color(random)];
      teams.push({
        ...TBD_TEAM,
        id: ids[i]!,
        name,
        tricode,
        slug,
        sport,
        status: i % 37 === 36 ? 'archived' : 'active',
        homeLeagueId: leagues.length > 0 ? leagues[i % leagues.length]!.id : null,
        supportedFormats: sport === 'tft' ? ['1v1'] : ['5v5'],
        primaryColor,
        secondaryColor,
        lightLogoUrl: generatedImageUrl('team', `${slug}-light`, tricode, primaryColor),
        darkLogoUrl: generatedImageUrl('team', `${slug}-dark`, tricode, secondaryColor),
      });
    });
  }
  await db.query(
    `insert into elds_teams (id, sport, status, slug, name, body)
     select x.id, x.sport, x.status, x.slug, x.name, x.body
     from json_to_recordset($1::json) as x(id text, sport text, status text, slug text, name text, body json)`,
    [
      JSON.stringify(
        teams.map((team) => ({
          id: team.id,
          sport: team.sport,
          status: team.status,
          slug: team.slug,
          name: team.name,
          body: team,
        })),
      ),
    ],
  );
}

/**
 * Rosters from the seeded players' home teams: a team's roster is exactly the players whose home
 * team it is (active or not), by id; a team nobody calls home keeps its empty roster.
 */
async function seedRosters(db: SqlClient): Promise<void> {
  await setTeamRosters(db, await playerIdsByHomeTeam(db));
}

export const teamFixtureSet: FixtureSet = {
  name: 'elds-teams',
  dependsOn: ['elds'],
  seed: seedTeams,
};

export const teamRosterFixtureSet: FixtureSet = {
  name: 'elds-team-rosters',
  dependsOn: ['elds-teams', 'elds-players'],
  seed: seedRosters,
};
