import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const RESULT = 'ok { message user { username roles } } error { message code }';

interface RoleResult {
  ok: { message: string; user: { username: string; roles: string[] } } | null;
  error: { message: string; code: string } | null;
}

describe('user management and invitations through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  const rolesOf = async (username: string) =>
    (
      await stack.gql<{ viewer: { roles: string[]; resources: string[] } }>(
        '{ viewer { roles resources } }',
        {},
        { as: username },
      )
    ).data!.viewer;

  it('lets an administrator list users and the grantable roles', async () => {
    const answer = await stack.gql<{
      users: { username: string; roles: string[] }[];
      roleDefinitions: { key: string }[];
    }>('{ users { username roles } roleDefinitions { key } }', {}, { as: SANDBOX_USERS.admin });
    expect(answer.errors).toBeUndefined();
    expect(answer.data!.users.map((u) => u.username)).toEqual(
      expect.arrayContaining(Object.values(SANDBOX_USERS)),
    );
    expect(answer.data!.roleDefinitions.map((r) => r.key)).toEqual(
      expect.arrayContaining(['Admin_Operator', 'Competition_Operator', 'Viewer']),
    );
  });

  it('grants and revokes a role, and the user sees the change on their next request', async () => {
    const grant = async (mutation: 'grantRole' | 'revokeRole') =>
      (
        await stack.gql<Record<string, RoleResult>>(
          `mutation ($u: String!, $r: String!) { ${mutation}(username: $u, role: $r) { ${RESULT} } }`,
          { u: SANDBOX_USERS.noRoles, r: 'Viewer' },
          { as: SANDBOX_USERS.admin },
        )
      ).data![mutation]!;

    expect((await rolesOf(SANDBOX_USERS.noRoles)).roles).toEqual([]);
    const granted = await grant('grantRole');
    expect(granted.ok).toMatchObject({
      message: 'Granted Viewer to nico.noroles',
      user: { roles: ['Viewer'] },
    });
    expect((await rolesOf(SANDBOX_USERS.noRoles)).resources).toContain('season');

    const revoked = await grant('revokeRole');
    expect(revoked.ok!.message).toBe('Revoked Viewer from nico.noroles');
    expect((await rolesOf(SANDBOX_USERS.noRoles)).roles).toEqual([]);
  });

  it('answers an unknown role as a coded error value', async () => {
    const answer = await stack.gql<{ grantRole: RoleResult }>(
      `mutation { grantRole(username: "nico.noroles", role: "No_Such_Role") { ${RESULT} } }`,
      {},
      { as: SANDBOX_USERS.admin },
    );
    expect(answer.data!.grantRole).toMatchObject({ ok: null, error: { code: 'NOT_FOUND' } });
  });

  it('approves a new user with an invitation code, and refuses an unknown code', async () => {
    const approve = (code: string) =>
      stack.gql<{
        approveInvitation: {
          ok: { roles: string[] } | null;
          error: { message: string; code: string } | null;
        };
      }>(
        'mutation ($code: String!) { approveInvitation(inviteCode: $code) { ok { roles } error { message code } } }',
        { code },
        { as: SANDBOX_USERS.noRoles },
      );
    const refused = await approve('NO-SUCH-CODE');
    expect(refused.data!.approveInvitation).toEqual({
      ok: null,
      error: { message: '404 - Invitation code not found', code: 'NOT_FOUND' },
    });
    const approved = await approve('WELCOME-VIEWER');
    expect(approved.data!.approveInvitation.ok!.roles).toContain('Viewer');
    expect((await rolesOf(SANDBOX_USERS.noRoles)).resources).toContain('season');
  });
});
