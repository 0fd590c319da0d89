/**
 * Creating a banner configuration as the staff app does it (spec 2 §4, spec 3 §3): the file
 * through a presigned upload, the league's PUT, the chat notification, in that order; a fault at
 * each step leaves no configuration, a failed chat post is PARTIALLY_APPLIED with spec 2 §8's
 * message, and every attempt leaves one journal entry.
 */
import {
  BANNER_FILE_INITIAL_STATUS,
  BANNER_MESSAGES,
  BANNER_RULE_MESSAGES,
  chatFailedMessage,
} from '@esports-admin/schema/rules/banners';
import { ASSETS_BASE_PATH, type PresignedUrlDto } from '@esports-admin/schema/upstream/assets';
import { BANNERS_BASE_PATH, type BannerLeagueDto } from '@esports-admin/schema/upstream/banners';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BannerEditorCreateDocument,
  BannerEditorPageDocument,
  BannerEditorTexturesDocument,
  BannerListPageDocument,
  type BannerAssignmentInput,
} from '../../web/src/__generated__/graphql';
import { AUDIT_LOG, type AuditView } from '../support/audit';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

let stack: Stack;
const rewards = { as: SANDBOX_USERS.rewards };
const admin = { as: SANDBOX_USERS.admin };

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});
afterEach(async () => {
  await stack.upstream.clearFaults();
});

async function leagueId(slug: string): Promise<string> {
  const { bannerLeagues } = await stack.data(
    BannerListPageDocument,
    { status: 'needs_screenshots' },
    rewards,
  );
  return bannerLeagues.find((league) => league.slug === slug)!.id;
}

async function patchOf(id: string, patch: string) {
  return (await stack.data(BannerEditorPageDocument, { leagueId: id, patch }, rewards))
    .bannerPatch!;
}

/** Three banners on catalogue props, with the league's first textures. */
async function draft(id: string): Promise<BannerAssignmentInput[]> {
  const { bannerTextures } = await stack.data(
    BannerEditorTexturesDocument,
    { leagueId: id },
    rewards,
  );
  return ['baron-alcove-hero-1', 'dragon-alcove-hero-1', 'mid-lane-blue-vertical-1'].map(
    (propId, i) => ({
      propId,
      texture: bannerTextures[i]!.key,
      group: 'sponsor-a',
      name: `Banner ${i + 1}`,
    }),
  );
}

/** `version` as the editor last read it; read now when not given. */
async function create(
  id: string,
  patch: string,
  banners: BannerAssignmentInput[],
  version?: string,
) {
  const expectedVersion = version ?? (await patchOf(id, patch)).version;
  const { createBannerConfiguration } = await stack.data(
    BannerEditorCreateDocument,
    { input: { leagueId: id, patch, banners }, expectedVersion },
    rewards,
  );
  return createBannerConfiguration;
}

