/**
 * Journal field paths ('name.localizations.en_US', 'orderedDrops.2.title') as staff read them in
 * a conflict notice: generic, so every form gets readable names without a table of its own, and a
 * form's own labels (`fieldLabel`) still win for the fields it shows.
 */
import { isLocaleCode } from '@esports-admin/schema/rules/locale';

/** Bookkeeping the service or the gateway keeps, which no one edits: versions and timestamps. */
const BOOKKEEPING =
  /^(version|(created|updated|modified|lastModified)(Date|At|Time|By)?(EpochMillis)?)$/i;

export function isBookkeepingField(path: string): boolean {
  const last = path.split('.').findLast((segment) => !/^\d+$/.test(segment));
  return last !== undefined && BOOKKEEPING.test(last);
}

function words(segment: string): string {
  const spaced = segment
    .replace(/EpochMillis$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** 'name.localizations.en_US' → 'Name (en_US)'; 'orderedDrops.2.title' → 'Ordered drops #3 › Title'. */
export function humanFieldPath(path: string): string {
  const parts: string[] = [];
  for (const segment of path.split('.')) {
    const previous = parts.length - 1;
    if (segment === 'localizations') continue;
    if (isLocaleCode(segment) && previous >= 0) parts[previous] += ` (${segment})`;
    else if (/^\d+$/.test(segment) && previous >= 0) parts[previous] += ` #${Number(segment) + 1}`;
    else parts.push(words(segment));
  }
  return parts.join(' › ');
}
