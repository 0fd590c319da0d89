import { describe, expect, it } from 'vitest';
import type { UpstreamErrorBody } from '@esports-admin/schema/upstream/elds';
import type {
  OrganizationDto,
  OrganizationListDto,
  OrganizationWriteDto,
} from '@esports-admin/schema/upstream/elds-organizations';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const list = async (query = '') =>
  (await sandbox.elds<OrganizationListDto>('GET', `/organizations${query}`)).body.organizations;

async function byName(name: string): Promise<OrganizationDto> {
  const found = (await list()).find((organization) => organization.name === name);
  if (!found) throw new Error(`no organization ${name}`);
  return found;
}

const newOrganization = (overrides: Partial<OrganizationWriteDto> = {}): OrganizationWriteDto => ({
  name: 'Sandbox Sharks',
  tricode: 'SHK',
  status: 'active',
  primaryColor: '#0E7C86',
  secondaryColor: '#FFFFFF',
  logoBundle: {
    lightLogo: 'https://static.example.com/sharks/light.png',
    darkLogo: null,
    altLightLogo: null,
    altDarkLogo: null,
    plateImage: null,
    backgroundImage: null,
  },
  ...overrides,
});

describe('seeded organizations', () => {
  it('seeds about 80 organizations sorted by name, some archived, with logos and colours', async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(80);
    const names = all.map((organization) => organization.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all.filter((organization) => organization.status === 'archived').length).toBe(8);
    const t1 = await byName('T1');
    expect(t1).toMatchObject({ tricode: 'T1', status: 'active', primaryColor: '#E4002B' });
    expect(t1.logoBundle.lightLogo).toMatch(
      new RegExp(`^${sandbox.url}/assets/generated/organization/t1-light\\.svg\\?label=T1&`),
    );
  });

  it('filters by status, search on name or tricode, and ids', async () => {
    const archived = await list('?status=archived');
    expect(archived.map((organization) => organization.name)).toContain('TSM');
    expect(archived.every((organization) => organization.status === 'archived')).toBe(true);

    expect((await list('?search=gaming&status=active')).length).toBeGreaterThan(3);
    expect((await list('?search=HLE')).map((organization) => organization.name)).toEqual([
      'Hanwha Life Esports',
    ]);
    const [t1, g2] = await Promise.all([byName('T1'), byName('G2 Esports')]);
    expect(
      (await list(`?organizationIds=${t1.id},${g2.id}`)).map((organization) => organization.name),
    ).toEqual(['G2 Esports', 'T1']);
  });

  it('answers one organization by id and 404 for an unknown one', async () => {
    const t1 = await byName('T1');
    expect((await sandbox.elds<OrganizationDto>('GET', `/organizations/${t1.id}`)).body).toEqual(
      t1,
    );
    const missing = await sandbox.elds<UpstreamErrorBody>('GET', '/organizations/404404');
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('NOT_FOUND');
  });
});

describe('writing organizations', () => {
  it('creates an organization, active unless told otherwise, and finds it again', async () => {
    const { status: _status, ...withoutStatus } = newOrganization();
    const created = await sandbox.elds<OrganizationDto>('POST', '/organizations', {
      body: withoutStatus,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...withoutStatus, status: 'active' });
    expect((await list('?search=sharks')).map((organization) => organization.id)).toEqual([
      created.body.id,
    ]);
  });

  it('updates an organization in place and toggles its status', async () => {
    const created = (
      await sandbox.elds<OrganizationDto>('POST', '/organizations', {
        body: newOrganization({ name: 'Sandbox Owls', tricode: 'OWL' }),
      })
    ).body;
    const archived = await sandbox.elds<OrganizationDto>('PUT', `/organizations/${created.id}`, {
      body: { ...created, status: 'archived', primaryColor: '#222' },
    });
    expect(archived.body).toEqual({ ...created, status: 'archived', primaryColor: '#222' });
    expect((await list('?status=archived')).map((organization) => organization.id)).toContain(
      created.id,
    );
  });

  it('refuses a taken name (any case), bad colours and logo addresses, and unknown ids', async () => {
    const duplicate = await sandbox.elds<UpstreamErrorBody>('POST', '/organizations', {
      body: newOrganization({ name: 'g2 esports', tricode: 'G2X' }),
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.errorCode).toBe('DUPLICATE_NAME');

    const badColour = await sandbox.elds<UpstreamErrorBody>('POST', '/organizations', {
      body: newOrganization({ name: 'Colourful', primaryColor: 'red' }),
    });
    expect(badColour.status).toBe(400);
    expect(badColour.body.message).toContain('primaryColor');

    const badLogo = await sandbox.elds<UpstreamErrorBody>('POST', '/organizations', {
      body: newOrganization({
        name: 'Logo-less',
        logoBundle: { ...newOrganization().logoBundle, darkLogo: 'javascript:alert(1)' },
      }),
    });
    expect(badLogo.status).toBe(400);
    expect(badLogo.body.message).toContain('logoBundle.darkLogo');

    const unknown = await sandbox.elds<UpstreamErrorBody>('PUT', '/organizations/404404', {
      body: newOrganization({ name: 'Nobody' }),
    });
    expect(unknown.status).toBe(404);
  });
});
