import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import type {
  InvitationApprovalDto,
  ManagedUserDto,
  RoleDefinitionDto,
  UserInfoRolesDto,
} from '@esports-admin/schema/upstream/rbac';
import type { RequestLogSnapshot } from '../../control';
import { TestRelyingParty } from '../../identity/test-client';
import { sandboxForTests } from '../../test-sandbox';
import { mintAccessToken, startTestSandbox, type TestSandbox } from '../../test-support';

const sandbox = sandboxForTests();
const tokens = new Map<string, string>();

async function tokenOf(username: string): Promise<string> {
  const known = tokens.get(username);
  if (known) return known;
  const token = await mintAccessToken(sandbox.url, username);
  tokens.set(username, token);
  return token;
}

async function scriptsToken(): Promise<string> {
  const { body } = await new TestRelyingParty(sandbox.url).token(
    { grant_type: 'client_credentials' },
    { id: 'esports-admin-scripts', secret: 'esports-admin-scripts-secret' },
  );
  return body.access_token!;
}

const as = async (username: string) => ({ token: await tokenOf(username) });

async function roleKeysOf(username: string): Promise<string[]> {
  const { body } = await sandbox.rbac<UserInfoRolesDto>(
    'GET',
    '/userinfo/roles',
    await as(username),
  );
  return body.map(({ role }) => role.key);
}

describe('GET /userinfo/roles', () => {
  it('answers the roles of each seeded user and of the scripts client', async () => {
    expect(await roleKeysOf('ada.admin')).toEqual(['Admin_Operator']);
    expect(await roleKeysOf('cole.competition')).toEqual(['Competition_Operator']);
    expect(await roleKeysOf('remy.rewards')).toEqual(['Rewards_Operator']);
    expect(await roleKeysOf('vera.viewer')).toEqual(['Viewer']);
    expect(await roleKeysOf('nico.noroles')).toEqual([]);
    const { body } = await sandbox.rbac<UserInfoRolesDto>('GET', '/userinfo/roles', {
      token: await scriptsToken(),
    });
    expect(body.map(({ role }) => role.key)).toEqual(['Competition_Operator']);
  });

  it('gives each role its permissions as resource:action', async () => {
    const permissionsOf = async (username: string) => {
      const { body } = await sandbox.rbac<UserInfoRolesDto>(
        'GET',
        '/userinfo/roles',
        await as(username),
      );
      return body[0]?.role.permissions ?? [];
    };
    const admin = await permissionsOf('ada.admin');
    for (const resource of ['season', 'Pickem_Tournament', 'drops group', 'banners', 'user']) {
      expect(admin).toEqual(expect.arrayContaining([`${resource}:read`, `${resource}:write`]));
    }
    expect(await permissionsOf('cole.competition')).toEqual(
      expect.arrayContaining(['league:write', 'season:write', 'Livestats:read', 'account:write']),
    );
    expect(await permissionsOf('cole.competition')).not.toContain('banners:read');
    expect(await permissionsOf('remy.rewards')).toEqual(
      expect.arrayContaining(['drop:write', 'Shotcall_Answer:write', 'banners:read']),
    );
    const viewer = await permissionsOf('vera.viewer');
    expect(viewer).toContain('tournament:read');
    expect(viewer.every((permission) => permission.endsWith(':read'))).toBe(true);
    expect(viewer).not.toContain('user:read');
  });
});

describe('GET /roles', () => {
  it('lists every grantable role with a description, for any caller', async () => {
    const { status, body } = await sandbox.rbac<RoleDefinitionDto[]>(
      'GET',
      '/roles',
      await as('nico.noroles'),
    );
    expect(status).toBe(200);
    expect(body.map((role) => role.key)).toEqual([
      'Admin_Operator',
      'Edops_Admin',
      'Competition_Operator',
      'Rewards_Operator',
      'Viewer',
    ]);
    for (const role of body) {
      expect(role.description).toMatch(/\w{3,}/);
      expect(role.permissions.length).toBeGreaterThan(0);
    }
  });
});

