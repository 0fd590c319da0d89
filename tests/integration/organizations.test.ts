import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBackends } from '../support/databases';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const ORGANIZATION_FIELDS = `id name tricode status primaryColor secondaryColor
  logoBundle { lightLogo darkLogo altLightLogo altDarkLogo plateImage backgroundImage }`;
const RESULT_FIELDS = `ok { message organization { ${ORGANIZATION_FIELDS} } }
  error { message code inputErrors { field message } }`;

interface OrganizationView {
  id: string;
  name: string;
  tricode: string;
  status: string;
  primaryColor: string | null;
  secondaryColor: string | null;
  logoBundle: Record<string, string | null>;
}
interface Result {
  ok: { message: string; organization: OrganizationView } | null;
  error: {
    message: string;
    code: string;
    inputErrors: { field: string; message: string }[];
  } | null;
}

const LIST = `query OrganizationList($filter: OrganizationListFilter, $search: String, $ids: [ID!]) {
  organizations(filter: $filter, search: $search, ids: $ids) { ${ORGANIZATION_FIELDS} } }`;
const ONE = `query ($id: ID!) { organization(id: $id) { ${ORGANIZATION_FIELDS} } }`;
const CREATE = `mutation ($input: OrganizationInput!) { createOrganization(input: $input) { ${RESULT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: OrganizationInput!) {
  updateOrganization(id: $id, input: $input) { ${RESULT_FIELDS} } }`;
const ARCHIVE = `mutation ($id: ID!) { archiveOrganization(id: $id) { ${RESULT_FIELDS} } }`;
const UNARCHIVE = `mutation ($id: ID!) { unarchiveOrganization(id: $id) { ${RESULT_FIELDS} } }`;

function organizationInput(name: string, overrides: Record<string, unknown> = {}) {
  return {
    name,
    tricode: 'INT',
    primaryColor: '#0E7C86',
    secondaryColor: '#fff',
    logoBundle: {
      lightLogo: 'https://static.example.com/int/light.png',
      darkLogo: 'https://static.example.com/int/dark.png',
    },
    ...overrides,
  };
}

const backends = await databaseBackends();

