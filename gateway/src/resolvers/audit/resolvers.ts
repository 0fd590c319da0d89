import {
  AUDIT_LOG_MAX_PAGE_SIZE,
  AUDIT_LOG_PAGE_SIZE,
} from '@esports-admin/schema/rules/constants';
import { USER_MANAGEMENT_RESOURCE } from '@esports-admin/schema/rules/access';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayUser } from '../../context';
import { ErrorCode, forbidden } from '../../errors';
import { GraphQLError } from 'graphql';
import { journalReaders } from '../../mutations/declarations';
import { auditSortKey, type AuditEntryRecord, type AuditSortColumn } from '../../journal/journal';

const readersBySchema = new WeakMap<GraphQLSchema, ReadonlyMap<string, readonly string[]>>();

/** The entity types whose entries the user may read; null means every type (administrators). */
function readableTypes(schema: GraphQLSchema, user: GatewayUser): string[] | null {
  if (user.resources.has(USER_MANAGEMENT_RESOURCE)) return null;
  let readers = readersBySchema.get(schema);
  if (!readers) {
    readers = journalReaders(schema);
    readersBySchema.set(schema, readers);
  }
  return [...readers]
    .filter(([, families]) => families.some((family) => user.resources.has(family)))
    .map(([entityType]) => entityType);
}

/** `audit:{id}`, and `:{key}` (base64url) when the order is not by time. */
function cursorOf(id: string, key: string | null): string {
  const tail = key === null ? '' : `:${Buffer.from(key).toString('base64url')}`;
  return Buffer.from(`audit:${id}${tail}`).toString('base64url');
}

function afterCursor(cursor: string, column: AuditSortColumn): { id: string; key: string | null } {
  const decoded = Buffer.from(cursor, 'base64url').toString();
  const [prefix, id = '', key] = decoded.split(':');
  const keyed = column !== 'at';
  if (prefix !== 'audit' || !/^\d+$/.test(id) || (key !== undefined) !== keyed) {
    throw new GraphQLError('`after` is not a cursor of auditLog in this order', {
      extensions: { code: ErrorCode.BAD_USER_INPUT },
    });
  }
  return { id, key: key === undefined ? null : Buffer.from(key, 'base64url').toString() };
}

export const auditResolvers: Resolvers = {
  Query: {
    async auditLog(_, { filter, first, after, sort }, { user, journal }, info) {
      const readable = readableTypes(info.schema, user);
      const wanted = filter?.entityType ?? null;
      if (wanted && readable && !readable.includes(wanted)) {
        throw forbidden(`You may not read the journal of ${wanted}.`);
      }
      const column = sort?.column ?? 'at';
      const limit = Math.min(Math.max(first ?? AUDIT_LOG_PAGE_SIZE, 0), AUDIT_LOG_MAX_PAGE_SIZE);
      const { entries, total } = await journal.list({
        entityTypes: wanted ? [wanted] : readable,
        entityId: filter?.entityId,
        user: filter?.user,
        operation: filter?.operation,
        from: filter?.from,
        to: filter?.to,
        sort: sort && { column, direction: sort.direction ?? 'descending' },
        after: after ? afterCursor(after, column) : null,
        limit: limit + 1,
      });
      const page = entries.slice(0, limit);
      const cursor = (node: AuditEntryRecord) => cursorOf(node.id, auditSortKey(node, column));
      return {
        edges: page.map((node) => ({ cursor: cursor(node), node })),
        pageInfo: {
          hasNextPage: entries.length > limit,
          endCursor: page.length ? cursor(page.at(-1)!) : null,
        },
        totalCount: total,
      };
    },
  },
};
