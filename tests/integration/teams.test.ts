import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/databases';
import { startStack, type Stack } from '../support/stack';

const TEAM_FIELDS =
  'id name tricode slug sport status primaryColor secondaryColor roster { playerId }';
const RESULT = `ok { message team { ${TEAM_FIELDS} } } error { message code inputErrors { field message } }`;
const CREATE = `mutation ($input: TeamInput!) { createTeam(input: $input) { ${RESULT} } }`;
const UPDATE = `mutation ($id: ID!, $input: TeamInput!) { updateTeam(id: $id, input: $input) { ${RESULT} } }`;

interface TeamView {
  id: string;
  name: string;
  tricode: string;
  slug: string;
  status: string;
  primaryColor: string | null;
  roster: { playerId: string }[];
}
interface Result {
  ok: { message: string; team: TeamView } | null;
  error: {
    message: string;
    code: string;
    inputErrors: { field: string; message: string }[];
  } | null;
}

let stack: Stack;
const backends = await databaseBackends();

describe.each(backends)('teams ($name)', (backend) => {
  beforeAll(async () => {
    stack = await startStack(backend);
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function data<T>(query: string, variables?: Record<string, unknown>) {
    const answer = await stack.gql<T>(query, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  }

  const teamInput = (overrides: Record<string, unknown> = {}) => ({
    name: 'Integration Tigers',
    tricode: 'ITG',
    slug: 'integration_tigers',
    sport: 'lol',
    primaryColor: '#FF6600',
    secondaryColor: '#000',
    ...overrides,
  });

  describe('teams as a script uses them', () => {
    it('lists active teams of a sport with one upstream call, and searches from 2 characters', async () => {
      await stack.gql('{ viewer { username } }');
      await stack.upstream.resetRequests();
      const all = await data<{ teams: TeamView[] }>('{ teams(sport: lol) { id name status } }');
      expect(all.teams.length).toBeGreaterThan(150);
      expect(all.teams.every((team) => team.status === 'active')).toBe(true);
      expect((await stack.upstream.requests()).total).toBe(1);
      const found = await data<{ teams: TeamView[] }>(
        '{ teams(sport: lol, search: "GEN") { tricode } }',
      );
      expect(found.teams.map((team) => team.tricode)).toContain('GEN');
      const short = await data<{ teams: TeamView[] }>('{ teams(sport: lol, search: "g") { id } }');
      expect(short.teams).toHaveLength(all.teams.length);
      const archived = await data<{ teams: TeamView[] }>(
        '{ teams(sport: lol, status: archived) { status } }',
      );
      expect(archived.teams.length).toBeGreaterThan(0);
    });

    it('answers the placeholder TBD for id 0', async () => {
      const answer = await data<{ team: TeamView }>('{ team(id: "0") { id name tricode } }');
      expect(answer.team).toEqual({ id: '0', name: 'TBD', tricode: 'TBD' });
    });

    it('batches teams asked for separately in one request into one call', async () => {
      const all = await data<{ teams: TeamView[] }>('{ teams(sport: val) { id } }');
      const ids = all.teams.slice(0, 15).map((team) => team.id);
      const query = `{ ${ids.map((id, i) => `t${i}: team(id: "${id}") { id }`).join(' ')} }`;
      await stack.upstream.resetRequests();
      const answer = await data<Record<string, TeamView>>(query);
      expect(Object.values(answer).map((team) => team.id)).toEqual(ids);
      const log = await stack.upstream.requests();
      expect(log.total).toBe(1);
      expect(log.requests[0]).toMatchObject({ method: 'GET', path: '/elds/data/v3/teams' });
    });

    it('refuses a bad slug, an empty name and a colour without # before calling upstream', async () => {
      await stack.upstream.resetRequests();
      const { createTeam } = await data<{ createTeam: Result }>(CREATE, {
        input: teamInput({ slug: 'Bad-Slug', name: ' ', primaryColor: 'FF6600' }),
      });
      expect(createTeam.ok).toBeNull();
      expect(createTeam.error).toMatchObject({
        code: 'BAD_USER_INPUT',
        inputErrors: [
          { field: 'slug', message: 'Slugs must match [a-z0-9_]' },
          { field: 'name', message: 'Field is not valid.' },
          { field: 'primaryColor', message: 'Field is not valid.' },
        ],
      });
      expect((await stack.upstream.requests()).total).toBe(0);
    });

    it('creates and updates a team with the success messages, and refuses a taken slug', async () => {
      const { createTeam } = await data<{ createTeam: Result }>(CREATE, { input: teamInput() });
      expect(createTeam.ok).toMatchObject({
        message: 'Created Team Successfully!',
        team: { slug: 'integration_tigers', status: 'active', primaryColor: '#FF6600' },
      });
      const id = createTeam.ok!.team.id;
      const { updateTeam } = await data<{ updateTeam: Result }>(UPDATE, {
        id,
        input: teamInput({ name: 'Integration Tigers Academy', status: 'archived' }),
      });
      expect(updateTeam.ok).toMatchObject({
        message: 'Updated Team Successfully!',
        team: { name: 'Integration Tigers Academy', status: 'archived' },
      });
      const { createTeam: twin } = await data<{ createTeam: Result }>(CREATE, {
        input: teamInput(),
      });
      expect(twin.error).toMatchObject({ code: 'CONFLICT' });
      expect(twin.error!.message).toMatch(/^409 - /);
    });
  });
});
