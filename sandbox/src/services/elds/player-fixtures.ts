import { SPORT_CODES, type SportCode } from '@esports-admin/schema/rules/sports';
import { generatedImageUrl } from '../assets/generated-images';
import type { PlayerDto } from '@esports-admin/schema/upstream/elds-players';
import type { SqlClient } from '../../store';
import { INSERT_PLAYER_COLUMNS, playerRow } from './players';
import { hexDigits, pick, seededRandom, type FixtureSet } from '../../fixtures';
import { teamIdsOf } from './teams';

/** Players seeded per sport: about 4,000 in all. */
export const SEEDED_PLAYERS_PER_SPORT = 1000;

const HANDLE_PARTS = [
  'Ace',
  'Arc',
  'Ash',
  'Bold',
  'Blitz',
  'Byte',
  'Cin',
  'Crow',
  'Dash',
  'Dex',
  'Echo',
  'Ember',
  'Fang',
  'Flux',
  'Frost',
  'Gale',
  'Ghost',
  'Grim',
  'Hex',
  'Ion',
  'Jinx',
  'Kai',
  'Kuro',
  'Lumo',
  'Lynx',
  'Mako',
  'Mist',
  'Nova',
  'Nyx',
  'Onyx',
  'Pyro',
  'Quill',
  'Rako',
  'Rune',
  'Ryu',
  'Sage',
  'Shin',
  'Sly',
  'Sol',
  'Tako',
  'Tide',
  'Uzi',
  'Vex',
  'Volt',
  'Wisp',
  'Xin',
  'Yuki',
  'Zed',
  'Zen',
  'Hana',
  'Milo',
  'Taro',
  'Rex',
  'Iko',
  'Bae',
  'Jun',
  'Leo',
  'Max',
  'Neo',
  'Oz',
];
const HANDLE_ENDS = ['', '', '', 'x', 'o', 'y', 'z', 'ie', 'er', 'zy', 'ix', 'on'];

const FIRST_NAMES = [
  'Minjun',
  'Seoyeon',
  'Jihoon',
  'Hyunwoo',
  'Wei',
  'Hao',
  'Yuxuan',
  'Lucas',
  'Mateo',
  'Gabriel',
  'Rafael',
  'Thiago',
  'Emil',
  'Jonas',
  'Lukas',
  'Marek',
  'Pierre',
  'Hugo',
  'Luca',
  'Marco',
  'Daniel',
  'Ethan',
  'Tyler',
  'Jordan',
  'Kenji',
  'Haruto',
  'Sota',
  'Minh',
  'Quang',
  'Duc',
  'Mehmet',
  'Emre',
  'Carlos',
  'Diego',
  'Santiago',
  'Oliver',
  'Noah',
  'Liam',
  'Yuna',
  'Sakura',
  'Aylin',
  'Elif',
  'Nina',
  'Sofia',
  'Camila',
  'Ana',
  'Mia',
  'Chloe',
  'Hana',
  'Linh',
];
const LAST_NAMES = [
  'Kim',
  'Lee',
  'Park',
  'Choi',
  'Jung',
  'Wang',
  'Li',
  'Zhang',
  'Chen',
  'Liu',
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Costa',
  'Müller',
  'Schmidt',
  'Nowak',
  'Kowalski',
  'Dubois',
  'Martin',
  'Rossi',
  'Russo',
  'Smith',
  'Johnson',
  'Brown',
  'Garcia',
  'Martinez',
  'Lopez',
  'Tanaka',
  'Suzuki',
  'Sato',
  'Nguyen',
  'Tran',
  'Pham',
  'Yilmaz',
  'Kaya',
  'Demir',
  'Hernandez',
  'Gonzalez',
  'Andersen',
  'Jensen',
  'Larsen',
  'Novak',
  'Horvat',
  'Ivanov',
  'Petrov',
  'Ito',
];
const PLATFORMS: Record<SportCode, string[]> = {
  lol: ['KR', 'EUW1', 'NA1', 'BR1', 'JP1', 'VN2', 'TR1'],
  val: ['ap', 'eu', 'na', 'kr', 'br'],
  wr: ['SG2', 'KR', 'EUW1', 'NA1'],
  tft: ['KR', 'EUW1', 'NA1', 'JP1', 'OC1'],
};

const uuid = (random: () => number) =>
  `${hexDigits(random, 8)}-${hexDigits(random, 4)}-4${hexDigits(random, 3)}-a${hexDigits(random, 3)}-${hexDigits(random, 12)}`;

