import {
  BANNER_MESSAGES,
  BANNER_RULE_MESSAGES,
  chatFailedMessage,
} from '@esports-admin/schema/rules/banners';
import type { BannerLeagueDto } from '@esports-admin/schema/upstream/banners';
import type { PresignedUrlDto } from '@esports-admin/schema/upstream/assets';
import type { GraphQLObjectType, GraphQLResolveInfo } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpstreamError } from '../../errors';
import { versionOf } from '../../mutations/version';
import { buildGatewaySchema } from '../../schema';
import { fakeContext } from '../../upstreams/fakes';
import { bannerMutationResolvers } from './Mutation';
import { patchRecord } from './mapping';
import { bannerLeagueDto, configurationRef, eldsLeague, eldsLeagues, ticket } from './test-records';

type AnyResolver = (parent: unknown, args: unknown, context: unknown, info: unknown) => unknown;

const schema = buildGatewaySchema();
const infoOf = (fieldName: string) =>
  ({
    schema,
    parentType: schema.getType('Mutation') as GraphQLObjectType,
    fieldName,
  }) as unknown as GraphQLResolveInfo;
const mutate = (name: keyof typeof bannerMutationResolvers, args: object, context: unknown) =>
  (bannerMutationResolvers[name] as AnyResolver)({}, args, context, infoOf(name));

afterEach(() => {
  vi.useRealTimers();
});

/** The banners, assets and chat fakes, each call noted in `calls` in the order made. */
function services(
  options: {
    access?: 'full_access' | 'disallowed';
    league?: BannerLeagueDto;
    putFails?: boolean;
    chatFails?: boolean;
  } = {},
) {
  const calls: string[] = [];
  const league = options.league ?? bannerLeagueDto();
  const note =
    <Args extends unknown[], T>(name: string, answer: (...args: Args) => T) =>
    (...args: Args) => {
      calls.push(name);
      return answer(...args);
    };
  const banners = {
    permissions: vi.fn(
      note('permissions', () => Promise.resolve({ access: options.access ?? 'full_access' })),
    ),
    leagues: vi.fn(note('leagues', () => Promise.resolve([league]))),
    putPatchConfiguration: vi.fn(
      note(
        'putPatchConfiguration',
        (_id: string, body: { patch: string; configuration: object }) =>
          options.putFails
            ? Promise.reject(
                new UpstreamError('500 - store down', 'UPSTREAM_ERROR', 'banners', 500),
              )
            : Promise.resolve({
                ...league,
                patches: [
                  ...league.patches.filter((entry) => entry.patch !== body.patch),
                  {
                    patch: body.patch,
                    configuration: configurationRef({
                      id: 'cfg-new',
                      updatedAt: 2,
                      ...body.configuration,
                    }),
                  },
                ],
              }),
      ),
    ),
    createLeague: vi.fn(
      note('createLeague', (body: { eldsId: string; slug: string }) =>
        Promise.resolve(bannerLeagueDto({ id: 'bl-new', ...body, patches: [] })),
      ),
    ),
  };
  const assets = {
    listKeys: vi.fn(
      note('listKeys', () => Promise.resolve(['lck/textures/a.png', 'lck/textures/b.png'])),
    ),
    presignedUrl: vi.fn(
      note('presignedUrl', (_purpose: string, _type: string, key: string) =>
        Promise.resolve(ticket(key)),
      ),
    ),
    putToPresignedAddress: vi.fn(
      note('putToPresignedAddress', (_t: PresignedUrlDto, _b: string) => Promise.resolve()),
    ),
  };
  const chatNotifications = {
    post: vi.fn(
      note('chat', () =>
        options.chatFails
          ? Promise.reject(
              new UpstreamError(
                '502 - chat unreachable',
                'UPSTREAM_ERROR',
                'chatNotifications',
                502,
              ),
            )
          : Promise.resolve({ ok: true as const, ts: '1' }),
      ),
    ),
  };
  const context = fakeContext({
    apis: { banners, assets, chatNotifications, elds: eldsLeagues(eldsLeague()) },
    user: { username: 'remy.rewards', name: 'Remy Rewards' },
  });
  return { calls, banners, assets, chatNotifications, context, league };
}

