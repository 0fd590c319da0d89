/**
 * Banners as the staff app drives them: the patch list in spec 2 §9's order, a status tab on one
 * GET leagues, the editor's patch with its file and screenshots, asset keys of spec 2 §5 from
 * upload address to store, status changes in the spec's order, enrolling a league, and who may
 * do what (the role's `banners` family, then the banners service's own access).
 */
import {
  BANNER_MESSAGES,
  BANNER_PATCHES,
  BANNER_RULE_MESSAGES,
  bannerStatusMoveProblem,
  validateBannerAssetKey,
} from '@esports-admin/schema/rules/banners';
import { INVALID_ASSET_KEY_MESSAGE } from '@esports-admin/schema/rules/image';
import { ASSETS_BASE_PATH } from '@esports-admin/schema/upstream/assets';
import { BANNERS_BASE_PATH } from '@esports-admin/schema/upstream/banners';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddBannerLeagueDocument,
  BannerAddLeagueDialogDocument,
  BannerEditorAssetUploadDocument,
  BannerEditorPageDocument,
  BannerEditorSetStatusDocument,
  BannerEditorTexturesDocument,
  BannerPropPreviewsDocument,
  BannerListPageDocument,
  GrantRoleDocument,
  LeagueListPageDocument,
  type BannerAssetUploadInput,
  type BannerConfigurationStatus,
} from '../../web/src/__generated__/graphql';
import { AUDIT_LOG, type AuditView } from '../support/audit';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

let stack: Stack;
const rewards: { as: string } = { as: SANDBOX_USERS.rewards };
const admin = { as: SANDBOX_USERS.admin };

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const listPage = (status: BannerConfigurationStatus, caller = rewards) =>
  stack.data(BannerListPageDocument, { status }, caller);

async function leagueId(slug: string): Promise<string> {
  const { bannerLeagues } = await listPage('needs_screenshots');
  return bannerLeagues.find((league) => league.slug === slug)!.id;
}

const editorPage = async (id: string, patch: string) =>
  (await stack.data(BannerEditorPageDocument, { leagueId: id, patch }, rewards)).bannerPatch!;

const upload = async (input: BannerAssetUploadInput, caller = rewards) =>
  (await stack.data(BannerEditorAssetUploadDocument, { input }, caller)).createBannerAssetUpload;

async function setStatus(id: string, patch: string, status: BannerConfigurationStatus) {
  const { version } = await editorPage(id, patch);
  const { setBannerConfigurationStatus } = await stack.data(
    BannerEditorSetStatusDocument,
    { leagueId: id, patch, status, expectedVersion: version },
    rewards,
  );
  return setBannerConfigurationStatus;
}

async function latestEntry() {
  const journal = await stack.gql<{ auditLog: AuditView }>(AUDIT_LOG, { first: 1 }, admin);
  return journal.data!.auditLog.edges[0]!.node;
}

const countCalls = async (method: string, path: string) =>
  (await stack.upstream.requests()).requests.filter(
    (request) => request.method === method && request.path === path,
  ).length;

