/**
 * Execution of each operation by a function compiled once per document (graphql-jit), handed to
 * Apollo Server as its executor. graphql-js interprets the document field by field on every
 * request, which on the tournament page (thousands of fields) cost as much CPU again as the
 * hand-written endpoint spends on the whole request.
 *
 * What callers see does not change: variables are coerced by graphql-js (the same messages, the
 * same 400) and the compiled function gets the coerced values (its own coercion leaves out the
 * defaults of nested input fields); errors come back as graphql-js errors (the masking in
 * `formatError` and graphql-armor rewrite their message). Compiling the largest document the
 * limits let through takes a few milliseconds, about what interpreting it once costs.
 */
import type { ApolloServerOptions } from '@apollo/server';
import {
  type DocumentNode,
  execute,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
} from 'graphql';
import { getVariableValues } from 'graphql/execution/values.js';
import { compileQuery, type CompiledQuery, isCompiledQuery } from 'graphql-jit';

type Gateway = NonNullable<ApolloServerOptions<object>['gateway']>;
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

export function compiledExecution(schema: GraphQLSchema): Gateway {
  // Apollo keeps each parsed document (its document store): a document is compiled once for as
  // long as Apollo keeps it, and dropped with it. What graphql-jit cannot compile runs through
  // graphql-js.
  const compiled = new WeakMap<DocumentNode, Map<string, CompiledQuery | null>>();

  function compiledFor(document: DocumentNode, operationName: string | null) {
    let byOperation = compiled.get(document);
    if (!byOperation) {
      byOperation = new Map<string, CompiledQuery | null>();
      compiled.set(document, byOperation);
    }
    const key = operationName ?? '';
    let query = byOperation.get(key);
    if (query === undefined) {
      const result = compileQuery(schema, document, operationName ?? undefined, {
        disablingCapturingStackErrors: true,
      });
      query = isCompiledQuery(result) ? result : null;
      byOperation.set(key, query);
    }
    return query;
  }

  const executor: Executor = async ({ document, operation, operationName, request, context }) => {
    const interpreted = () =>
      execute({
        schema,
        document,
        operationName,
        contextValue: context,
        variableValues: request.variables,
      });
    if (!operation) return interpreted();
    const coerced = getVariableValues(
      schema,
      operation.variableDefinitions ?? [],
      request.variables ?? {},
    );
    if (coerced.errors) return { errors: coerced.errors };
    const query = compiledFor(document, operationName);
    if (!query) return interpreted();
    return graphqlJsErrors(await query.query(undefined, context, coerced.coerced));
  };

  return {
    load: () => Promise.resolve({ schema, executor }),
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => undefined;
    },
    stop: () => Promise.resolve(),
  };
}

/** graphql-jit's errors have a read-only message; graphql-js's are what the rest expects. */
function graphqlJsErrors(result: ExecutionResult): ExecutionResult {
  if (!result.errors?.length) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      if (Object.getOwnPropertyDescriptor(error, 'message')?.writable) return error;
      const rebuilt = new GraphQLError(error.message, {
        path: error.path,
        originalError: error.originalError,
        extensions: error.extensions,
      });
      Object.assign(rebuilt, { locations: error.locations });
      return rebuilt;
    }),
  };
}