describe('user management', () => {
  const FORBIDDEN = {
    httpStatus: 403,
    errorCode: 'FORBIDDEN',
    message: 'User management needs an administrator role',
  };

  it('refuses callers without a user-management role', async () => {
    for (const username of ['cole.competition', 'remy.rewards', 'vera.viewer', 'nico.noroles']) {
      const options = await as(username);
      expect(await sandbox.rbac('GET', '/users', options)).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
      expect(await sandbox.rbac('PUT', '/users/nico.noroles/roles/Viewer', options)).toMatchObject({
        status: 403,
        body: FORBIDDEN,
      });
      expect(
        await sandbox.rbac('DELETE', '/users/ada.admin/roles/Admin_Operator', options),
      ).toMatchObject({ status: 403, body: FORBIDDEN });
    }
    expect(await roleKeysOf('ada.admin')).toEqual(['Admin_Operator']);
  });

  it('lists users by username with their roles for an administrator', async () => {
    const { status, body } = await sandbox.rbac<{ users: ManagedUserDto[] }>(
      'GET',
      '/users',
      await as('ada.admin'),
    );
    expect(status).toBe(200);
    expect(body.users.map((user) => user.username)).toEqual([
      'ada.admin',
      'cole.competition',
      'esports-admin-scripts',
      'nico.noroles',
      'remy.rewards',
      'vera.viewer',
    ]);
    expect(body.users[0]).toEqual({
      username: 'ada.admin',
      name: 'Ada Admin',
      email: 'ada.admin@esports.example',
      roles: ['Admin_Operator'],
    });
  });

  it('grants and revokes roles, both idempotent; a granted Edops_Admin manages users', async () => {
    const admin = await as('ada.admin');
    for (let i = 0; i < 2; i++) {
      const granted = await sandbox.rbac('PUT', '/users/vera.viewer/roles/Edops_Admin', admin);
      expect(granted).toMatchObject({ status: 204, body: '' });
    }
    expect(await roleKeysOf('vera.viewer')).toEqual(['Edops_Admin', 'Viewer']);
    expect((await sandbox.rbac('GET', '/users', await as('vera.viewer'))).status).toBe(200);

    for (let i = 0; i < 2; i++) {
      const revoked = await sandbox.rbac('DELETE', '/users/vera.viewer/roles/Edops_Admin', admin);
      expect(revoked).toMatchObject({ status: 204, body: '' });
    }
    expect(await roleKeysOf('vera.viewer')).toEqual(['Viewer']);
    expect((await sandbox.rbac('GET', '/users', await as('vera.viewer'))).status).toBe(403);
  });

  it('refuses changing one’s own roles and granting a role that carries more than one holds', async () => {
    const admin = await as('ada.admin');
    const refusal = (message: string) => ({
      status: 403,
      body: { errorCode: 'FORBIDDEN', message },
    });
    expect(
      await sandbox.rbac('DELETE', '/users/ada.admin/roles/Admin_Operator', admin),
    ).toMatchObject(refusal('You cannot change your own roles.'));
    await sandbox.rbac('PUT', '/users/vera.viewer/roles/Edops_Admin', admin);
    const edops = await as('vera.viewer');
    expect(
      await sandbox.rbac('PUT', '/users/vera.viewer/roles/Admin_Operator', edops),
    ).toMatchObject(refusal('You cannot change your own roles.'));
    for (const role of ['Admin_Operator', 'Competition_Operator']) {
      expect(
        await sandbox.rbac('PUT', `/users/cole.competition/roles/${role}`, edops),
      ).toMatchObject(
        refusal(`You cannot grant or revoke ${role}: it carries permissions you do not hold.`),
      );
    }
    expect(
      await sandbox.rbac('DELETE', '/users/ada.admin/roles/Admin_Operator', edops),
    ).toMatchObject(
      refusal('You cannot grant or revoke Admin_Operator: it carries permissions you do not hold.'),
    );
    expect((await sandbox.rbac('PUT', '/users/nico.noroles/roles/Viewer', edops)).status).toBe(204);
    await sandbox.rbac('DELETE', '/users/nico.noroles/roles/Viewer', edops);
    await sandbox.rbac('DELETE', '/users/vera.viewer/roles/Edops_Admin', admin);
    expect(await roleKeysOf('ada.admin')).toEqual(['Admin_Operator']);
    expect(await roleKeysOf('cole.competition')).toEqual(['Competition_Operator']);
  });

  it('answers 404 for an unknown user or role', async () => {
    const admin = await as('ada.admin');
    for (const method of ['PUT', 'DELETE']) {
      expect(
        await sandbox.rbac<UpstreamErrorBody>(method, '/users/zed/roles/Viewer', admin),
      ).toMatchObject({
        status: 404,
        body: { errorCode: 'NOT_FOUND', message: 'User zed not found' },
      });
      expect(
        await sandbox.rbac<UpstreamErrorBody>(method, '/users/vera.viewer/roles/Wizard', admin),
      ).toMatchObject({
        status: 404,
        body: { errorCode: 'NOT_FOUND', message: 'Role Wizard not found' },
      });
    }
  });
});