describe('reading banners', () => {
  it('lists the patches 15.1 → 15.24, then 14.24 → 14.1, then 13.24 → 13.1', async () => {
    const { bannerPatches } = await listPage('needs_review');
    expect(bannerPatches).toEqual(BANNER_PATCHES);
    expect(bannerPatches.slice(22, 26)).toEqual(['15.23', '15.24', '14.24', '14.23']);
    expect(bannerPatches.slice(46, 49)).toEqual(['14.2', '14.1', '13.24']);
    expect(bannerPatches.at(-1)).toBe('13.1');
  });

  it('answers a status tab by league name, then patch order, on one GET leagues', async () => {
    await stack.upstream.resetRequests();
    const { bannerConfigurations, bannerLeagues } = await listPage('needs_screenshots');
    expect(await countCalls('GET', `${BANNERS_BASE_PATH}/leagues`)).toBe(1);
    expect(bannerLeagues.length).toBeGreaterThanOrEqual(5);
    expect(bannerConfigurations.length).toBeGreaterThanOrEqual(4);
    const names = bannerConfigurations.map((row) => row.league.league!.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const row of bannerConfigurations) {
      expect(row.configuration!.status).toBe('needs_screenshots');
      const sameLeague = bannerConfigurations.filter((other) => other.league.id === row.league.id);
      const order = sameLeague.map((other) => BANNER_PATCHES.indexOf(other.patch));
      expect(order).toEqual([...order].sort((a, b) => a - b));
    }
  });

  it('answers the editor’s patch with the banners of its file and its screenshots', async () => {
    const patch = await editorPage(await leagueId('lck'), '15.12');
    const { banners, screenshots, configVersion } = patch.configuration!;
    expect(banners!.length).toBeGreaterThanOrEqual(6);
    for (const banner of banners!) expect(banner.texture).toMatch(/^lck\/textures\//);
    // The seeded lck 15.12 has a screenshot of every banner but one.
    expect(new Set(screenshots.map((shot) => shot.propId)).size).toBe(banners!.length - 1);
    for (const shot of screenshots) {
      expect(shot.key.startsWith(`lck/15.12/${configVersion}/screenshots/`)).toBe(true);
    }
  });

  it('presigns previews only for the selected prop: its texture and its screenshots', async () => {
    const id = await leagueId('lck');
    const { configuration } = await editorPage(id, '15.12');
    const banner = configuration!.banners!.find((placed) =>
      configuration!.screenshots.some((shot) => shot.propId === placed.propId),
    )!;
    const shots = configuration!.screenshots.filter((shot) => shot.propId === banner.propId);
    await stack.upstream.resetRequests();
    const variables = {
      leagueId: id,
      patch: '15.12',
      propId: banner.propId,
      texture: banner.texture,
    };
    const previews = await stack.data(
      BannerPropPreviewsDocument,
      { ...variables, withTexture: true },
      rewards,
    );
    const answered = [
      ...(previews.bannerTextures ?? []),
      ...previews.bannerPatch!.configuration!.screenshots,
    ];
    expect(answered.map((preview) => preview.key)).toEqual([
      banner.texture,
      ...shots.map((shot) => shot.key),
    ]);
    for (const preview of answered) expect(preview.previewUrl).toMatch(/^http/);
    const presigned = (await stack.upstream.requests()).requests.filter((request) =>
      request.path.endsWith('/presignedurl'),
    );
    expect(presigned).toHaveLength(1 + shots.length);
  });

  it('answers null for an unknown league or a patch outside the list', async () => {
    const id = await leagueId('lck');
    for (const [leagueId, patch] of [
      ['no-such-league', '15.1'],
      [id, '16.1'],
    ] as const) {
      const answer = await stack.gql(BannerEditorPageDocument, { leagueId, patch }, rewards);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.bannerPatch).toBeNull();
    }
  });
});

