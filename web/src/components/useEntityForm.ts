import { useCallback, useMemo, useState, type FormEvent } from 'react';
import {
  get,
  set as setPath,
  useForm,
  useWatch,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
} from 'react-hook-form';
import type { EditConflictInfo, FieldMessages, SubmitResult } from '../apollo/mutationOutcome';
import { fromDateInputValue, toDateInputValue } from './dates';
import { useLeaveGuard } from './useLeaveGuard';
import { useMounted } from './useMounted';

/** A fresh read of the record, as form values plus its version (for conflicts). */
export interface LatestRecord<Values> {
  values: Values;
  version: string;
}

export interface EditConflictState<Values> {
  info: EditConflictInfo;
  /** The record as it is now; null when it could not be read again. */
  latest: LatestRecord<Values> | null;
  /** Top-level form fields whose stored value differs from what the form loaded. */
  differingFields: readonly (keyof Values & string)[];
}

export interface EntityFormOptions<Values extends FieldValues> {
  initialValues: Values;
  /** The version the page loaded (edit forms); sent back as `expectedVersion`. */
  version?: string;
  /** 'what is edited', for the leave guard and the conflict notice: 'season', 'stream group'. */
  noun: string;
  /** The shared rules, their messages keyed like the form's fields ('slug', 'splits.0.slug'). */
  validate: (values: Values) => FieldMessages;
  /** Sends the change; the outcome toasts are already shown (runMutation). */
  save: (values: Values, expectedVersion: string | undefined) => Promise<SubmitResult>;
  /** After a successful save, with the leave guard released: usually back to the list. */
  onSaved?: (values: Values) => void;
  /** Reads the record again, for the conflict notice's diff, Reload and Re-apply. */
  loadLatest?: () => Promise<LatestRecord<Values> | null>;
  /** An editor that stays open after a save starts again from the record as stored (loadLatest). */
  reloadAfterSave?: boolean;
  /** A path prefix the editor's own tabs live under, crossed without the leave guard asking. */
  stayWithin?: string;
  /** Maps a gateway `inputErrors` field to the form's key, where the two differ. */
  errorKeyOf?: (field: string) => string;
  /** 'afterChange' (default): a field shows its rule message once changed or after a submit. */
  showErrors?: 'always' | 'afterChange';
  readOnly?: boolean;
}

/** The top-level fields of a form that hold text (or an ISO instant, for day fields). */
export type TextKey<Values> = {
  [K in keyof Values & string]: Values[K] extends string ? K : never;
}[keyof Values & string];

/** The top-level fields of a form that group text fields by key (a logo bundle, images). */
export type GroupKey<Values> = {
  [K in keyof Values & string]: Values[K] extends Record<string, string> ? K : never;
}[keyof Values & string];

/** Messages keyed 'a.0.b' as the nested errors react-hook-form keeps. */
function nestedErrors<Values extends FieldValues>(messages: FieldMessages): FieldErrors<Values> {
  const errors = {};
  for (const [key, message] of Object.entries(messages)) {
    if (message) setPath(errors, key, { type: 'rules', message });
  }
  return errors;
}

/** Rows carry a `key` for React only: a fresh read gives new ones without any data changing. */
const withoutRowKeys = (value: unknown) =>
  JSON.stringify(value, (name, inner: unknown) => (name === 'key' ? undefined : inner));

function differingFields<Values extends FieldValues>(loaded: Values, latest: Values) {
  return (Object.keys(latest) as (keyof Values & string)[]).filter(
    (key) => withoutRowKeys(loaded[key]) !== withoutRowKeys(latest[key]),
  );
}

/**
 * The one entity-form hook (react-hook-form underneath): values, validation with the shared
 * rules, dirty tracking and the leave guard, submit with the `{ ok | error }` outcome (field
 * messages beside their fields), the loaded version sent as `expectedVersion`, and the conflict
 * flow of CONTRACT-12: a stale save keeps every typed value until the user picks Reload or
 * Re-apply my changes.
 */
