import { useMemo } from 'react';
import type { AuditEntryTable_EntryFragment } from '../__generated__/graphql';
import { useAuditLeagueNamesQuery } from '../__generated__/hooks';
import { auditLeagueIds, NO_LEAGUE_NAMES, type LeagueNames } from './auditValues';

/**
 * The names of the leagues the shown entries refer to, in one request for all of them (issue #39:
 * History showed league ids). Until it answers, or when it fails, the ids are shown as they are.
 */
export function useAuditLeagueNames(
  entries: readonly Pick<AuditEntryTable_EntryFragment, 'changes'>[],
): LeagueNames {
  const ids = useMemo(() => auditLeagueIds(entries), [entries]);
  const query = useAuditLeagueNamesQuery({ variables: { ids }, skip: ids.length === 0 });
  const leagues = (query.data ?? query.previousData)?.leagueNames;
  return useMemo(
    () => (leagues ? new Map(leagues.map((league) => [league.id, league.name])) : NO_LEAGUE_NAMES),
    [leagues],
  );
}