const input = (
  banners = [
    {
      propId: 'baron-alcove-hero-1',
      texture: 'lck/textures/a.png',
      group: ' sponsor-a ',
      name: 'Baron',
    },
  ],
) => ({
  leagueId: 'bl-lck',
  patch: '15.3',
  banners,
});

describe('createBannerConfiguration', () => {
  it('uploads the file, PUTs the configuration, then posts to chat, answering the patch', async () => {
    const { calls, assets, banners, chatNotifications, context, league } = services();
    const answer = await mutate(
      'createBannerConfiguration',
      { input: input(), expectedVersion: versionOf(patchRecord(league, '15.3')) },
      context,
    );
    expect(answer).toMatchObject({
      error: null,
      ok: {
        message: BANNER_MESSAGES.created,
        patch: {
          leagueId: 'bl-lck',
          patch: '15.3',
          configuration: {
            version: 2,
            status: 'needs_screenshots',
            url: 'game-configs/lck-15.3-2.json',
          },
        },
      },
    });
    expect(calls).toEqual([
      'permissions',
      'leagues',
      'listKeys',
      'presignedUrl',
      'putToPresignedAddress',
      'putPatchConfiguration',
      'chat',
    ]);
    const file = JSON.stringify({
      league: 'lck',
      patch: '15.3',
      version: 2,
      status: 'NeedsScreenshots',
      banners: {
        'baron-alcove-hero-1': { texture: 'lck/textures/a.png', group: 'sponsor-a', name: 'Baron' },
      },
    });
    expect(assets.presignedUrl).toHaveBeenCalledWith(
      'upload',
      'banner',
      'game-configs/lck-15.3-2.json',
      Buffer.byteLength(file),
    );
    expect(assets.putToPresignedAddress).toHaveBeenCalledWith(
      ticket('game-configs/lck-15.3-2.json'),
      file,
    );
    expect(banners.putPatchConfiguration).toHaveBeenCalledWith('bl-lck', {
      patch: '15.3',
      configuration: {
        url: 'game-configs/lck-15.3-2.json',
        status: 'needs_screenshots',
        version: 2,
      },
      expectedUpdatedAt: 1_700_000_000_000,
    });
    expect(chatNotifications.post).toHaveBeenCalledWith({
      text: 'Banner configuration v2 of patch 15.3 for LCK was created by Remy Rewards (remy.rewards).',
    });
  });

  it('makes version 1 of a patch without configuration, with no expectedUpdatedAt', async () => {
    const { banners, context } = services({ league: bannerLeagueDto({ patches: [] }) });
    await mutate('createBannerConfiguration', { input: input() }, context);
    expect(banners.putPatchConfiguration).toHaveBeenCalledWith('bl-lck', {
      patch: '15.3',
      configuration: {
        url: 'game-configs/lck-15.3-1.json',
        status: 'needs_screenshots',
        version: 1,
      },
    });
  });

  it('refuses a caller without full access with FORBIDDEN, reading nothing else', async () => {
    const { calls, context } = services({ access: 'disallowed' });
    expect(await mutate('createBannerConfiguration', { input: input() }, context)).toMatchObject({
      ok: null,
      error: { code: 'FORBIDDEN', message: BANNER_MESSAGES.noAccess },
    });
    expect(calls).toEqual(['permissions']);
  });

  it('refuses bad banners field by field, before anything is uploaded', async () => {
    const { calls, context } = services();
    const banners = [
      { propId: 'baron-alcove-hero-1', texture: 'lck/textures/a.png', group: 'g', name: 'n' },
      { propId: 'dragon-alcove-hero-1', texture: 'lec/textures/a.png', group: 'g', name: 'n' },
      { propId: 'baron-alcove-hero-1', texture: 'lck/textures/gone.png', group: '', name: 'n' },
    ];
    const answer = await mutate('createBannerConfiguration', { input: input(banners) }, context);
    expect(answer).toMatchObject({
      ok: null,
      error: {
        code: 'BAD_USER_INPUT',
        inputErrors: [
          { field: 'banners.1.texture', message: BANNER_RULE_MESSAGES.textureOfAnotherLeague },
          { field: 'banners.2.propId', message: BANNER_RULE_MESSAGES.propTwice },
          { field: 'banners.2.texture', message: BANNER_RULE_MESSAGES.textureNotStored },
          { field: 'banners.2.group', message: BANNER_RULE_MESSAGES.groupLength },
        ],
      },
    });
    expect(calls).toEqual(['permissions', 'leagues', 'listKeys']);
  });

  it('says no configuration was made when the PUT fails, and posts nothing', async () => {
    const { calls, context } = services({ putFails: true });
    expect(await mutate('createBannerConfiguration', { input: input() }, context)).toMatchObject({
      ok: null,
      error: { code: 'UPSTREAM_ERROR', message: BANNER_RULE_MESSAGES.notMade('500 - store down') },
    });
    expect(calls).not.toContain('chat');
  });

  it('answers PARTIALLY_APPLIED with spec 2 §8’s message when the chat post fails', async () => {
    const { context } = services({ chatFails: true });
    expect(await mutate('createBannerConfiguration', { input: input() }, context)).toEqual({
      ok: null,
      error: {
        code: 'PARTIALLY_APPLIED',
        message: chatFailedMessage('502 - chat unreachable'),
        applied: ['Configuration v2 of patch 15.3 was made.'],
        inputErrors: [],
        conflict: null,
      },
    });
  });
});

