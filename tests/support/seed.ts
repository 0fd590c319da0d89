/**
 * Seed helpers that read as flows: `const season = await stack.seed.season({ sport: 'val' })`.
 * Each creates its entity through the public API, as a script would, with valid defaults and a
 * fresh slug, and fails the test when the gateway refuses it; a suite that needs another entity
 * set up adds its helper here. The input builders are shared by the suites that test the writes.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  CreateSeasonDocument,
  type LeagueInput,
  type SeasonInput,
  type TeamInput,
} from '../../web/src/__generated__/graphql';

type Data = <T, V extends object>(document: TypedDocumentNode<T, V>, variables?: V) => Promise<T>;

let seeded = 0;
const freshSlug = (kind: string) => `seeded_${kind}_${++seeded}_${Date.now() % 100_000}`;

export function seasonInput(slug: string, overrides: Partial<SeasonInput> = {}): SeasonInput {
  const year = new Date().getUTCFullYear();
  return {
    name: { slug, localizations: [{ locale: 'en_US', value: 'Integration Season' }] },
    sport: 'lol',
    startTime: `${year}-01-01T00:00:00.000Z`,
    endTime: `${year + 1}-12-31T00:00:00.000Z`,
    splits: [
      { name: { slug: 'spring', localizations: [{ locale: 'en_US', value: 'Spring' }] } },
      { name: { slug: 'summer', localizations: [{ locale: 'en_US', value: 'Summer' }] } },
    ],
    awardedCircuitPoints: [
      { placement: 1, points: 90 },
      { placement: 2, points: 70 },
    ],
    ...overrides,
  };
}

export function leagueInput(slug: string, overrides: Partial<LeagueInput> = {}): LeagueInput {
  return {
    slug,
    name: 'Integration League',
    sport: 'lol',
    region: 'EMEA',
    priority: 50,
    lightLogoUrl: 'https://static.example.com/integration.png',
    ...overrides,
  };
}

export function teamInput(overrides: Partial<TeamInput> = {}): TeamInput {
  return {
    name: 'Integration Tigers',
    tricode: 'ITG',
    slug: 'integration_tigers',
    sport: 'lol',
    primaryColor: '#FF6600',
    secondaryColor: '#000',
    ...overrides,
  };
}

function created<T>(kind: string, result: { ok?: T | null; error?: unknown }): T {
  if (!result.ok) throw new Error(`seeding a ${kind} was refused: ${JSON.stringify(result.error)}`);
  return result.ok;
}

export function seeder(data: Data) {
  return {
    async season(overrides: Partial<SeasonInput> & { slug?: string } = {}) {
      const { slug = freshSlug('season'), ...input } = overrides;
      const answer = await data(CreateSeasonDocument, { input: seasonInput(slug, input) });
      return created('season', answer.createSeason).season;
    },
  };
}
