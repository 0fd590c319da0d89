/** The participant export (spec 2 §3) as a CSV file with one row per rostered player. */
import type { TournamentParticipantExportQuery } from '../../__generated__/graphql';
import { csvText } from '../../components/csvFile';

type ExportRow = NonNullable<
  NonNullable<TournamentParticipantExportQuery['tournamentParticipantExport']>['ok']
>['rows'][number];

const COLUMNS: readonly [string, (row: ExportRow) => string | null | undefined][] = [
  ['Event Name', (r) => r.eventName],
  ['Tournament ID', (r) => r.tournamentId],
  ['Team Name', (r) => r.teamName],
  ['Team Tricode', (r) => r.teamTricode],
  ['In-Game Name', (r) => r.inGameName],
  ['First Name', (r) => r.firstName],
  ['Last Name', (r) => r.lastName],
  ['Login', (r) => r.login],
  ['Password', (r) => r.password],
  ['PUUID', (r) => r.puuid],
  ['Player ID', (r) => r.playerId],
];

/**
 * The player service only ever writes tournament-realm passwords, so the gateway answers none: the
 * header says so rather than leaving a column that looks like lost data.
 */
export const PASSWORD_NOT_RETURNED_HEADER =
  'Password (not returned: the player service never returns passwords; reset one on the player page)';

export const passwordsReturned = (rows: readonly ExportRow[]) => rows.some((row) => row.password);

/** The CSV file's text. */
export function participantCsv(rows: readonly ExportRow[]): string {
  const withPasswords = passwordsReturned(rows);
  return csvText(
    COLUMNS.map(([header]) =>
      header === 'Password' && !withPasswords ? PASSWORD_NOT_RETURNED_HEADER : header,
    ),
    rows.map((row) => COLUMNS.map(([, value]) => value(row))),
  );
}

export const participantFileName = (slug: string) => `${slug}-participants.csv`;
