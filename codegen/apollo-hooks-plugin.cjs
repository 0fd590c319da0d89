/**
 * Emits thin typed hooks (useXxxQuery, useXxxLazyQuery, useXxxMutation) over the typed documents
 * in ./graphql. typescript-react-apollo does not typecheck against Apollo Client 4, so this small
 * plugin writes the wrappers the web uses; the documents and their types stay generated upstream.
 */
const { Kind } = require('graphql');

const capitalize = (name) => name.charAt(0).toUpperCase() + name.slice(1);

module.exports = {
  plugin(_schema, documents) {
    const operations = documents
      .flatMap((doc) => doc.document.definitions)
      .filter((def) => def.kind === Kind.OPERATION_DEFINITION && def.name)
      .sort((a, b) => a.name.value.localeCompare(b.name.value));

    const lines = [
      "import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';",
      "import * as Operations from './graphql';",
      '',
    ];
    for (const op of operations) {
      const name = capitalize(op.name.value);
      const suffix = capitalize(op.operation);
      const type = `Operations.${name}${suffix}`;
      const variables = `Operations.${name}${suffix}Variables`;
      const document = `Operations.${name}Document`;
      if (op.operation === 'query') {
        lines.push(
          `export function use${name}Query(options: useQuery.Options<${type}, ${variables}>) {`,
          `  return useQuery(${document}, options);`,
          '}',
          `export function use${name}LazyQuery(options?: useLazyQuery.Options<${type}, ${variables}>) {`,
          `  return useLazyQuery(${document}, options);`,
          '}',
        );
      } else if (op.operation === 'mutation') {
        lines.push(
          `export function use${name}Mutation(options?: useMutation.Options<${type}, ${variables}>) {`,
          `  return useMutation(${document}, options);`,
          '}',
        );
      }
    }
    return lines.join('\n') + '\n';
  },
};
