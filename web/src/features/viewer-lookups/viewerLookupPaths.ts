import { VIEWER_LOOKUP_TRIGGER_LIMIT } from '@esports-admin/schema/rules/constants';

export const VIEWER_LOOKUPS_PATH = '/drops/viewers';

export const TOO_MANY_TRIGGER_IDS = `At most ${VIEWER_LOOKUP_TRIGGER_LIMIT} trigger ids.`;

/** Trigger ids as staff paste them: separated by commas, spaces or new lines; duplicates once. */
export function parseTriggerIds(text: string): string[] {
  return [...new Set(text.split(/[\s,;]+/).filter((id) => id !== ''))];
}

/** The page's URL holds the lookups, so a drop's viewers or a trigger's breakdown can be linked. */
export function viewerLookupsPath(lookup: { dropId?: string; triggerIds?: readonly string[] }) {
  const query = new URLSearchParams();
  if (lookup.dropId) query.set('drop', lookup.dropId);
  if (lookup.triggerIds?.length) query.set('triggers', lookup.triggerIds.join(','));
  const text = query.toString();
  return text ? `${VIEWER_LOOKUPS_PATH}?${text}` : VIEWER_LOOKUPS_PATH;
}
