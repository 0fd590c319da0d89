import { Router } from 'express';
import { DEFAULT_LOCALE, LOCALIZATION_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import { isLocaleCode } from '@esports-admin/schema/rules/locale';
import type {
  LocalizationEntryDto,
  LocalizationGroupsDto,
  LocalizationSetDto,
} from '@esports-admin/schema/upstream/drops';
import { invalid, notFound } from '../../errors';
import { Payload, queryIdList } from '../../payload';
import type { SqlClient, Store } from '../../store';

export const LOCALIZATION_TABLES = `
  create table if not exists drops_localizations (
    locale_group text not null,
    locale_key text not null,
    locale text not null,
    position integer,
    localization text,
    primary key (locale_key, locale)
  );
  create index if not exists drops_localizations_group on drops_localizations (locale_group);
`;

interface EntryRow {
  locale_group: string;
  locale_key: string;
  locale: string;
  localization: string | null;
}

const toEntry = (row: EntryRow): LocalizationEntryDto => ({
  localeGroup: row.locale_group,
  localeKey: row.locale_key,
  locale: row.locale,
  localization: row.localization,
});

const ENTRY_ORDER = 'order by locale_key, position nulls last, locale';

export function readLocalizationSet(fields: Payload): LocalizationSetDto {
  const localeGroup = fields.nonEmptyString('localeGroup');
  const localeKey = fields.nonEmptyString('localeKey');
  const locales = fields.stringArray('locales');
  const texts = fields.object('localizations');
  const localizations: Record<string, string | null> = {};
  for (const locale of locales) {
    if (!isLocaleCode(locale)) {
      throw invalid(`${fields.pathOf('locales')} has '${locale}', not a locale code like en_US`);
    }
    if (locale in localizations) {
      throw invalid(`${fields.pathOf('locales')} lists ${locale} twice`);
    }
    localizations[locale] = texts.nullableString(locale);
  }
  const raw = fields.raw('localizations') as Record<string, unknown>;
  // Locales left out of the order but sent (as null) are the ones staff removed.
  for (const locale of Object.keys(raw)) {
    if (!(locale in localizations)) {
      if (!isLocaleCode(locale)) throw invalid(`'${locale}' is not a locale code like en_US`);
      localizations[locale] = texts.nullableString(locale);
    }
  }
  return { localeGroup, localeKey, locales, localizations };
}

/** Replaces one key's texts: listed locales in order, locales sent as null kept as null. */
export async function saveLocalizationSet(db: SqlClient, set: LocalizationSetDto): Promise<void> {
  await db.query(
    'delete from drops_localizations where locale_key = $1 and not (locale = any($2))',
    [set.localeKey, Object.keys(set.localizations)],
  );
  for (const [locale, text] of Object.entries(set.localizations)) {
    const position = set.locales.indexOf(locale);
    await upsertEntry(
      db,
      set.localeGroup,
      set.localeKey,
      locale,
      position < 0 ? null : position,
      text,
    );
  }
}

async function upsertEntry(
  db: SqlClient,
  group: string,
  key: string,
  locale: string,
  position: number | null,
  text: string | null,
): Promise<void> {
  await db.query(
    `insert into drops_localizations (locale_group, locale_key, locale, position, localization)
     values ($1, $2, $3, $4, $5)
     on conflict (locale_key, locale)
     do update set locale_group = $1, position = $4, localization = $5`,
    [group, key, locale, position, text],
  );
}

/** Sets the en_US text of a key, first in its order, leaving the other locales as they are. */
export async function saveDefaultText(
  db: SqlClient,
  group: string,
  key: string,
  text: string,
): Promise<void> {
  await upsertEntry(db, group, key, DEFAULT_LOCALE, 0, text);
}

export async function localizationsOfKey(
  db: SqlClient,
  key: string,
): Promise<LocalizationEntryDto[]> {
  const rows = await db.query<EntryRow>(
    `select * from drops_localizations where locale_key = $1 ${ENTRY_ORDER}`,
    [key],
  );
  return rows.map(toEntry);
}

export async function localizationsOfGroups(
  db: SqlClient,
  groups: readonly string[],
): Promise<LocalizationGroupsDto> {
  const rows = await db.query<EntryRow>(
    `select * from drops_localizations where locale_group = any($1) ${ENTRY_ORDER}`,
    [groups],
  );
  const answer: LocalizationGroupsDto = Object.fromEntries(groups.map((g) => [g, []]));
  for (const row of rows) answer[row.locale_group]?.push(toEntry(row));
  return answer;
}

/** localization/{key}, localization/groups, localization(s) under dropLocalization/v1.0. */
export function localizationRoutes(store: Store): Router {
  const router = Router();
  router.get('/localization/groups', async (req, res) => {
    const groups = queryIdList(req.query, 'groups');
    if (!groups) throw invalid('Query parameter groups is required');
    if (groups.length > LOCALIZATION_BATCH_LIMIT) {
      throw invalid(`At most ${LOCALIZATION_BATCH_LIMIT} groups per call, got ${groups.length}`);
    }
    res.json(await localizationsOfGroups(store, groups));
  });
  router.get('/localization/:key', async (req, res) => {
    const entries = await localizationsOfKey(store, req.params.key);
    if (entries.length === 0) throw notFound(`No localization with key ${req.params.key}`);
    res.json(entries);
  });
  router.put('/localization', async (req, res) => {
    const set = readLocalizationSet(Payload.of(req.body));
    await store.transaction((tx) => saveLocalizationSet(tx, set));
    res.json(await localizationsOfKey(store, set.localeKey));
  });
  router.put('/localizations', async (req, res) => {
    if (!Array.isArray(req.body)) throw invalid('Request body must be an array of localizations');
    const body = req.body as unknown[];
    if (body.length > LOCALIZATION_BATCH_LIMIT) {
      throw invalid(`At most ${LOCALIZATION_BATCH_LIMIT} localizations per call`);
    }
    const sets = body.map((item, i) => readLocalizationSet(Payload.of(item, `[${i}]`)));
    await store.transaction(async (tx) => {
      for (const set of sets) await saveLocalizationSet(tx, set);
    });
    const keys = [...new Set(sets.map((set) => set.localeKey))];
    res.json(await Promise.all(keys.map((key) => localizationsOfKey(store, key))));
  });
  return router;
}
