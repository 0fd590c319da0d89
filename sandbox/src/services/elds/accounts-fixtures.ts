/**
 * About 10,000 accounts in 30 groups across the four sports, the same on every machine for the
 * same clock (a seeded PRNG). Rows go in as JSON record sets, 2,000 per statement: the whole set
 * takes about 1.2 s on PGlite on this two-core machine.
 */
import { defaultDeleteAfter } from '@esports-admin/schema/rules/account';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import type { AccountDto, AccountOperationDto } from '@esports-admin/schema/upstream/elds-accounts';
import type { SqlClient } from '../../store';
import { createAccountGroup } from './accounts';
import { hexDigits, pick, seededRandom, type FixtureSet, type Random } from '../../fixtures';

export const SEEDED_ACCOUNT_COUNT = 10_000;
const ROWS_PER_INSERT = 2000;
const FIRST_ACCOUNT_ID = 300_000_001;
const HISTORY_DAYS = 720;
const DAY_MS = 24 * 60 * 60 * 1000;

const GROUP_NAMES = [
  'Worlds 2025 Broadcast',
  'Worlds 2025 Observers',
  'MSI 2025 Observers',
  'LCK Spring Tryouts',
  'LEC Studio Accounts',
  'LCS Casters',
  'LPL Partner Accounts',
  'PCS Academy',
  'CBLOL Broadcast',
  'LJL Observers',
  'VCT Americas Observers',
  'VCT EMEA Broadcast',
  'VCT Pacific Casters',
  'VCT Masters Toronto',
  'VCT Champions Paris',
  'Challengers NA Admins',
  'Game Changers Staff',
  'Wild Rift Champions Stage',
  'WRL Asia Observers',
  'Wild Rift Icons Legacy',
  'TFT Worlds Broadcast',
  'TFT Open Qualifiers',
  'TFT Golden Spatula Casters',
  'TFT Korea Pro League',
  'Esports Digital QA',
  'Replay Capture Bots',
  'Co-streaming Partners',
  'Pick em Test Accounts',
  'Drops Verification',
  'Press and Media',
] as const;

const FIRST_PARTS = [
  'Shadow',
  'Frost',
  'Blaze',
  'Storm',
  'Nova',
  'Viper',
  'Lunar',
  'Crimson',
  'Silent',
  'Iron',
  'Swift',
  'Ghost',
  'Echo',
  'Rogue',
  'Mystic',
  'Neon',
  'Pixel',
  'Tiger',
  'Wolf',
  'Raven',
  'Ember',
  'Titan',
  'Zen',
  'Onyx',
  'Solar',
  'Hex',
  'Drift',
  'Apex',
  'Volt',
  'Jade',
];
const SECOND_PARTS = [
  'Blade',
  'Fox',
  'Fang',
  'Strike',
  'Wave',
  'Hawk',
  'Heart',
  'Shot',
  'Mind',
  'Lotus',
  'Byte',
  'Spark',
  'Claw',
  'Rider',
  'Sage',
  'Void',
  'Core',
  'Flux',
  'Knight',
  'Pulse',
];
const SEPARATORS = ['', '_', ' '];
const PLATFORMS = ['EUW1', 'NA1', 'KR', 'BR1', 'JP1', 'OC1', 'EUN1', 'TR1'];
/** Primary sport weights: most accounts are League of Legends ones. */
const SPORT_WEIGHTS: [SportCode, number][] = [
  ['lol', 0.5],
  ['val', 0.25],
  ['wr', 0.1],
  ['tft', 0.15],
];

function weightedSport(random: Random): SportCode {
  let roll = random();
  for (const [sport, weight] of SPORT_WEIGHTS) {
    if (roll < weight) return sport;
    roll -= weight;
  }
  return 'lol';
}