describe('setBannerConfigurationStatus', () => {
  const args = { leagueId: 'bl-lck', patch: '15.3' };

  it('PUTs the same version and url with the next status and the updatedAt it read', async () => {
    const { banners, context } = services();
    const answer = await mutate(
      'setBannerConfigurationStatus',
      { ...args, status: 'needs_review' },
      context,
    );
    expect(answer).toMatchObject({
      error: null,
      ok: {
        message: BANNER_MESSAGES.statusChanged,
        patch: { configuration: { status: 'needs_review' } },
      },
    });
    expect(banners.putPatchConfiguration).toHaveBeenCalledWith('bl-lck', {
      patch: '15.3',
      configuration: { url: 'game-configs/lck-15.3-1.json', version: 1, status: 'needs_review' },
      expectedUpdatedAt: 1_700_000_000_000,
    });
  });

  it('refuses a move out of the spec’s order without sending it', async () => {
    const { banners, context } = services();
    const answer = await mutate(
      'setBannerConfigurationStatus',
      { ...args, status: 'approved' },
      context,
    );
    expect(answer).toMatchObject({
      error: {
        code: 'CONFLICT',
        message: BANNER_RULE_MESSAGES.statusMove('needs_screenshots', 'approved'),
      },
    });
    expect(banners.putPatchConfiguration).not.toHaveBeenCalled();
  });

  it('refuses a patch without configuration with NOT_FOUND', async () => {
    const { context } = services();
    const answer = await mutate(
      'setBannerConfigurationStatus',
      { leagueId: 'bl-lck', patch: '15.4', status: 'needs_review' },
      context,
    );
    expect(answer).toMatchObject({
      error: { code: 'NOT_FOUND', message: BANNER_RULE_MESSAGES.noConfiguration },
    });
  });
});