/** Handles of 11 characters at most, letters and digits, unique per sport case-insensitively. */
function handleFor(random: () => number, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const base = pick(random, HANDLE_PARTS) + pick(random, HANDLE_ENDS);
    const second = random() < 0.35 ? pick(random, HANDLE_PARTS) : '';
    const digits = attempt > 3 || random() < 0.2 ? String(Math.floor(random() * 100)) : '';
    const handle = (base + second + digits).slice(0, 11);
    if (!taken.has(handle.toLowerCase())) {
      taken.add(handle.toLowerCase());
      return handle;
    }
  }
}

/**
 * The home team of the `index`-th seeded player of a sport, so that every team's roster (the
 * players whose home team it is, see seedTeamRosters) has `floor(players / teams)` players and the
 * last `players % teams` teams one more: with 1,000 players on 180 teams the first 80 teams (the
 * well-known ones, T1 first) field five and the other 100 six.
 */
export function homeTeamOf(index: number, teams: readonly string[]): string | null {
  if (teams.length === 0) return null;
  const total = SEEDED_PLAYERS_PER_SPORT;
  const base = Math.floor(total / teams.length);
  const extra = total % teams.length;
  const smaller = teams.length - extra;
  const team =
    base === 0
      ? index % teams.length
      : index < smaller * base
        ? Math.floor(index / base)
        : smaller + Math.floor((index - smaller * base) / (base + 1));
  return teams[Math.min(team, teams.length - 1)] ?? null;
}

/**
 * About 4,000 players across the four sports, each on a home team of its sport (spread evenly
 * over the seeded teams, see homeTeamOf), one in twelve inactive; ids from the players' sequence.
 */
async function seedPlayers(db: SqlClient, now: Date): Promise<void> {
  const random = seededRandom(0x9e3779b9);
  const rows: unknown[][] = [];
  for (const sport of SPORT_CODES) {
    const taken = new Set<string>();
    const sportTeams = await teamIdsOf(db, { sport });
    const ids = await db.query<{ id: string }>(
      "select nextval('elds_player_ids')::text as id from generate_series(1, $1)",
      [SEEDED_PLAYERS_PER_SPORT],
    );
    for (const [i, { id }] of ids.entries()) {
      const handle = handleFor(random, taken);
      const body: PlayerDto = {
        id,
        handle,
        firstName: pick(random, FIRST_NAMES),
        lastName: pick(random, LAST_NAMES),
        photoUrl:
          random() < 0.7
            ? generatedImageUrl('player', handle, handle.slice(0, 2).toUpperCase())
            : null,
        homeTeamId: homeTeamOf(i, sportTeams),
        status: random() < 1 / 12 ? 'inactive' : 'active',
        sport,
        tournamentRealmIdentities: [
          {
            puuid: uuid(random),
            login: `${handle.toLowerCase()}_${sport}`.padEnd(4, '0'),
            accounts: [
              { platformName: pick(random, PLATFORMS[sport]), accountId: String(1e7 + i * 7919) },
            ],
          },
        ],
      };
      rows.push(playerRow(body, hexDigits(random, 16)));
    }
  }
  const columns = INSERT_PLAYER_COLUMNS.split(',').length;
  for (let start = 0; start < rows.length; start += 400) {
    const batch = rows.slice(start, start + 400);
    const values = batch
      .map(
        (_, r) =>
          `(${Array.from({ length: columns }, (_, c) => `$${r * columns + c + 1}`).join(', ')})`,
      )
      .join(', ');
    await db.query(
      `insert into elds_players (${INSERT_PLAYER_COLUMNS}) values ${values}`,
      batch.flat(),
    );
  }
  await seedPlayerHistory(db, now);
}

/**
 * What GET players/{id}/operations shows for seeded players: each was created 30 to 730 days
 * ago by the competition operator, and one in five updated ten days later by the administrator.
 */
async function seedPlayerHistory(db: SqlClient, now: Date): Promise<void> {
  const iso = (expression: string) =>
    `to_char((${expression}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  for (const [type, by, offset, every] of [
    ['created', 'cole.competition', '0', 1],
    ['updated', 'ada.admin', '10', 5],
  ] as const) {
    await db.query(
      `insert into elds_player_operations (id, player_id, at, body)
       select op_id, id, at,
              json_build_object('id', op_id, 'playerId', id, 'type', $2::text, 'by', $3::text, 'at', at)
       from (
         select nextval('elds_player_operation_ids')::text as op_id, id,
                ${iso(`$1::timestamptz - ((n % 700) + 30 - ${offset}) * interval '1 day'`)} as at
         from (select id, row_number() over (order by id) as n from elds_players) numbered
         where n % $4 = 0
       ) ops`,
      [now.toISOString(), type, by, every],
    );
  }
}

export const playerFixtureSet: FixtureSet = {
  name: 'elds-players',
  dependsOn: ['elds-teams'],
  seed: seedPlayers,
};