function uniqueName(random: Random, taken: Set<string>): string {
  for (;;) {
    const base = `${pick(random, FIRST_PARTS)}${pick(random, SEPARATORS)}${pick(random, SECOND_PARTS)}`;
    const name = random() < 0.2 ? base : `${base}${Math.floor(random() * 1000)}`;
    if (name.length <= 16 && !taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
}

interface AccountRecord {
  id: string;
  group_id: string | null;
  player_id: string | null;
  status: string;
  sports: string[];
  display_name_lower: string;
  login_lower: string;
  puuid: string;
  created_at: string;
  body: Required<AccountDto>;
}

function seededAccount(
  random: Random,
  index: number,
  now: Date,
  groupIds: readonly string[],
  takenNames: Set<string>,
): AccountRecord {
  const id = String(FIRST_ACCOUNT_ID + index);
  const displayName = uniqueName(random, takenNames);
  const login = `${displayName.toLowerCase().replace(/[^a-z0-9]/g, '')}_${id.slice(-5)}`;
  const primary = weightedSport(random);
  const enabledSports = new Set<SportCode>([primary]);
  if (random() < 0.2) enabledSports.add(weightedSport(random));
  const step = (HISTORY_DAYS * DAY_MS) / SEEDED_ACCOUNT_COUNT;
  const createdAt = new Date(
    now.getTime() - HISTORY_DAYS * DAY_MS + index * step + Math.floor(random() * step),
  ).toISOString();
  const playerId = random() < 0.35 ? String(90_000_000 + Math.floor(random() * 9_000_000)) : null;
  const deleteAfter = defaultDeleteAfter(
    new Date(Date.parse(createdAt) + (365 + Math.floor(random() * 730)) * DAY_MS),
  );
  const account: Required<AccountDto> = {
    id,
    groupId: random() < 0.7 ? pick(random, groupIds) : null,
    playerId,
    enabledSports: [...enabledSports],
    status: random() < 0.04 ? 'removal_requested' : 'active',
    nameSource: playerId !== null && random() < 0.35 ? 'from player' : 'from account',
    puuid: `${hexDigits(random, 8)}-${hexDigits(random, 4)}-${hexDigits(random, 4)}-${hexDigits(random, 4)}-${hexDigits(random, 12)}`,
    login: { current: login, proposed: null },
    displayName: { current: displayName, proposed: null, hasCollision: false },
    summoners: enabledSports.has('lol')
      ? [{ platformId: pick(random, PLATFORMS), name: displayName }]
      : [],
    deleteAfter,
    meta: { createdAt, updatedAt: createdAt, createdBy: 'cole.competition' },
  };
  return {
    id,
    group_id: account.groupId,
    player_id: account.playerId,
    status: account.status,
    sports: account.enabledSports,
    display_name_lower: displayName.toLowerCase(),
    login_lower: login,
    puuid: account.puuid,
    created_at: createdAt,
    body: account,
  };
}

/** Accounts were created by bulk entry in batches this large. */
const CREATED_PER_OPERATION = 100;
/** Removals were requested in batches this large, a day after the last account's creation. */
const REMOVED_PER_OPERATION = 25;
const FIRST_OPERATION_ID = 700_001;

/**
 * The history GET accounts/operations shows: one creation per batch of seeded accounts and the
 * removal requests of the removal_requested ones, numbered in time order like the live service.
 */
function seededOperations(records: readonly AccountRecord[], now: Date): AccountOperationDto[] {
  const chunks = <T>(items: readonly T[], size: number) =>
    Array.from({ length: Math.ceil(items.length / size) }, (_, i) =>
      items.slice(i * size, (i + 1) * size),
    );
  const operations: Omit<AccountOperationDto, 'id'>[] = [
    ...chunks(records, CREATED_PER_OPERATION).map((batch) => ({
      type: 'create' as const,
      accountIds: batch.map((record) => record.id),
      requestedBy: 'cole.competition',
      createdAt: batch[batch.length - 1]!.created_at,
      status: 'completed' as const,
    })),
    ...chunks(
      records.filter((record) => record.status === 'removal_requested'),
      REMOVED_PER_OPERATION,
    ).map((batch) => ({
      type: 'requestRemoval' as const,
      accountIds: batch.map((record) => record.id),
      requestedBy: 'ada.admin',
      createdAt: new Date(
        Math.min(now.getTime(), Date.parse(batch[batch.length - 1]!.created_at) + DAY_MS),
      ).toISOString(),
      status: 'completed' as const,
    })),
  ];
  return operations
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
    .map((operation, i) => ({ id: String(FIRST_OPERATION_ID + i), ...operation }));
}

async function seedAccounts(db: SqlClient, now: Date): Promise<void> {
  const groupIds: string[] = [];
  for (const name of GROUP_NAMES) groupIds.push((await createAccountGroup(db, name)).id);
  const random = seededRandom(20250615);
  const takenNames = new Set<string>();
  const records = Array.from({ length: SEEDED_ACCOUNT_COUNT }, (_, index) =>
    seededAccount(random, index, now, groupIds, takenNames),
  );
  for (let start = 0; start < records.length; start += ROWS_PER_INSERT) {
    await db.query(
      'insert into elds_accounts select * from json_populate_recordset(null::elds_accounts, $1)',
      [JSON.stringify(records.slice(start, start + ROWS_PER_INSERT))],
    );
  }
  await db.query(`select setval('elds_account_ids', $1)`, [
    FIRST_ACCOUNT_ID + SEEDED_ACCOUNT_COUNT - 1,
  ]);
  const operations = seededOperations(records, now);
  await db.query(
    `insert into elds_account_operations (id, created_at, account_ids, body)
     select (op->>'id')::bigint, (op->>'createdAt')::timestamptz,
            array(select json_array_elements_text(op->'accountIds')), op
     from json_array_elements($1::json) as op`,
    [JSON.stringify(operations)],
  );
  await db.query(`select setval('elds_account_operation_ids', $1)`, [
    FIRST_OPERATION_ID + operations.length - 1,
  ]);
}

export const accountFixtureSet: FixtureSet = { name: 'elds-accounts', seed: seedAccounts };
