/** The participant export (spec 2 §3) as a CSV file with one row per rostered player. */
import type { TournamentParticipantExportQuery } from '../../__generated__/graphql';

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

/** The CSV file's text; its writer (papaparse) is fetched with the first export, not with the page. */
export async function participantCsv(rows: readonly ExportRow[]): Promise<string> {
  const { default: Papa } = await import('papaparse');
  const withPasswords = passwordsReturned(rows);
  return Papa.unparse({
    fields: COLUMNS.map(([header]) =>
      header === 'Password' && !withPasswords ? PASSWORD_NOT_RETURNED_HEADER : header,
    ),
    data: rows.map((row) => COLUMNS.map(([, value]) => value(row) ?? '')),
  });
}

export const participantFileName = (slug: string) => `${slug}-participants.csv`;

/** Hands the CSV to the browser as a download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