describe.each(backends)('organizations as a script uses them ($name)', (backend) => {
  let stack: Stack;
  const organizations = async (variables: Record<string, unknown> = {}) => {
    const answer = await stack.gql<{ organizations: OrganizationView[] }>(LIST, variables);
    expect(answer.errors).toBeUndefined();
    return answer.data!.organizations;
  };
  const mutate = async (mutation: string, variables: Record<string, unknown>) => {
    const answer = await stack.gql<Record<string, Result>>(mutation, variables);
    expect(answer.errors).toBeUndefined();
    return Object.values(answer.data!)[0]!;
  };

  beforeAll(async () => {
    stack = await startStack(backend);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists active organizations by name with one upstream call, and archived ones apart', async () => {
    await stack.gql('{ viewer { username } }');
    await stack.upstream.resetRequests();
    const active = await organizations();
    expect(active.length).toBeGreaterThan(70);
    expect(active.every((organization) => organization.status === 'active')).toBe(true);
    expect(active.find((organization) => organization.name === 'T1')).toMatchObject({
      tricode: 'T1',
      primaryColor: '#E4002B',
    });
    const log = await stack.upstream.requests();
    expect(log.total).toBe(1);
    expect(log.requests[0]).toMatchObject({ service: 'elds', method: 'GET' });
    expect(log.requests[0]!.path).toContain('/organizations');

    const archived = await organizations({ filter: 'archived' });
    expect(archived.map((organization) => organization.name)).toContain('TSM');
    expect(archived.every((organization) => organization.status === 'archived')).toBe(true);
  });

  it('searches name and tricode from 2 characters on, and fetches by ids', async () => {
    const all = await organizations();
    expect((await organizations({ search: 'hle' })).map((o) => o.name)).toEqual([
      'Hanwha Life Esports',
    ]);
    expect((await organizations({ search: 'G' })).length).toBe(all.length);
    const ids = all.slice(0, 3).map((organization) => organization.id);
    expect((await organizations({ ids })).map((organization) => organization.id)).toEqual(ids);
  });

  it('refuses bad name, tricode and colour with the spec messages before calling upstream', async () => {
    await stack.upstream.resetRequests();
    const result = await mutate(CREATE, {
      input: organizationInput('x'.repeat(100), {
        tricode: 'bad!',
        primaryColor: '#12',
        logoBundle: { plateImage: 'not a url' },
      }),
    });
    expect(result.ok).toBeNull();
    expect(result.error).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(result.error!.inputErrors).toEqual([
      { field: 'name', message: 'Name must be fewer than 100 characters' },
      { field: 'tricode', message: 'Field is not valid.' },
      { field: 'primaryColor', message: 'Field is not valid.' },
      { field: 'logoBundle.plateImage', message: 'Field is not valid.' },
    ]);
    expect((await stack.upstream.requests()).total).toBe(0);
  });

  it('creates, updates, archives and unarchives an organization with the spec messages', async () => {
    const created = await mutate(CREATE, { input: organizationInput('Integration Owls') });
    expect(created.error).toBeNull();
    expect(created.ok!.message).toBe('Organization Integration Owls created successfully!');
    const { id } = created.ok!.organization;
    expect(created.ok!.organization).toMatchObject({
      status: 'active',
      secondaryColor: '#fff',
      logoBundle: { darkLogo: 'https://static.example.com/int/dark.png', plateImage: null },
    });

    const updated = await mutate(UPDATE, {
      id,
      input: organizationInput('Integration Eagles', {
        tricode: 'EGL',
        secondaryColor: '',
        logoBundle: null,
      }),
    });
    expect(updated.ok!.message).toBe('Organization Integration Eagles updated successfully!');
    expect(updated.ok!.organization).toMatchObject({
      name: 'Integration Eagles',
      tricode: 'EGL',
      secondaryColor: null,
      logoBundle: { lightLogo: null, darkLogo: null },
    });

    const archived = await mutate(ARCHIVE, { id });
    expect(archived.ok!.message).toBe('Organization Integration Eagles archived successfully!');
    expect((await organizations()).map((o) => o.id)).not.toContain(id);
    expect((await organizations({ filter: 'archived' })).map((o) => o.id)).toContain(id);

    const twice = await mutate(ARCHIVE, { id });
    expect(twice.error).toMatchObject({
      code: 'CONFLICT',
      message: 'Organization Integration Eagles is already archived',
    });

    // Updating keeps the status it has.
    const renamed = await mutate(UPDATE, { id, input: organizationInput('Integration Hawks') });
    expect(renamed.ok!.organization.status).toBe('archived');

    const unarchived = await mutate(UNARCHIVE, { id });
    expect(unarchived.ok!.message).toBe('Organization Integration Hawks unarchived successfully!');
    const again = await stack.gql<{ organization: OrganizationView }>(ONE, { id });
    expect(again.data!.organization.status).toBe('active');
  });

  it("answers the upstream's refusal of a taken name as '409 - {message}'", async () => {
    const taken = await mutate(CREATE, { input: organizationInput('fnatic') });
    expect(taken.error).toMatchObject({
      code: 'CONFLICT',
      message: '409 - Organization name fnatic already exists',
    });
  });

  it('answers null for an unknown organization and NOT_FOUND when archiving it', async () => {
    const answer = await stack.gql<{ organization: unknown }>(ONE, { id: 'no-such-org' });
    expect(answer.data!.organization).toBeNull();
    expect((await mutate(ARCHIVE, { id: 'no-such-org' })).error).toMatchObject({
      code: 'NOT_FOUND',
    });
  });

  it('lets a viewer read organizations but not change them, and refuses users without the role', async () => {
    const viewerList = await stack.gql(LIST, {}, { as: SANDBOX_USERS.viewer });
    expect(viewerList.errors).toBeUndefined();
    const viewerCreate = await stack.gql(
      CREATE,
      { input: organizationInput('Viewer Org') },
      { as: SANDBOX_USERS.viewer },
    );
    expect(viewerCreate.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const rewards = await stack.gql(LIST, {}, { as: SANDBOX_USERS.rewards });
    expect(rewards.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
