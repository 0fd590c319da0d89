/** The parameters and answers most operations are described with. */
import type { OperationResponse, QueryParameter } from './document';
import { anyObject, enumOf, integer, sport, type JsonSchema } from './schema';

export const textQuery = (name: string, description?: string): QueryParameter => ({
  name,
  schema: { type: 'string' },
  ...(description ? { description } : {}),
});
export const idsQuery = (name: string, limit?: number): QueryParameter =>
  textQuery(name, `Comma-separated ids${limit ? `, at most ${limit}` : ''}`);
export const sportQuery: QueryParameter = { name: 'sport', schema: sport };
export const statusQuery = (values: readonly string[]): QueryParameter => ({
  name: 'status',
  schema: enumOf(values),
});
export const pageSizeQuery = (byDefault: number, maximum: number): QueryParameter => ({
  name: 'pageSize',
  schema: { ...integer, minimum: 1, maximum, default: byDefault },
});
/** `sortBy` and `sortOrder` of a list the service sorts before paging. */
export const sortQueries = (
  columns: readonly string[],
  byDefault: { by: string; order: 'asc' | 'desc' },
): QueryParameter[] => [
  {
    name: 'sortBy',
    schema: { ...enumOf(columns), default: byDefault.by },
    description: 'The column the whole list is sorted by, before paging',
  },
  { name: 'sortOrder', schema: { ...enumOf(['asc', 'desc']), default: byDefault.order } },
];
export const paginationTokenQuery = textQuery(
  'paginationToken',
  'The previous page’s nextPaginationToken',
);

/** A JSON answer described in words (its DTO's name), without a schema. */
export const answers = (description: string): OperationResponse => ({
  description,
  schema: anyObject(description),
});
export const created = (description: string): OperationResponse => ({
  status: 201,
  ...answers(description),
});
export const NO_CONTENT: OperationResponse = { status: 204, description: 'Done, no body' };
/** A JSON body named by its DTO, without a schema. */
export const jsonBody = (dtoName: string): JsonSchema => anyObject(`A ${dtoName}`);
