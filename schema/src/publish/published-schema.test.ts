import { describe, expect, it } from 'vitest';
import { unannouncedBreaks } from './published-schema';

const PUBLISHED = `type Query {
  "A season."
  season(id: ID!): Season
}
type Season { id: ID! name: String! }`;

describe('the breaking-change check of the published schema', () => {
  it('fails on a removed field', async () => {
    const removed = PUBLISHED.replace('name: String!', '');
    const breaks = await unannouncedBreaks(PUBLISHED, removed, []);
    expect(breaks.map((change) => change.message)).toEqual([
      "Field 'name' was removed from object type 'Season'",
    ]);
  });

  it('passes on an added field', async () => {
    const added = PUBLISHED.replace('name: String!', 'name: String! slug: String');
    expect(await unannouncedBreaks(PUBLISHED, added, [])).toEqual([]);
  });

  it('passes on a removed field once the break is announced', async () => {
    const removed = PUBLISHED.replace('name: String!', '');
    const announced = [
      {
        change: "Field 'name' was removed from object type 'Season'",
        why: 'Seasons are named by their localizations since 2.61.',
      },
    ];
    expect(await unannouncedBreaks(PUBLISHED, removed, announced)).toEqual([]);
  });
});
