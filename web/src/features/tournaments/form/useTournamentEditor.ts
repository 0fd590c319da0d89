import { useCallback, useState } from 'react';
import type { Path, PathValue } from 'react-hook-form';
import { useEntityForm, type EntityFormOptions } from '../../../components/useEntityForm';
import { clearDraft, readDraft, useDraftPersistence } from '../draftPersistence';
import {
  hasUnsavedChanges,
  validateTournamentForm,
  type TournamentFormValues,
} from '../tournamentFormValues';
import { useFormOptions, type EditedTournament } from './useFormOptions';

type Values = TournamentFormValues;

/**
 * The tournament editor's form: `useEntityForm` (values, the "edited" tracking of spec 2 §4, the
 * leave guard, the `{ ok | error }` outcome and the conflict flow) with the league and season
 * pickers the rules need, plus the local-storage draft of spec 2 §9, which any fresh start (a
 * save, a reload) clears.
 */
export function useTournamentEditor({
  storageKey,
  tournament,
  ...options
}: Omit<EntityFormOptions<Values>, 'validate'> & {
  storageKey: string;
  /** The stored tournament (edit): its league and season stay pickable, its name stays valid. */
  tournament?: EditedTournament;
}) {
  const [storedDraft, setStoredDraft] = useState(() => {
    const draft = readDraft<Values>(storageKey);
    return draft && hasUnsavedChanges(options.initialValues, draft.values) ? draft : null;
  });
  // The pickers follow the form's sport, which only a restored draft can change.
  const [sport, setSport] = useState(options.initialValues.sport);
  const pickers = useFormOptions(sport, tournament);
  const storedName = tournament ? options.initialValues.localizedName : null;
  const validate = useCallback(
    (values: Values) =>
      validateTournamentForm(
        values,
        pickers.leagues.find((l) => l.id === values.leagueId)?.name ?? '',
        storedName,
      ),
    [pickers.leagues, storedName],
  );
  const entity = useEntityForm<Values>({
    ...options,
    validate,
    onSaved: (saved) => {
      clearDraft(storageKey);
      options.onSaved?.(saved);
    },
  });
  useDraftPersistence(
    storageKey,
    entity.values,
    entity.dirty,
    entity.saving || storedDraft !== null,
  );

  return {
    ...entity,
    pickers,
    league: pickers.leagues.find((l) => l.id === entity.values.leagueId),
    /** Sets the fields a details control changed; each counts as touched, even when unchanged. */
    change: (change: Partial<Values>) => {
      for (const [key, value] of Object.entries(change) as [Path<Values>, unknown][]) {
        entity.set(key, value as PathValue<Values, typeof key>);
      }
    },
    /** The values as stored now become the starting point: no changes, no stored draft. */
    startFrom: (values: Values, version = entity.version ?? '') => {
      clearDraft(storageKey);
      entity.startFrom({ values, version });
    },
    storedDraft,
    restoreDraft: () => {
      if (storedDraft) {
        entity.form.reset(storedDraft.values, { keepDefaultValues: true });
        setSport(storedDraft.values.sport);
      }
      setStoredDraft(null);
    },
    discardDraft: () => {
      clearDraft(storageKey);
      setStoredDraft(null);
    },
  };
}

export type TournamentEditor = ReturnType<typeof useTournamentEditor>;