describe('POST /invitations/approve', () => {
  const approval = (token: string, overrides: Partial<InvitationApprovalDto> = {}) => ({
    inviteCode: 'WELCOME-VIEWER',
    envId: 'local',
    email: { email: 'someone@esports.example' },
    token: { token },
    user_key_claim: 'preferred_username',
    ...overrides,
  });

  it('grants a new user the one role the code was issued for, once, until it expires', async () => {
    const issue = async (roleKey: string) =>
      (
        await sandbox.rbac<{ code: string }>('POST', '/invitations', {
          ...(await as('ada.admin')),
          body: { roleKey },
        })
      ).body.code;
    const [viewerCode, competitionCode] = [
      await issue('Viewer'),
      await issue('Competition_Operator'),
    ];
    const nico = await tokenOf('nico.noroles');
    const approve = (token: string, inviteCode: string) =>
      sandbox.rbac('POST', '/invitations/approve', {
        token,
        body: approval(token, { inviteCode }),
      });
    const refusal = (message: string) => ({
      status: 403,
      body: { errorCode: 'FORBIDDEN', message },
    });
    expect(await approve(nico, viewerCode)).toMatchObject({
      status: 200,
      body: { approved: true, roles: ['Viewer'] },
    });

    const remy = await tokenOf('remy.rewards');
    expect(await approve(remy, competitionCode)).toMatchObject(
      refusal('Invitation codes are only for users without roles.'),
    );
    expect(await roleKeysOf('remy.rewards')).toEqual(['Rewards_Operator']);

    await sandbox.rbac('DELETE', '/users/nico.noroles/roles/Viewer', await as('ada.admin'));
    expect(await approve(nico, viewerCode)).toMatchObject(
      refusal('This invitation code has already been used.'),
    );
    expect(await approve(nico, 'WELCOME-EXPIRED')).toMatchObject(
      refusal('This invitation code has expired.'),
    );
    expect((await approve(nico, competitionCode)).body).toEqual({
      approved: true,
      roles: ['Competition_Operator'],
    });
    await sandbox.rbac(
      'DELETE',
      '/users/nico.noroles/roles/Competition_Operator',
      await as('ada.admin'),
    );
  });

  it('issues codes only to user managers, and only for roles they could grant', async () => {
    const issue = async (username: string, roleKey: string) =>
      sandbox.rbac('POST', '/invitations', { ...(await as(username)), body: { roleKey } });
    expect((await issue('vera.viewer', 'Viewer')).status).toBe(403);
    await sandbox.rbac('PUT', '/users/vera.viewer/roles/Edops_Admin', await as('ada.admin'));
    expect((await issue('vera.viewer', 'Admin_Operator')).status).toBe(403);
    const issued = await issue('vera.viewer', 'Viewer');
    expect(issued.status).toBe(201);
    expect((issued.body as { code: string; roleKey: string }).code).toMatch(/^INVITE-/);
    await sandbox.rbac('DELETE', '/users/vera.viewer/roles/Edops_Admin', await as('ada.admin'));
  });

  it('refuses an unknown code with 404 INVITE_NOT_FOUND', async () => {
    const token = await tokenOf('vera.viewer');
    const answer = await sandbox.rbac('POST', '/invitations/approve', {
      token,
      body: approval(token, { inviteCode: 'WELCOME-NOBODY' }),
    });
    expect(answer).toMatchObject({
      status: 404,
      body: {
        httpStatus: 404,
        errorCode: 'INVITE_NOT_FOUND',
        message: 'Invitation code not found',
      },
    });
  });

  it('refuses a token in the body that is not the caller’s own', async () => {
    const answer = await sandbox.rbac('POST', '/invitations/approve', {
      token: await tokenOf('vera.viewer'),
      body: approval(await tokenOf('cole.competition')),
    });
    expect(answer).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
    expect(await roleKeysOf('vera.viewer')).toEqual(['Viewer']);
  });

  it('refuses an ill-shaped approval with the field at fault', async () => {
    const token = await tokenOf('vera.viewer');
    const cases: [object, string][] = [
      [{ inviteCode: undefined }, 'inviteCode is required'],
      [{ email: { address: 'x' } }, 'email.email is required'],
      [{ token: 'raw' }, 'token must be an object'],
      [{ user_key_claim: 'sub' }, 'user_key_claim must be one of preferred_username'],
    ];
    for (const [overrides, message] of cases) {
      const answer = await sandbox.rbac('POST', '/invitations/approve', {
        token,
        body: { ...approval(token), ...overrides },
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { errorCode: 'VALIDATION_ERROR', message },
      });
    }
  });
});

