/**
 * Crystal-ball localizations: the texts of a question (`crystal-ball.question.{id}`) or a choice
 * (`crystal-ball.choice.{id}`) per locale. The en_US text is the record's own (question text,
 * choice label); the other locales are stored here.
 */
import { DEFAULT_LOCALE, LOCALIZATION_BATCH_LIMIT } from '@esports-admin/schema/rules/constants';
import { isLocaleCode } from '@esports-admin/schema/rules/locale';
import type {
  CrystalBallLocalizationDto,
  CrystalBallLocalizationWriteDto,
} from '@esports-admin/schema/upstream/pickem';
import { invalid, notFound } from '../../errors';
import { Payload } from '../../payload';
import type { SqlClient } from '../../store';
import { choices, questions } from './crystal-ball-store';

export const questionKey = (id: string) => `crystal-ball.question.${id}`;
export const choiceKey = (id: string) => `crystal-ball.choice.${id}`;

const KEY = /^crystal-ball\.(question|choice)\.([^.]+)$/;

/** The record's en_US text, or null when the key names no question or choice. */
async function defaultText(db: SqlClient, key: string): Promise<string | null> {
  const [, kind, id] = KEY.exec(key) ?? [];
  if (!id) return null;
  if (kind === 'question') return (await questions.findOrNull(db, id))?.text ?? null;
  return (await choices.findOrNull(db, id))?.label ?? null;
}

export function readLocalizationKeys(keys: string[] | undefined): string[] {
  if (!keys) throw invalid('key is required: one or more localization keys');
  const unique = [...new Set(keys)];
  if (unique.length > LOCALIZATION_BATCH_LIMIT) {
    throw invalid(`key: at most ${LOCALIZATION_BATCH_LIMIT} keys a call, got ${unique.length}`);
  }
  return unique;
}

/** Every locale's text of each key; a key that names no question or choice has none. */
export async function localizationsOf(
  db: SqlClient,
  keys: readonly string[],
): Promise<CrystalBallLocalizationDto[]> {
  const rows = await db.query<CrystalBallLocalizationDto>(
    'select key, locale, text from pickem_cb_localizations where key = any($1) order by key, locale',
    [keys],
  );
  const entries: CrystalBallLocalizationDto[] = [];
  for (const key of keys) {
    const text = await defaultText(db, key);
    if (text === null) continue;
    entries.push({ key, locale: DEFAULT_LOCALE, text });
    entries.push(...rows.filter((row) => row.key === key));
  }
  return entries;
}

export function readLocalizationWrite(body: unknown): CrystalBallLocalizationWriteDto {
  const fields = Payload.of(body);
  const key = fields.nonEmptyString('key');
  if (!KEY.test(key)) {
    throw invalid(`key '${key}' is not crystal-ball.question.{id} or crystal-ball.choice.{id}`);
  }
  const texts = fields.array('texts').map((entry) => ({
    locale: entry.nonEmptyString('locale'),
    text: entry.nonEmptyString('text'),
  }));
  const seen = new Set<string>();
  for (const [i, { locale }] of texts.entries()) {
    if (!isLocaleCode(locale)) {
      throw invalid(`texts[${i}].locale '${locale}' is not a locale code like en_US`);
    }
    if (seen.has(locale)) throw invalid(`texts[${i}].locale: ${locale} is listed twice`);
    seen.add(locale);
  }
  return { key, texts };
}

/**
 * Replaces the key's locales with the ones sent. en_US may be sent only as the record's own text
 * (an editor sends the whole set back); it is changed on the question or choice itself.
 */
export async function saveLocalization(
  db: SqlClient,
  write: CrystalBallLocalizationWriteDto,
): Promise<CrystalBallLocalizationDto[]> {
  const english = await defaultText(db, write.key);
  if (english === null) throw notFound(`No question or choice has the key ${write.key}`);
  const sentEnglish = write.texts.find((entry) => entry.locale === DEFAULT_LOCALE);
  if (sentEnglish && sentEnglish.text !== english) {
    throw invalid(`texts: the ${DEFAULT_LOCALE} text is the record's own; change it there`);
  }
  await removeLocalizations(db, [write.key]);
  for (const { locale, text } of write.texts) {
    if (locale === DEFAULT_LOCALE) continue;
    await db.query('insert into pickem_cb_localizations (key, locale, text) values ($1, $2, $3)', [
      write.key,
      locale,
      text,
    ]);
  }
  return localizationsOf(db, [write.key]);
}

export async function removeLocalizations(db: SqlClient, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query('delete from pickem_cb_localizations where key = any($1)', [keys]);
}
