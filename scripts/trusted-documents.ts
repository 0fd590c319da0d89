// `npm run codegen`'s step after the typed documents: the hashes of every operation the staff
// app can send, which a production gateway lets browser sessions run (gateway/src/trusted-documents.ts).
import { writeFileSync } from 'node:fs';
import { Kind, type DocumentNode } from 'graphql';
import * as documents from '../web/src/__generated__/graphql';
import { documentHash } from '../gateway/src/trusted-documents';

const hashes = Object.values(documents as Record<string, unknown>)
  .filter(
    (value): value is DocumentNode =>
      typeof value === 'object' &&
      value !== null &&
      (value as DocumentNode).kind === Kind.DOCUMENT &&
      (value as DocumentNode).definitions.some((d) => d.kind === Kind.OPERATION_DEFINITION),
  )
  .map(documentHash)
  .sort();
writeFileSync(
  'gateway/src/__generated__/trusted-documents.json',
  `${JSON.stringify([...new Set(hashes)], null, 2)}\n`,
);
