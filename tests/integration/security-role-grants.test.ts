/**
 * Issue 14 item 3 through the gateway: nobody raises their own roles, by invitation or by user
 * management, and nobody grants a role that carries more than they hold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRequests } from '../support/graphql-http';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const RESULT = 'ok { user { username roles } } error { message code }';
const APPROVE =
  'mutation ($code: String!) { approveInvitation(inviteCode: $code) { ok { roles } error { message code } } }';

interface Outcome {
  ok: unknown;
  error: { message: string; code: string } | null;
}

describe('role grants through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());

  const rolesOf = async (username: string) =>
    (await stack.gql<{ viewer: { roles: string[] } }>('{ viewer { roles } }', {}, { as: username }))
      .data!.viewer.roles;
  const approve = async (code: string, as: string) =>
    (await stack.gql<{ approveInvitation: Outcome }>(APPROVE, { code }, { as })).data!
      .approveInvitation;
  const change = async (
    mutation: 'grantRole' | 'revokeRole',
    username: string,
    role: string,
    as: string,
  ) =>
    (
      await stack.gql<Record<string, Outcome>>(
        `mutation ($u: String!, $r: String!) { ${mutation}(username: $u, role: $r) { ${RESULT} } }`,
        { u: username, r: role },
        { as },
      )
    ).data![mutation]!;

  it('refuses an invitation to a user who already holds a role, before the roles service', async () => {
    await stack.upstream.resetRequests();
    expect(await approve('WELCOME-COMPETITION', SANDBOX_USERS.viewer)).toEqual({
      ok: null,
      error: { message: 'Invitation codes are only for users without roles.', code: 'FORBIDDEN' },
    });
    expect(
      countRequests(await stack.upstream.requests(), 'rbac', 'POST', '/invitations/approve'),
    ).toBe(0);
    expect(await rolesOf(SANDBOX_USERS.viewer)).toEqual(['Viewer']);
    const archive = await stack.gql(
      'mutation { archiveSeason(id: "110500000000000001") { ok { season { id } } } }',
      {},
      { as: SANDBOX_USERS.viewer },
    );
    expect(archive.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets a new user spend a code once, for its role only', async () => {
    expect(await approve('WELCOME-VIEWER', SANDBOX_USERS.noRoles)).toEqual({
      ok: { roles: ['Viewer'] },
      error: null,
    });
    await change('revokeRole', SANDBOX_USERS.noRoles, 'Viewer', SANDBOX_USERS.admin);
    expect((await approve('WELCOME-VIEWER', SANDBOX_USERS.noRoles)).error).toEqual({
      message: '403 - This invitation code has already been used.',
      code: 'FORBIDDEN',
    });
    expect((await approve('WELCOME-EXPIRED', SANDBOX_USERS.noRoles)).error).toEqual({
      message: '403 - This invitation code has expired.',
      code: 'FORBIDDEN',
    });
    expect(await rolesOf(SANDBOX_USERS.noRoles)).toEqual([]);
  });

  it('lets nobody change their own roles or grant a role carrying more than they hold', async () => {
    expect(
      (await change('revokeRole', SANDBOX_USERS.admin, 'Admin_Operator', SANDBOX_USERS.admin))
        .error,
    ).toEqual({ message: 'You cannot change your own roles.', code: 'FORBIDDEN' });
    await change('grantRole', SANDBOX_USERS.noRoles, 'Edops_Admin', SANDBOX_USERS.admin);
    const edops = SANDBOX_USERS.noRoles;
    expect((await change('grantRole', edops, 'Admin_Operator', edops)).error).toEqual({
      message: 'You cannot change your own roles.',
      code: 'FORBIDDEN',
    });
    for (const role of ['Admin_Operator', 'Competition_Operator']) {
      expect((await change('grantRole', SANDBOX_USERS.viewer, role, edops)).error).toEqual({
        message: `You cannot grant or revoke ${role}: it carries permissions you do not hold.`,
        code: 'FORBIDDEN',
      });
    }
    expect(await rolesOf(edops)).toEqual(['Edops_Admin']);
    expect(await rolesOf(SANDBOX_USERS.viewer)).toEqual(['Viewer']);
    expect((await change('grantRole', SANDBOX_USERS.rewards, 'Viewer', edops)).error).toBeNull();
    await change('revokeRole', SANDBOX_USERS.rewards, 'Viewer', edops);
  });
});
