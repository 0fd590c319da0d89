import { DEFAULT_LOCALE } from '@esports-admin/schema/rules/constants';
import { isLocaleCode } from '@esports-admin/schema/rules/locale';
import { isSportCode, SPORT_CODES, type SportCode } from '@esports-admin/schema/rules/sports';
import { validateLocalizedName, validateSlug } from '@esports-admin/schema/rules/validation';
import type { LocalizedNameDto } from '@esports-admin/schema/upstream/elds';
import { invalid } from './errors';

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readSport(value: unknown, path: string): SportCode {
  if (!isSportCode(value)) {
    throw invalid(
      `Unknown sport '${String(value)}': ${path} must be one of ${SPORT_CODES.join(', ')}`,
    );
  }
  return value;
}

export function readOneOf<T extends string>(
  value: unknown,
  path: string,
  allowed: readonly T[],
): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalid(`${path} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/**
 * A JSON object from a request body, read field by field. Each reader refuses a missing or
 * ill-typed field with a VALIDATION_ERROR naming the field's path, e.g. `splits[1].name.slug`.
 */
export class Payload {
  private constructor(
    private readonly fields: Record<string, unknown>,
    private readonly path: string,
  ) {}

  static of(value: unknown, path = ''): Payload {
    if (!isRecord(value)) {
      throw invalid(path ? `${path} must be an object` : 'Request body must be a JSON object');
    }
    return new Payload(value, path);
  }

  pathOf(key: string): string {
    return this.path ? `${this.path}.${key}` : key;
  }

  has(key: string): boolean {
    return this.fields[key] != null;
  }

  private required(key: string): unknown {
    const value = this.fields[key];
    if (value == null) throw invalid(`${this.pathOf(key)} is required`);
    return value;
  }

  string(key: string): string {
    const value = this.required(key);
    if (typeof value !== 'string') throw invalid(`${this.pathOf(key)} must be a string`);
    return value;
  }

  nonEmptyString(key: string): string {
    const value = this.string(key);
    if (value.trim() === '') throw invalid(`${this.pathOf(key)} must not be empty`);
    return value;
  }

  /** Nullable fields may also be left out; both mean null. */
  nullableString(key: string): string | null {
    return this.has(key) ? this.string(key) : null;
  }

  integer(key: string, min: number): number {
    const value = this.required(key);
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      throw invalid(`${this.pathOf(key)} must be an integer`);
    }
    if (value < min) throw invalid(`${this.pathOf(key)} must be at least ${min}`);
    return value;
  }

  /** ISO 8601 date-time with a zone, answered back in UTC with milliseconds. */
  dateTime(key: string): string {
    const value = this.string(key);
    const time = Date.parse(value);
    if (!ISO_DATE_TIME.test(value) || Number.isNaN(time)) {
      throw invalid(`${this.pathOf(key)} must be an ISO 8601 date-time, e.g. 2025-01-01T00:00:00Z`);
    }
    return new Date(time).toISOString();
  }

  nullableDateTime(key: string): string | null {
    return this.has(key) ? this.dateTime(key) : null;
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T {
    return readOneOf(this.required(key), this.pathOf(key), allowed);
  }

  sport(key: string): SportCode {
    return readSport(this.required(key), this.pathOf(key));
  }

  slug(key: string): string {
    const value = this.string(key);
    const problem = validateSlug(value);
    if (problem) throw invalid(`${this.pathOf(key)} '${value}' is not valid: ${problem}`);
    return value;
  }

  boolean(key: string): boolean {
    const value = this.required(key);
    if (typeof value !== 'boolean') throw invalid(`${this.pathOf(key)} must be true or false`);
    return value;
  }

  /** The field as sent, for values the sandbox passes on without reading. */
  raw(key: string): unknown {
    return this.fields[key];
  }

  object(key: string): Payload {
    return Payload.of(this.required(key), this.pathOf(key));
  }

  array(key: string): Payload[] {
    const value = this.required(key);
    if (!Array.isArray(value)) throw invalid(`${this.pathOf(key)} must be an array`);
    return value.map((item, i) => Payload.of(item, `${this.pathOf(key)}[${i}]`));
  }

  stringArray(key: string): string[] {
    const value = this.required(key);
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) {
      throw invalid(`${this.pathOf(key)} must be an array of strings`);
    }
    return value;
  }

  stringRecord(key: string): Record<string, string> {
    const record = this.object(key);
    return Object.fromEntries(
      Object.keys(record.fields).map((name) => [name, record.string(name)]),
    );
  }

  /** { slug, localizations: { en_US: '…', ko_KR: '…' } } */
  localizedName(key: string): LocalizedNameDto {
    const name = this.object(key);
    const slug = name.slug('slug');
    const localizations = name.stringRecord('localizations');
    const path = name.pathOf('localizations');
    for (const [locale, text] of Object.entries(localizations)) {
      if (!isLocaleCode(locale)) {
        throw invalid(`${path} has an invalid locale '${locale}', e.g. ${DEFAULT_LOCALE}`);
      }
      const problem = validateLocalizedName('Name', text);
      if (problem) throw invalid(`${path}.${locale}: ${problem}`);
    }
    return { slug, localizations };
  }
}

/** A query parameter given at most once; an empty value means the filter is not applied. */
export function queryValue(query: Record<string, unknown>, key: string): string | undefined {
  const value = query[key];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw invalid(`Query parameter ${key} must be given once`);
  return value;
}

/** Ids as `ids=a,b`, also repeated (`ids=a&ids=b`). */
export function queryIdList(query: Record<string, unknown>, key: string): string[] | undefined {
  const value = query[key];
  if (value === undefined) return undefined;
  const parts = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(','));
  const ids = parts.map((id) => id.trim()).filter((id) => id !== '');
  return ids.length > 0 ? ids : undefined;
}