describe('createBannerAssetUpload', () => {
  const upload = (overrides: object) => ({
    input: {
      leagueId: 'bl-lck',
      kind: 'texture',
      fileName: 'Sponsor A.png',
      size: 2048,
      ...overrides,
    },
  });

  it('names a texture {league}/textures/{ms}-{name} and answers where to PUT it', async () => {
    vi.useFakeTimers({ now: 1_700_000_000_123, toFake: ['Date'] });
    const { assets, context } = services();
    const key = 'lck/textures/1700000000123-SponsorA.png';
    expect(await mutate('createBannerAssetUpload', upload({}), context)).toEqual({
      error: null,
      ok: {
        key,
        uploadUrl: ticket(key).url,
        method: 'PUT',
        contentType: 'binary/octet-stream',
        expiresAt: ticket(key).expiresAt,
      },
    });
    expect(assets.presignedUrl).toHaveBeenCalledWith('upload', 'banner', key, 2048);
  });

  it('names a screenshot by the patch’s configuration version and the prop', async () => {
    vi.useFakeTimers({ now: 17, toFake: ['Date'] });
    const { context } = services();
    const answer = await mutate(
      'createBannerAssetUpload',
      upload({
        kind: 'screenshot',
        patch: '15.3',
        propId: 'baron-alcove-hero-1',
        fileName: 'shot.jpg',
      }),
      context,
    );
    expect(answer).toMatchObject({
      ok: { key: 'lck/15.3/1/screenshots/baron-alcove-hero-1__17-shot.jpg' },
    });
  });

  it('refuses a screenshot of a patch without configuration on `patch`', async () => {
    const { assets, context } = services();
    const answer = await mutate(
      'createBannerAssetUpload',
      upload({ kind: 'screenshot', patch: '15.4', propId: 'baron-alcove-hero-1' }),
      context,
    );
    expect(answer).toMatchObject({
      error: {
        code: 'BAD_USER_INPUT',
        inputErrors: [{ field: 'patch', message: BANNER_RULE_MESSAGES.noConfiguration }],
      },
    });
    expect(assets.presignedUrl).not.toHaveBeenCalled();
  });

  it('refuses a name with nothing left and a file that is no image, asking nobody', async () => {
    const { calls, context } = services();
    expect(
      await mutate('createBannerAssetUpload', upload({ fileName: '¿¿¿' }), context),
    ).toMatchObject({
      error: { inputErrors: [{ field: 'fileName', message: BANNER_MESSAGES.emptyFileName }] },
    });
    expect(
      await mutate('createBannerAssetUpload', upload({ fileName: 'a.gif' }), context),
    ).toMatchObject({
      error: { inputErrors: [{ field: 'fileName', message: BANNER_RULE_MESSAGES.imageOnly }] },
    });
    expect(calls).toEqual([]);
  });
});

describe('addBannerLeague', () => {
  it('enrols a lol league of the data service under its slug', async () => {
    const { banners, context } = services();
    expect(await mutate('addBannerLeague', { eldsLeagueId: 'lck' }, context)).toMatchObject({
      error: null,
      ok: {
        message: BANNER_MESSAGES.leagueAdded,
        league: { id: 'bl-new', eldsId: 'lck', slug: 'lck' },
      },
    });
    expect(banners.createLeague).toHaveBeenCalledWith({ eldsId: 'lck', slug: 'lck' });
  });

  it('refuses an unknown league and a league of another sport', async () => {
    const { banners, context } = services();
    expect(await mutate('addBannerLeague', { eldsLeagueId: 'nope' }, context)).toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    const valorant = fakeContext({
      apis: {
        banners: { permissions: () => Promise.resolve({ access: 'full_access' as const }) },
        elds: eldsLeagues(eldsLeague({ id: 'vct', sport: 'val' })),
      },
    });
    expect(await mutate('addBannerLeague', { eldsLeagueId: 'vct' }, valorant)).toMatchObject({
      error: { code: 'BAD_USER_INPUT', message: BANNER_RULE_MESSAGES.lolOnly },
    });
    expect(banners.createLeague).not.toHaveBeenCalled();
  });
});
