/**
 * Archive and unarchive (leagues, seasons, organizations): the record as stored goes back whole
 * with the status asked for, journaled with the caller's reason.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import { Refusal } from '../mutations/outcome';
import { runMutation } from '../mutations/run-mutation';

interface RecordWithStatus {
  id: string;
  status: string;
}

export interface StatusRecords<Dto extends RecordWithStatus> {
  /** The record as stored; refuses NOT_FOUND. */
  load: (context: GatewayContext, id: string) => Promise<Dto>;
  save: (context: GatewayContext, id: string, record: Omit<Dto, 'id'>) => Promise<Dto>;
  /** The CONFLICT refusal for a record that has the status already; else it is sent anyway. */
  alreadySet?: (current: Dto) => string;
}

/** The resolver of a mutation that sets a record's status and answers `ok(saved)`. */
export function setStatus<Dto extends RecordWithStatus, Ok>(
  records: StatusRecords<Dto>,
  status: Dto['status'],
  ok: (saved: Dto) => Ok,
) {
  return (
    _parent: unknown,
    args: { id: string; reason?: string | null },
    context: GatewayContext,
    info: GraphQLResolveInfo,
  ) =>
    runMutation(context, info, {
      entityId: args.id,
      reason: args.reason,
      load: () => records.load(context, args.id),
      async perform(current) {
        if (records.alreadySet && current.status === status) {
          throw new Refusal(records.alreadySet(current), ErrorCode.CONFLICT);
        }
        const { id, ...record } = current;
        const saved = await records.save(context, id, { ...record, status });
        return { ok: ok(saved), after: saved };
      },
    });
}