export function useEntityForm<Values extends FieldValues>(options: EntityFormOptions<Values>) {
  const { validate, save, onSaved, loadLatest, errorKeyOf, readOnly = false } = options;
  const { reloadAfterSave = false } = options;
  const resolver = useCallback<Resolver<Values>>(
    (values) => {
      const messages = validate(values);
      return Object.values(messages).some(Boolean)
        ? { values: {}, errors: nestedErrors<Values>(messages) }
        : { values, errors: {} };
    },
    [validate],
  );
  const form = useForm<Values>({
    defaultValues: options.initialValues as DefaultValues<Values>,
    resolver,
  });
  const { isDirty, dirtyFields, touchedFields, submitCount, isSubmitting } = form.formState;
  const values = useWatch({ control: form.control }) as Values;
  const [version, setVersion] = useState(options.version);
  const [loaded, setLoaded] = useState(options.initialValues);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const [conflict, setConflict] = useState<EditConflictState<Values> | null>(null);
  const guard = useLeaveGuard(isDirty && !readOnly, options.noun, options.stayWithin);

  const clientErrors = useMemo(() => validate(values), [validate, values]);
  const invalid = Object.values(clientErrors).some(Boolean);
  const showAll = options.showErrors === 'always' || submitCount > 0;
  // A field counts as changed when it, or a row or group holding it, was set by the user.
  const changed = (key: string) => {
    const parts = key.split('.');
    return parts.some((_, i) => get(touchedFields, parts.slice(0, i + 1).join('.')) === true);
  };
  const errorFor = (key: string): string | undefined => {
    const shown = showAll || changed(key);
    return (shown ? clientErrors[key] : undefined) ?? serverErrors[key];
  };
  const showsErrors = Object.keys(clientErrors).some((key) => clientErrors[key] && errorFor(key));
  /** Every message the fields show now, rule and gateway ones alike. */
  const shownErrors: FieldMessages = {};
  for (const key of new Set([...Object.keys(clientErrors), ...Object.keys(serverErrors)])) {
    const message = errorFor(key);
    if (message) shownErrors[key] = message;
  }

  const set = <K extends Path<Values>>(key: K, value: PathValue<Values, K>) => {
    form.setValue(key, value, { shouldDirty: true, shouldTouch: true });
    setServerErrors({});
  };
  const setText = (key: TextKey<Values>, value: string) =>
    set(key as unknown as Path<Values>, value as PathValue<Values, Path<Values>>);
  /** A text field's value, change and message, to spread into `TextField` (or a select of codes). */
  const textField = <K extends TextKey<Values>>(key: K) => ({
    value: values[key],
    onChange: (value: Values[K]) => setText(key, value),
    error: errorFor(key),
  });
  /** The same for a UTC day picker over an ISO instant (its time of day kept while the day is). */
  const dayField = (key: TextKey<Values>) => ({
    type: 'date' as const,
    value: toDateInputValue(values[key]),
    onChange: (day: string) => setText(key, fromDateInputValue(day, values[key])),
    error: errorFor(key),
  });
  /** A group's values, change and messages by key, to spread into `ImageFieldsSection`. */
  const fieldGroup = <G extends GroupKey<Values>>(group: G) => ({
    values: values[group],
    onChange: (key: string, value: string) =>
      set(`${group}.${key}` as Path<Values>, value as PathValue<Values, Path<Values>>),
    errorFor: (key: string) => errorFor(`${group}.${key}`),
  });
  /** A change computed from the whole form (rows added, moved, removed). */
  const update = (change: (current: Values) => Values) => {
    const current = form.getValues();
    const next = change(current);
    for (const key of Object.keys(next) as Path<Values>[]) {
      if (next[key] !== current[key]) set(key, next[key] as PathValue<Values, typeof key>);
    }
  };

  const openConflict = async (info: EditConflictInfo) => {
    const latest = loadLatest ? await loadLatest().catch(() => null) : null;
    setConflict({
      info,
      latest,
      differingFields: latest ? differingFields(loaded, latest.values) : [],
    });
  };

  /** The gateway's messages beside their fields, from a send other than the save (a dry run). */
  const showGatewayErrors = (fieldErrors: FieldMessages) => {
    const messages: FieldMessages = {};
    for (const [field, message] of Object.entries(fieldErrors)) {
      messages[errorKeyOf ? errorKeyOf(field) : field] = message;
    }
    setServerErrors(messages);
  };

  /** Starts the form again from `next` (what was sent, a fresh read, the initial values). */
  const mounted = useMounted();
  const reset = (next: Values, nextVersion = options.version) => {
    form.reset(next);
    setLoaded(next);
    setVersion(nextVersion);
    setServerErrors({});
    setConflict(null);
  };
  const startFrom = (latest: LatestRecord<Values>) => reset(latest.values, latest.version);

  const onValid = async (submitted: Values) => {
    if (readOnly) return;
    const result = await save(submitted, version);
    if (!mounted.current) return;
    if (result.ok) {
      guard.release();
      form.reset(submitted);
      setLoaded(submitted);
      const stored = reloadAfterSave && loadLatest ? await loadLatest().catch(() => null) : null;
      if (stored) startFrom(stored);
      onSaved?.(submitted);
      return;
    }
    if (result.conflict) {
      await openConflict(result.conflict);
      return;
    }
    showGatewayErrors(result.fieldErrors);
  };

  /** Drops the user's changes for the record as it is now. */
  const reload = () => {
    if (conflict?.latest) startFrom(conflict.latest);
  };

  /** The record as it is now with the fields the user changed laid over it, ready to save again. */
  const reapply = () => {
    if (!conflict) return;
    const mine = form.getValues();
    const changed = Object.keys(dirtyFields) as Path<Values>[];
    if (conflict.latest) {
      startFrom(conflict.latest);
      for (const key of changed) {
        form.setValue(key, mine[key], {
          shouldDirty: true,
          shouldTouch: true,
        });
      }
    } else {
      setVersion(conflict.info.currentVersion);
      setConflict(null);
    }
  };

  return {
    form,
    values,
    set,
    update,
    textField,
    dayField,
    fieldGroup,
    errorFor,
    shownErrors,
    clientErrors,
    serverErrors,
    invalid,
    showsErrors,
    dirty: isDirty,
    saving: isSubmitting,
    version,
    /** Validates and saves; without an event for a save started elsewhere (a confirm dialog). */
    submit: (event?: FormEvent) => void form.handleSubmit(onValid)(event),
    reset,
    showGatewayErrors,
    /** Lets the next navigation through without asking (a send that moves on by itself). */
    release: guard.release,
    leaveDialog: guard.dialog,
    noun: options.noun,
    readOnly,
    conflict,
    reload,
    reapply,
    startFrom,
  };
}

export type EntityForm<Values extends FieldValues> = ReturnType<typeof useEntityForm<Values>>;
