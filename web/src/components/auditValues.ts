import { LIST_ARGUMENT_CAPS } from '@esports-admin/schema/rules/constants';
import type { AuditEntryTable_EntryFragment } from '../__generated__/graphql';

/** A journalled value (JSON-encoded by the gateway) as staff read it; null means 'not set'. */
export function displayAuditValue(encoded: string | null | undefined): string {
  if (encoded === null || encoded === undefined) return '—';
  try {
    const value: unknown = JSON.parse(encoded);
    if (value === null || value === '') return '—';
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return encoded;
  }
}

/** League names by id, for the league references among journalled changes. */
export type LeagueNames = ReadonlyMap<string, string>;

export const NO_LEAGUE_NAMES: LeagueNames = new Map();

/** Whether a journalled field refers to a league: its path ends in `league` or `leagueId`. */
export function isLeagueField(path: string): boolean {
  const last = path.split('.').at(-1);
  return last === 'league' || last === 'leagueId';
}

function leagueIdOf(encoded: string | null | undefined): string | null {
  if (encoded === null || encoded === undefined) return null;
  try {
    const value: unknown = JSON.parse(encoded);
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

/** The league ids the entries' league fields hold, each once, as many as one query may ask. */
export function auditLeagueIds(entries: readonly Pick<AuditEntryTable_EntryFragment, 'changes'>[]) {
  const ids = new Set<string>();
  for (const { field, before, after } of entries.flatMap((entry) => entry.changes)) {
    if (!isLeagueField(field)) continue;
    for (const id of [leagueIdOf(before), leagueIdOf(after)]) if (id) ids.add(id);
  }
  return [...ids].slice(0, LIST_ARGUMENT_CAPS['Query.leagueNames.ids']);
}

/** A league reference as staff read it: the league's name and its id; null for other values. */
export function auditLeagueReference(
  field: string,
  encoded: string | null | undefined,
  leagueNames: LeagueNames,
): { name: string; id: string } | null {
  if (!isLeagueField(field)) return null;
  const id = leagueIdOf(encoded);
  const name = id === null ? undefined : leagueNames.get(id);
  return id !== null && name !== undefined ? { name, id } : null;
}

/** A changed value in one line: a league reference reads 'LEC (league id)'. */
export function displayAuditChangeValue(
  field: string,
  encoded: string | null | undefined,
  leagueNames: LeagueNames,
): string {
  const league = auditLeagueReference(field, encoded, leagueNames);
  return league ? `${league.name} (${league.id})` : displayAuditValue(encoded);
}
