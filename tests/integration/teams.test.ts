import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/databases';
import { teamInput } from '../support/seed';
import { startStack, type Stack } from '../support/stack';
import { CreateTeamDocument, UpdateTeamDocument } from '../../web/src/__generated__/graphql';
import { CallerNameDocument, TeamByIdDocument, TeamListDocument } from '../__generated__/graphql';

let stack: Stack;
const backends = await databaseBackends();

describe.each(backends)('teams ($name)', (backend) => {
  beforeAll(async () => {
    stack = await startStack(backend);
  });
  afterAll(async () => {
    await stack?.close();
  });

  describe('teams as a script uses them', () => {
    it('lists active teams of a sport with one upstream call, and searches from 2 characters', async () => {
      await stack.gql(CallerNameDocument);
      await stack.upstream.resetRequests();
      const all = await stack.data(TeamListDocument, { sport: 'lol' });
      expect(all.teams.length).toBeGreaterThan(150);
      expect(all.teams.every((team) => team.status === 'active')).toBe(true);
      expect((await stack.upstream.requests()).total).toBe(1);
      const found = await stack.data(TeamListDocument, { sport: 'lol', search: 'GEN' });
      expect(found.teams.map((team) => team.tricode)).toContain('GEN');
      const short = await stack.data(TeamListDocument, { sport: 'lol', search: 'g' });
      expect(short.teams).toHaveLength(all.teams.length);
      const archived = await stack.data(TeamListDocument, { sport: 'lol', status: 'archived' });
      expect(archived.teams.length).toBeGreaterThan(0);
    });

    it('answers the placeholder TBD for id 0', async () => {
      const answer = await stack.data(TeamByIdDocument, { id: '0' });
      expect(answer.team).toEqual({ id: '0', name: 'TBD', tricode: 'TBD' });
    });

    it('batches teams asked for separately in one request into one call', async () => {
      const all = await stack.data(TeamListDocument, { sport: 'val' });
      const ids = all.teams.slice(0, 15).map((team) => team.id);
      const query = `{ ${ids.map((id, i) => `t${i}: team(id: "${id}") { id }`).join(' ')} }`;
      await stack.upstream.resetRequests();
      const answer = await stack.gql<Record<string, { id: string }>>(query);
      expect(answer.errors).toBeUndefined();
      expect(Object.values(answer.data!).map((team) => team.id)).toEqual(ids);
      const log = await stack.upstream.requests();
      expect(log.total).toBe(1);
      expect(log.requests[0]).toMatchObject({ method: 'GET', path: '/elds/data/v3/teams' });
    });

    it('refuses a bad slug, an empty name and a colour without # before calling upstream', async () => {
      await stack.upstream.resetRequests();
      const { createTeam } = await stack.data(CreateTeamDocument, {
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
      const { createTeam } = await stack.data(CreateTeamDocument, { input: teamInput() });
      expect(createTeam.ok).toMatchObject({
        message: 'Created Team Successfully!',
        team: { slug: 'integration_tigers', status: 'active', primaryColor: '#FF6600' },
      });
      const id = createTeam.ok!.team.id;
      const { updateTeam } = await stack.data(UpdateTeamDocument, {
        id,
        input: teamInput({ name: 'Integration Tigers Academy', status: 'archived' }),
      });
      expect(updateTeam.ok).toMatchObject({
        message: 'Updated Team Successfully!',
        team: { name: 'Integration Tigers Academy', status: 'archived' },
      });
      const { createTeam: twin } = await stack.data(CreateTeamDocument, { input: teamInput() });
      expect(twin.error).toMatchObject({ code: 'CONFLICT' });
      expect(twin.error!.message).toMatch(/^409 - /);
    });
  });
});