describe('as an upstream service', () => {
  it('needs a valid bearer token, is counted and takes faults', async () => {
    await sandbox.control('DELETE', '/requests');
    expect((await sandbox.rbac('GET', '/roles', { token: null })).status).toBe(401);
    await sandbox.control('PUT', '/faults/rbac', {
      status: 503,
      pathPrefix: '/userinfo',
      times: 1,
    });
    expect((await sandbox.rbac('GET', '/userinfo/roles')).status).toBe(503);
    expect((await sandbox.rbac('GET', '/userinfo/roles')).status).toBe(200);
    const log = (await sandbox.control<RequestLogSnapshot>('GET', '/requests')).body;
    expect(log.byService).toEqual({ rbac: 3 });
    expect(log.requests.map(({ path, status }) => [path, status])).toEqual([
      ['/rbac/v1/roles', 401],
      ['/rbac/v1/userinfo/roles', 503],
      ['/rbac/v1/userinfo/roles', 200],
    ]);
  });
});

describe('first sign-in', () => {
  it('creates the user record of a user the roles service has never seen', async () => {
    const first = await startTestSandbox();
    let second: TestSandbox | undefined;
    try {
      await first.close();
      // A data folder from before nico.noroles was seeded.
      const db = await PGlite.create(first.dataDir);
      await db.query("delete from rbac_users where username = 'nico.noroles'");
      await db.close();

      second = await startTestSandbox({ dataDir: first.dataDir });
      const admin = { token: await mintAccessToken(second.url, 'ada.admin') };
      const usernames = async () =>
        (await second!.rbac<{ users: ManagedUserDto[] }>('GET', '/users', admin)).body.users.map(
          (user) => user.username,
        );
      expect(await usernames()).not.toContain('nico.noroles');

      await new TestRelyingParty(second.url).signIn('nico.noroles');
      const { body } = await second.rbac<{ users: ManagedUserDto[] }>('GET', '/users', admin);
      expect(body.users.find((user) => user.username === 'nico.noroles')).toEqual({
        username: 'nico.noroles',
        name: 'Nico Noroles',
        email: 'nico.noroles@esports.example',
        roles: [],
      });
    } finally {
      await second?.close();
      await first.dispose();
    }
  });
});
