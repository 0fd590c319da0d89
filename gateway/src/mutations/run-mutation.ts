/**
 * The one mechanism every mutation runs through (issue #12). Access is already checked by
 * `@access`; this opens the journal entry before anything is sent upstream, validates with the
 * shared rules, loads the record and checks `expectedVersion`, performs the change, shapes the
 * `{ ok | error }` answer and records the outcome, with the changed fields, on that entry.
 */
import { AUDIT_MESSAGES, validateReason } from '@esports-admin/schema/rules/audit';
import { GraphQLError, type GraphQLField, type GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { ErrorCode, UpstreamError } from '../errors';
import type { AuditResult, JournalOpening, JournalOutcome } from '../journal/entry';
import { changesBetween } from './changes';
import { journaledEntityType } from './declarations';
import {
  invalidInput,
  Refusal,
  type InputErrorValue,
  type MutationErrorValue,
  type Outcome,
} from './outcome';
import { versionOf } from './version';

/** Steps of a change that took effect, said as staff would read them, for honest partial answers. */
export interface Progress {
  applied(step: string, stateAfter?: unknown): void;
}

export interface Performed<Ok> {
  ok: Ok;
  /** The record(s) as stored after the change, for the journal's before/after. */
  after?: unknown;
  /** The id of what changed when it is known only now (a create). */
  entityId?: string | null;
  /** Said in the journal entry of a success (a repeated idempotent call). */
  note?: string;
}

export interface MutationPlan<Ok, Before> {
  entityId?: string | null;
  reason?: string | null;
  expectedVersion?: string | null;
  /** Messages of the shared rules; any means BAD_USER_INPUT before anything is loaded or sent. */
  inputErrors?: readonly InputErrorValue[];
  /** The record as stored now: checked against `expectedVersion`, journaled as `before`. */
  load?: () => Promise<Before>;
  /**
   * For a record the upstream cannot read by id: `expectedVersion` is checked against the version
   * the journal last recorded for it (changes made outside the gateway go unnoticed).
   */
  versionFromJournal?: boolean;
  /** What the caller asked for (given the record as loaded), journaled when nothing changed. */
  requested?: (before: Before | undefined) => unknown;
  /** The message staff see for an upstream failure; the upstream's own by default. */
  failureMessage?: (error: UpstreamError) => string;
  perform: (before: Before, progress: Progress) => Promise<Performed<Ok>>;
}

const REFUSAL_CODES = new Set<string>([
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.FORBIDDEN,
  ErrorCode.CONFLICT,
  ErrorCode.NOT_FOUND,
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.DUPLICATE,
]);

const entityTypes = new WeakMap<GraphQLField<unknown, unknown>, string>();

function entityTypeOf(info: GraphQLResolveInfo): string {
  const field = info.parentType.getFields()[info.fieldName]!;
  let entityType = entityTypes.get(field);
  if (!entityType) {
    entityType = journaledEntityType(info.schema, field) ?? info.fieldName;
    entityTypes.set(field, entityType);
  }
  return entityType;
}

function openingOf(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  entityId: string | null | undefined,
  reason: string | null | undefined,
): JournalOpening {
  return {
    username: context.user.username,
    roles: context.user.roles,
    operation: info.fieldName,
    entityType: entityTypeOf(info),
    entityId: entityId ?? null,
    reason: reason ?? null,
    requestId: context.requestId,
    callerRequestId: context.callerRequestId,
  };
}

const versionOrNull = (record: unknown) =>
  record !== null && typeof record === 'object' ? versionOf(record) : null;

function errorValue(
  message: string,
  code: ErrorCode,
  extra: Partial<MutationErrorValue> = {},
): MutationErrorValue {
  return { message, code, inputErrors: [], applied: [], conflict: null, ...extra };
}

export async function runMutation<Ok, Before = undefined>(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  plan: MutationPlan<Ok, Before>,
): Promise<Outcome<Ok>> {
  const { journal, logger } = context;
  const opening = openingOf(context, info, plan.entityId, plan.reason);
  let entryId: string;
  try {
    entryId = await journal.open(opening);
  } catch (error) {
    logger.error({ err: error, operation: opening.operation }, 'audit journal unavailable');
    return {
      ok: null,
      error: errorValue(AUDIT_MESSAGES.journalUnavailable, 'JOURNAL_UNAVAILABLE'),
    };
  }

  const applied: { step: string; stateAfter?: unknown }[] = [];
  const progress: Progress = { applied: (step, stateAfter) => applied.push({ step, stateAfter }) };
  let before: Before | undefined;
  let releaseLock: (() => Promise<void>) | null = null;
  let versionBefore: string | null = null;
  const record = async (outcome: Omit<JournalOutcome, 'versionBefore'>) => {
    try {
      await journal.complete(entryId, { ...outcome, versionBefore });
    } catch (error) {
      logger.error(
        { err: error, entryId, result: outcome.result, code: outcome.code },
        'audit journal: outcome not recorded',
      );
    }
  };
  const unchanged = (result: AuditResult, error: MutationErrorValue) =>
    record({
      result,
      entityId: null,
      code: error.code,
      message: error.message,
      changes: changesBetween(before ?? null, plan.requested?.(before) ?? null),
      versionAfter: null,
    });

  try {
    const reasonError = validateReason(plan.reason);
    const inputErrors = [
      ...(plan.inputErrors ?? []),
      ...(reasonError ? [{ field: 'reason', message: reasonError }] : []),
    ];
    if (inputErrors.length > 0) throw invalidInput(inputErrors);
    // An update holds its record's lock from the read to the write: the version check stays true.
    if (plan.entityId && (plan.load || plan.versionFromJournal)) {
      releaseLock = await context.entityLocks.acquire(opening.entityType, plan.entityId);
      if (!releaseLock) throw new Refusal(AUDIT_MESSAGES.entityBusy, ErrorCode.CONFLICT);
    }
    // Without `load` there is no record to read: Before is undefined for such plans.
    const loaded = plan.load ? await plan.load() : (undefined as Before);
    before = loaded;
    const currentVersion =
      plan.versionFromJournal && plan.entityId
        ? await journal.lastVersion(opening.entityType, plan.entityId)
        : versionOrNull(before);
    versionBefore = currentVersion;
    if (plan.expectedVersion && currentVersion && plan.expectedVersion !== currentVersion) {
      const history = await journal.historySince(
        opening.entityType,
        plan.entityId ?? '',
        plan.expectedVersion,
      );
      const error = errorValue(AUDIT_MESSAGES.changedSinceOpened, 'CONFLICT', {
        conflict: { currentVersion, ...history },
      });
      await unchanged('REFUSED', error);
      return { ok: null, error };
    }
    const performed = await plan.perform(loaded, progress);
    await record({
      result: 'OK',
      entityId: performed.entityId ?? null,
      code: null,
      message: performed.note ?? null,
      changes: changesBetween(before ?? null, performed.after ?? null),
      versionAfter: versionOrNull(performed.after),
    });
    return { ok: performed.ok, error: null };
  } catch (error) {
    if (applied.length > 0) {
      const reasonText = error instanceof Error ? error.message : String(error);
      const stateAfter = applied.findLast((step) => step.stateAfter !== undefined)?.stateAfter;
      const partial = errorValue(reasonText, 'PARTIALLY_APPLIED', {
        applied: applied.map((step) => step.step),
      });
      await record({
        result: 'PARTIAL',
        entityId: null,
        code: partial.code,
        message: partial.message,
        changes: changesBetween(before ?? null, stateAfter ?? plan.requested?.(before) ?? null),
        versionAfter: versionOrNull(stateAfter),
      });
      return { ok: null, error: partial };
    }
    if (error instanceof Refusal) {
      const refusal = errorValue(error.message, error.code, { inputErrors: error.inputErrors });
      await unchanged(REFUSAL_CODES.has(error.code) ? 'REFUSED' : 'FAILED', refusal);
      return { ok: null, error: refusal };
    }
    if (error instanceof UpstreamError) {
      const message = plan.failureMessage ? plan.failureMessage(error) : error.message;
      const failure = errorValue(message, error.code);
      await unchanged('FAILED', failure);
      return { ok: null, error: failure };
    }
    const code = error instanceof GraphQLError ? error.extensions.code : undefined;
    const known = typeof code === 'string' && code in ErrorCode ? (code as ErrorCode) : null;
    await unchanged(
      known && REFUSAL_CODES.has(known) ? 'REFUSED' : 'FAILED',
      errorValue(
        error instanceof Error ? error.message : String(error),
        known ?? 'INTERNAL_SERVER_ERROR',
      ),
    );
    throw error;
  } finally {
    await releaseLock?.();
  }
}

/**
 * A call `@access` refused: journaled as REFUSED before the FORBIDDEN error is answered. It keeps
 * who, what and why, not the input: a caller without the right could otherwise fill the journal.
 */
export async function journalAccessRefusal(
  context: GatewayContext,
  info: GraphQLResolveInfo,
  args: Record<string, unknown>,
  error: GraphQLError,
): Promise<void> {
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  const opening = openingOf(context, info, text(args.id), text(args.reason));
  try {
    await context.journal.record(opening, {
      result: 'REFUSED',
      entityId: null,
      code: ErrorCode.FORBIDDEN,
      message: error.message,
      changes: [],
      versionBefore: null,
      versionAfter: null,
    });
  } catch (journalError) {
    context.logger.error(
      { err: journalError, operation: opening.operation },
      'audit journal: refusal not recorded',
    );
  }
}
