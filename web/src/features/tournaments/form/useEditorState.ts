import { useMemo, useState } from 'react';
import { clearDraft, readDraft, useDraftPersistence } from '../draftPersistence';
import { hasUnsavedChanges, type TournamentFormValues } from '../tournamentFormValues';

export interface EditorState {
  values: TournamentFormValues;
  /** The values as loaded or last saved: what `dirty` compares against. */
  initial: TournamentFormValues;
  update: (change: (values: TournamentFormValues) => TournamentFormValues) => void;
  dirty: boolean;
  saving: boolean;
  setSaving: (saving: boolean) => void;
  /** The saved state becomes the new starting point: no changes, no stored draft. */
  reset: (values: TournamentFormValues) => void;
  storedDraft: { savedAt: string; values: TournamentFormValues } | null;
  restoreDraft: () => void;
  discardDraft: () => void;
}

/** Form values with "edited" tracking (spec 2 §4) and the local-storage draft (spec 2 §9). */
export function useEditorState(
  storageKey: string,
  initialValues: TournamentFormValues,
): EditorState {
  const [initial, setInitial] = useState(initialValues);
  const [values, setValues] = useState(initialValues);
  const [saving, setSaving] = useState(false);
  const [storedDraft, setStoredDraft] = useState(() => {
    const draft = readDraft<TournamentFormValues>(storageKey);
    return draft && hasUnsavedChanges(initialValues, draft.values) ? draft : null;
  });
  const dirty = useMemo(() => hasUnsavedChanges(initial, values), [initial, values]);
  useDraftPersistence(storageKey, values, dirty, saving || storedDraft !== null);

  return {
    values,
    initial,
    update: setValues,
    dirty,
    saving,
    setSaving,
    reset: (next) => {
      clearDraft(storageKey);
      setInitial(next);
      setValues(next);
    },
    storedDraft,
    restoreDraft: () => {
      if (storedDraft) setValues(storedDraft.values);
      setStoredDraft(null);
    },
    discardDraft: () => {
      clearDraft(storageKey);
      setStoredDraft(null);
    },
  };
}
