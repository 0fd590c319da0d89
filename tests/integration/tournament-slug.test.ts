import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../support/stack';

const TAKEN = `query ($sport: Sport!, $slug: String!) { tournamentSlugTaken(sport: $sport, slug: $slug) }`;

describe('tournament slug check, as a script would ask it', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers true for a seeded slug of the sport, false for a new one, from the tournament list only', async () => {
    const listed = await stack.gql<{ tournaments: { name: { slug: string } }[] }>(
      '{ tournaments(sport: lol, filter: current) { name { slug } } }',
    );
    const slug = listed.data!.tournaments[0]!.name.slug;

    await stack.upstream.resetRequests();
    const taken = await stack.gql<{ tournamentSlugTaken: boolean }>(TAKEN, { sport: 'lol', slug });
    expect(taken.data?.tournamentSlugTaken).toBe(true);
    const requests = (await stack.upstream.requests()).requests;
    expect(requests.length).toBeGreaterThan(0);
    expect(requests.every((r) => r.method === 'GET' && r.path.endsWith('/tournaments'))).toBe(true);

    const fresh = await stack.gql<{ tournamentSlugTaken: boolean }>(TAKEN, {
      sport: 'lol',
      slug: `${slug}_never_used`,
    });
    expect(fresh.data?.tournamentSlugTaken).toBe(false);
    const otherSport = await stack.gql<{ tournamentSlugTaken: boolean }>(TAKEN, {
      sport: 'val',
      slug,
    });
    expect(otherSport.data?.tournamentSlugTaken).toBe(false);
  });
});
