// `npm run codegen`'s last step: writes schema/schema.graphql, the published contract, unless the
// SDL now breaks it without an announcement in schema/announced-breaks.json.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import {
  printPublishedSchema,
  unannouncedBreaks,
  type AnnouncedBreak,
} from '../schema/src/publish/published-schema';

const PUBLISHED = 'schema/schema.graphql';
const ANNOUNCED = 'schema/announced-breaks.json';

const current = printPublishedSchema();
if (existsSync(PUBLISHED)) {
  const announced = JSON.parse(readFileSync(ANNOUNCED, 'utf8')) as AnnouncedBreak[];
  const breaks = await unannouncedBreaks(readFileSync(PUBLISHED, 'utf8'), current, announced);
  if (breaks.length > 0) {
    console.error(
      `The SDL breaks the published schema (${PUBLISHED}) for existing clients:\n` +
        breaks.map((change) => `  - ${change.message}`).join('\n') +
        `\nKeep the old shape (deprecate it), or announce each break in ${ANNOUNCED} ` +
        `as { "change": "<the line above>", "why": "..." } and tell the clients.`,
    );
    process.exit(1);
  }
}
writeFileSync(PUBLISHED, current);