describe('asset keys (spec 2 §5)', () => {
  it('issues a texture address {league}/textures/{ms}-{name} that the store takes', async () => {
    const id = await leagueId('lck');
    const outcome = await upload({
      leagueId: id,
      kind: 'texture',
      fileName: 'New Sponsor (final).png',
      size: 5,
    });
    expect(outcome.error).toBeNull();
    const { key, uploadUrl, method, contentType } = outcome.ok!;
    expect(key).toMatch(/^lck\/textures\/\d+-NewSponsorfinal\.png$/);
    expect(validateBannerAssetKey(key)).toBeNull();
    expect({ method, contentType }).toEqual({ method: 'PUT', contentType: 'binary/octet-stream' });
    const stored = await fetch(uploadUrl, {
      method,
      headers: { 'content-type': contentType },
      body: Buffer.from('bytes'),
    });
    expect(stored.status).toBeLessThan(300);
    const { bannerTextures } = await stack.data(
      BannerEditorTexturesDocument,
      { leagueId: id },
      rewards,
    );
    expect(bannerTextures.map((texture) => texture.key)).toContain(key);
    expect(await latestEntry()).toMatchObject({
      operation: 'createBannerAssetUpload',
      entityType: 'BannerAsset',
      entityId: key,
      result: 'OK',
    });
  });

  it('issues a screenshot address under the configuration’s version and prop', async () => {
    const id = await leagueId('lck');
    const { configuration } = await editorPage(id, '15.12');
    const propId = configuration!.banners![0]!.propId;
    const outcome = await upload({
      leagueId: id,
      kind: 'screenshot',
      patch: '15.12',
      propId,
      fileName: 'shot.jpg',
      size: 10,
    });
    expect(outcome.ok!.key).toMatch(
      new RegExp(
        `^lck/15\\.12/${configuration!.configVersion}/screenshots/${propId}__\\d+-shot\\.jpg$`,
      ),
    );
    expect(validateBannerAssetKey(outcome.ok!.key)).toBeNull();
  });

  it.each([
    ['a texture key with 4 segments', 'lck/textures/extra/file.png'],
    ['a key with textures elsewhere', 'lck/texture/file.png'],
    ['a screenshot key with 4 segments', 'lck/15.12/screenshots/file.png'],
    ['a screenshot key whose 4th segment is not screenshots', 'lck/15.12/1/shots/file.png'],
    ['a screenshot that is a zip', 'lck/15.12/1/screenshots/file.zip'],
  ])('refuses %s, in the rules and in the asset service alike', async (_, key) => {
    expect(validateBannerAssetKey(key)).toBe(INVALID_ASSET_KEY_MESSAGE);
    const token = await stack.tokenFor(SANDBOX_USERS.rewards);
    const query = new URLSearchParams({ purpose: 'upload', functionalityType: 'banner', key });
    const response = await fetch(
      `${stack.sandboxUrl}${ASSETS_BASE_PATH}/presignedurl?${query.toString()}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(
      INVALID_ASSET_KEY_MESSAGE,
    );
  });

  it('refuses a file name with nothing left, a file that is no image, and a patch without configuration', async () => {
    const id = await leagueId('cblol');
    const base = { leagueId: id, kind: 'texture' as const, size: 10 };
    expect((await upload({ ...base, fileName: '¿¿¿.' })).error).toMatchObject({
      code: 'BAD_USER_INPUT',
      inputErrors: [{ field: 'fileName', message: BANNER_MESSAGES.emptyFileName }],
    });
    expect((await upload({ ...base, fileName: 'anim.gif' })).error).toMatchObject({
      inputErrors: [{ field: 'fileName', message: BANNER_RULE_MESSAGES.imageOnly }],
    });
    const screenshot = await upload({
      ...base,
      kind: 'screenshot',
      patch: '15.1',
      propId: 'baron-alcove-hero-1',
      fileName: 'shot.png',
    });
    expect(screenshot.error).toMatchObject({
      inputErrors: [{ field: 'patch', message: BANNER_RULE_MESSAGES.noConfiguration }],
    });
  });
});

describe('status changes', () => {
  it('moves a configuration with every screenshot on to review, journaled', async () => {
    const id = await leagueId('lpl');
    const outcome = await setStatus(id, '15.12', 'needs_review');
    expect(outcome.error).toBeNull();
    expect(outcome.ok).toMatchObject({
      message: BANNER_MESSAGES.statusChanged,
      patch: { configuration: { status: 'needs_review' } },
    });
    expect(await latestEntry()).toMatchObject({
      operation: 'setBannerConfigurationStatus',
      entityType: 'BannerPatch',
      entityId: `${id}:15.12`,
      result: 'OK',
    });
  });

  it('shows the service’s refusal of a configuration missing a screenshot', async () => {
    const outcome = await setStatus(await leagueId('lck'), '15.12', 'needs_review');
    expect(outcome.ok).toBeNull();
    expect(outcome.error!.code).toBe('CONFLICT');
    expect(outcome.error!.message).toMatch(/^409 - /);
  });

  it('refuses a move out of the spec’s order without asking the service', async () => {
    const id = await leagueId('lec');
    await stack.upstream.resetRequests();
    const outcome = await setStatus(id, '15.12', 'submitted');
    expect(outcome.error).toMatchObject({
      code: 'CONFLICT',
      message: bannerStatusMoveProblem('needs_review', 'submitted'),
    });
    expect(await countCalls('PUT', `${BANNERS_BASE_PATH}/leagues/${id}`)).toBe(0);
  });
});

describe('enrolling a league', () => {
  it('adds a lol league of the data service once, refusing it the second time', async () => {
    const { bannerLeagues } = await listPage('approved');
    const enrolled = new Set(bannerLeagues.map((league) => league.eldsId));
    const { leagues } = await stack.data(BannerAddLeagueDialogDocument, {}, rewards);
    const candidate = leagues.find((league) => !enrolled.has(league.id))!;
    const first = (
      await stack.data(AddBannerLeagueDocument, { eldsLeagueId: candidate.id }, rewards)
    ).addBannerLeague;
    expect(first.ok).toMatchObject({
      message: BANNER_MESSAGES.leagueAdded,
      league: { eldsId: candidate.id, slug: candidate.slug, patches: [] },
    });
    const again = (
      await stack.data(AddBannerLeagueDocument, { eldsLeagueId: candidate.id }, rewards)
    ).addBannerLeague;
    expect(again.error?.code).toBe('CONFLICT');
  });

  it('refuses a league of another sport', async () => {
    const { leagues } = await stack.data(
      LeagueListPageDocument,
      { sport: 'val', filter: 'current' },
      rewards,
    );
    const { addBannerLeague } = await stack.data(
      AddBannerLeagueDocument,
      { eldsLeagueId: leagues[0]!.id },
      rewards,
    );
    expect(addBannerLeague.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: BANNER_RULE_MESSAGES.lolOnly,
    });
  });
});

describe('who may', () => {
  it('refuses a role without the banners family with FORBIDDEN', async () => {
    const competition = { as: SANDBOX_USERS.competition };
    const read = await stack.gql(BannerListPageDocument, { status: 'approved' }, competition);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const write = await stack.gql(
      BannerEditorAssetUploadDocument,
      { input: { leagueId: 'x', kind: 'texture', fileName: 'a.png', size: 1 } },
      competition,
    );
    expect(write.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await latestEntry()).toMatchObject({
      operation: 'createBannerAssetUpload',
      username: SANDBOX_USERS.competition,
      result: 'REFUSED',
      code: 'FORBIDDEN',
    });
  });

  it('lets a banners reader whom the service disallows read, and refuses their changes', async () => {
    const viewer = { as: SANDBOX_USERS.viewer };
    const read = await listPage('approved', viewer);
    expect(read.bannerAccess).toBe('disallowed');
    expect(read.bannerConfigurations.length).toBeGreaterThan(0);
    const grant = await stack.data(
      GrantRoleDocument,
      { username: SANDBOX_USERS.viewer, role: 'Rewards_Operator' },
      admin,
    );
    expect(grant.grantRole.error).toBeNull();
    const id = await leagueId('lck');
    const outcome = await upload(
      { leagueId: id, kind: 'texture', fileName: 'a.png', size: 1 },
      viewer,
    );
    expect(outcome.ok).toBeNull();
    expect(outcome.error).toMatchObject({ code: 'FORBIDDEN', message: BANNER_MESSAGES.noAccess });
    expect(await latestEntry()).toMatchObject({
      operation: 'createBannerAssetUpload',
      username: SANDBOX_USERS.viewer,
      result: 'REFUSED',
    });
  });
});