/** The banners service's leagues as stored, read past the gateway. */
async function storedLeagues(): Promise<BannerLeagueDto[]> {
  const token = await stack.tokenFor(SANDBOX_USERS.rewards);
  const response = await fetch(`${stack.sandboxUrl}${BANNERS_BASE_PATH}/leagues`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as BannerLeagueDto[];
}

/** A banner file as the asset service stores it, read through a presigned download. */
async function storedFile(key: string): Promise<unknown> {
  const token = await stack.tokenFor(SANDBOX_USERS.rewards);
  const query = new URLSearchParams({ purpose: 'download', functionalityType: 'banner', key });
  const ticket = await fetch(
    `${stack.sandboxUrl}${ASSETS_BASE_PATH}/presignedurl?${query.toString()}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  expect(ticket.status).toBe(200);
  const { url } = (await ticket.json()) as PresignedUrlDto;
  return (await fetch(url)).json();
}

/** What the chat function was sent, newest first (the sandbox's own listing). */
async function chatMessages(): Promise<{ text: string }[]> {
  const token = await stack.tokenFor(SANDBOX_USERS.rewards);
  const response = await fetch(`${stack.sandboxUrl}/api/functions/slack-messages`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: { text: string }[] }).messages;
}

async function leagueName(id: string): Promise<string> {
  const { bannerLeagues } = await stack.data(
    BannerListPageDocument,
    { status: 'needs_screenshots' },
    rewards,
  );
  return bannerLeagues.find((league) => league.id === id)!.league!.name;
}

async function latestEntry() {
  const journal = await stack.gql<{ auditLog: AuditView }>(AUDIT_LOG, { first: 1 }, admin);
  return journal.data!.auditLog.edges[0]!.node;
}

/** What the gateway asked the banners, assets and chat services, in order. */
async function bannerCalls(): Promise<string[]> {
  const { requests } = await stack.upstream.requests();
  return requests
    .filter((request) => ['banners', 'assets', 'chatNotifications'].includes(request.service))
    .map((request) => `${request.method} ${request.path}`);
}

describe('creating a configuration', () => {
  it('uploads the file, PUTs the configuration, then posts to chat, in that order', async () => {
    const id = await leagueId('lck');
    const banners = await draft(id);
    const { version } = await patchOf(id, '15.1');
    await stack.upstream.resetRequests();
    const { createBannerConfiguration } = await stack.data(
      BannerEditorCreateDocument,
      { input: { leagueId: id, patch: '15.1', banners }, expectedVersion: version },
      rewards,
    );
    expect(createBannerConfiguration.error).toBeNull();
    expect(createBannerConfiguration.ok?.message).toBe(BANNER_MESSAGES.created);
    const expected = [
      `GET ${BANNERS_BASE_PATH}/permissions`,
      `GET ${BANNERS_BASE_PATH}/leagues`,
      'GET /assets/v1/keys',
      'GET /assets/v1/presignedurl',
      // Then the file's PUT to the store: the sandbox does not count the store's requests.
      `PUT ${BANNERS_BASE_PATH}/leagues/${id}`,
      'POST /api/functions/post-slack-message',
    ];
    expect((await bannerCalls()).slice(0, expected.length)).toEqual(expected);

    const [posted] = await chatMessages();
    expect(posted!.text).toBe(
      `Banner configuration v1 of patch 15.1 for ${await leagueName(id)} was created by remy.rewards.`,
    );

    const patch = createBannerConfiguration.ok!.patch;
    expect(patch.configuration).toMatchObject({ status: 'needs_screenshots', configVersion: 1 });
    expect(patch.configuration!.banners).toEqual(
      banners.map(({ propId, texture, group, name }) => ({ propId, texture, group, name })),
    );
    expect(await storedFile('game-configs/lck-15.1-1.json')).toEqual({
      league: 'lck',
      patch: '15.1',
      version: 1,
      status: BANNER_FILE_INITIAL_STATUS,
      banners: Object.fromEntries(
        banners.map(({ propId, texture, group, name }) => [propId, { texture, group, name }]),
      ),
    });
    expect(await latestEntry()).toMatchObject({
      operation: 'createBannerConfiguration',
      entityType: 'BannerPatch',
      entityId: `${id}:15.1`,
      result: 'OK',
    });
  });

  it('makes the next version of a patch that has one', async () => {
    const id = await leagueId('lck');
    const before = await patchOf(id, '15.12');
    const outcome = await create(id, '15.12', await draft(id));
    expect(outcome.error).toBeNull();
    expect(outcome.ok!.patch.configuration).toMatchObject({
      configVersion: before.configuration!.configVersion + 1,
      status: 'needs_screenshots',
      screenshots: [],
    });
  });

  it('refuses banners that break the rules, field by field, and stores nothing', async () => {
    const id = await leagueId('lec');
    const [first, second] = await draft(id);
    const before = await storedLeagues();
    const outcome = await create(id, '15.2', [
      first!,
      { ...second!, propId: first!.propId, texture: 'lck/textures/league-logo.png' },
    ]);
    expect(outcome.ok).toBeNull();
    expect(outcome.error).toMatchObject({
      code: 'BAD_USER_INPUT',
      inputErrors: [
        { field: 'banners.1.propId', message: BANNER_RULE_MESSAGES.propTwice },
        { field: 'banners.1.texture', message: BANNER_RULE_MESSAGES.textureOfAnotherLeague },
      ],
    });
    expect(await storedLeagues()).toEqual(before);
  });

  it('refuses a stale version with CONFLICT before anything is sent', async () => {
    const id = await leagueId('lec');
    const banners = await draft(id);
    const { version } = await patchOf(id, '15.12');
    expect((await create(id, '15.12', banners)).error).toBeNull();
    await stack.upstream.resetRequests();
    const { createBannerConfiguration } = await stack.data(
      BannerEditorCreateDocument,
      { input: { leagueId: id, patch: '15.12', banners }, expectedVersion: version },
      rewards,
    );
    expect(createBannerConfiguration.error?.code).toBe('CONFLICT');
    expect(await bannerCalls()).toEqual([
      `GET ${BANNERS_BASE_PATH}/permissions`,
      `GET ${BANNERS_BASE_PATH}/leagues`,
    ]);
  });
});

describe('a fault at each step', () => {
  /** Step 1's upload address, or one the store refuses (a bad signature), then step 2's PUT. */
  const faults: Record<string, () => [string, Record<string, unknown>, RegExp]> = {
    'the upload address': () => [
      'assets',
      { pathPrefix: '/v1/presignedurl', status: 500 },
      /^500 - Injected fault$/,
    ],
    'the file upload': () => {
      const key = 'game-configs/lcs-15.3-1.json';
      const url = `${stack.sandboxUrl}/assets/files/${key}?functionalityType=banner&expires=1&signature=forged`;
      const ticket = {
        url,
        key,
        method: 'PUT',
        expiresAt: '2030-01-01T00:00:00.000Z',
        publicUrl: null,
      };
      return [
        'assets',
        { pathPrefix: '/v1/presignedurl', status: 200, body: ticket, times: 1 },
        /^The file store refused game-configs\/lcs-15\.3-1\.json: 403 - /,
      ];
    },
    'the league PUT': () => [
      'banners',
      { pathPrefix: '/leagues', methods: ['PUT'], status: 500 },
      /^500 - Injected fault$/,
    ],
  };
  const steps = Object.keys(faults);

  it.each(steps)('at %s leaves no configuration and says so', async (step) => {
    const [service, fault, cause] = faults[step]!();
    const id = await leagueId('lcs');
    const banners = await draft(id);
    const { version } = await patchOf(id, '15.3');
    const before = await storedLeagues();
    await stack.upstream.fault(service, fault);
    const outcome = await create(id, '15.3', banners, version);
    await stack.upstream.clearFaults();
    expect(outcome.ok).toBeNull();
    const { message } = outcome.error!;
    expect(message.startsWith(BANNER_RULE_MESSAGES.notMade(''))).toBe(true);
    expect(message.slice(BANNER_RULE_MESSAGES.notMade('').length)).toMatch(cause);
    expect(outcome.error!.applied).toEqual([]);
    expect(await storedLeagues()).toEqual(before);
    expect(await latestEntry()).toMatchObject({
      operation: 'createBannerConfiguration',
      entityId: `${id}:15.3`,
      result: 'FAILED',
    });
    expect(await bannerCalls()).not.toContain('POST /api/functions/post-slack-message');
  });

  it('at the chat post answers PARTIALLY_APPLIED with spec 2 §8’s message and keeps the configuration', async () => {
    const id = await leagueId('lpl');
    const banners = await draft(id);
    await stack.upstream.fault('chatNotifications', {
      methods: ['POST'],
      status: 500,
      body: { httpStatus: 500, errorCode: 'slack_unavailable', message: 'Slack is down' },
      times: 1,
    });
    const outcome = await create(id, '15.4', banners);
    expect(outcome.ok).toBeNull();
    expect(outcome.error).toMatchObject({
      code: 'PARTIALLY_APPLIED',
      message: chatFailedMessage('500 - Slack is down'),
      applied: [BANNER_RULE_MESSAGES.made(1, '15.4')],
    });
    const league = (await storedLeagues()).find((stored) => stored.id === id)!;
    expect(league.patches.find((entry) => entry.patch === '15.4')?.configuration).toMatchObject({
      version: 1,
      status: 'needs_screenshots',
    });
    expect(await latestEntry()).toMatchObject({
      operation: 'createBannerConfiguration',
      result: 'PARTIAL',
      code: 'PARTIALLY_APPLIED',
    });
  });
});
