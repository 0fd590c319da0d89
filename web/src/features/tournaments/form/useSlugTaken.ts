import { SEARCH_INPUT_DEBOUNCE_MS } from '@esports-admin/schema/rules/constants';
import type { SportCode } from '@esports-admin/schema/rules/sports';
import { useEffect, useState } from 'react';
import { useTournamentSlugTakenQuery } from '../../../__generated__/hooks';

/**
 * Whether a tournament of the sport already uses `slug` (typed or generated), asked once the
 * slug has stayed the same for SEARCH_INPUT_DEBOUNCE_MS; `checking` until that answer is in.
 */
export function useSlugTaken(sport: SportCode, slug: string, skip: boolean) {
  const [asked, setAsked] = useState(slug);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(slug), SEARCH_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [slug]);
  const { data, previousData } = useTournamentSlugTakenQuery({
    variables: { sport, slug: asked },
    skip: skip || !asked,
    fetchPolicy: 'network-only',
  });
  const answered = data ?? previousData;
  if (skip || !slug) return { taken: false, checking: false };
  const checking = asked !== slug || !data;
  return { taken: !checking && Boolean(answered?.tournamentSlugTaken), checking };
}
