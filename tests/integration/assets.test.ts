/**
 * Image upload through the asset service (spec 2 §7) as the staff app does it: the gateway
 * issues a presigned address, the file is PUT there, and the returned address serves it.
 */
import { ASSETS_BASE_PATH, type PresignedUrlDto } from '@esports-admin/schema/upstream/assets';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_USERS, startStack, type Stack } from '../support/stack';

const CREATE = `mutation ($input: ImageUploadInput!) {
  createImageUpload(input: $input) {
    ok { key uploadUrl method contentType imageUrl expiresAt }
    error { message code inputErrors { field message } }
  } }`;

interface Ticket {
  key: string;
  uploadUrl: string;
  method: string;
  contentType: string;
  imageUrl: string;
  expiresAt: string;
}
interface Result {
  createImageUpload: {
    ok: Ticket | null;
    error: {
      message: string;
      code: string;
      inputErrors: { field: string; message: string }[];
    } | null;
  };
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const put = (ticket: { uploadUrl: string; method: string; contentType: string }, body: Buffer) =>
  fetch(ticket.uploadUrl, {
    method: ticket.method,
    headers: { 'content-type': ticket.contentType },
    body,
  });

describe('image upload to the asset service', () => {
  let stack: Stack;
  const ticketFor = async (input: Record<string, unknown>, as?: string) => {
    const answer = await stack.gql<Result>(CREATE, { input }, as ? { as } : {});
    expect(answer.errors).toBeUndefined();
    return answer.data!.createImageUpload;
  };

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('issues an address per owner, stores the PUT bytes and serves them from imageUrl', async () => {
    await stack.upstream.resetRequests();
    const input = {
      owner: 'team',
      ownerId: '100',
      fileName: 'Logo.PNG',
      contentType: 'image/png',
      size: PNG.length,
    };
    const { ok, error } = await ticketFor(input);
    expect(error).toBeNull();
    expect(ok).toMatchObject({ method: 'PUT', contentType: 'binary/octet-stream' });
    expect(ok!.key).toMatch(/^images\/teams\/100\/[0-9a-f-]{36}\.png$/);
    expect(Date.parse(ok!.expiresAt)).toBeGreaterThan(Date.now());
    const log = await stack.upstream.requests();
    expect(log.byService.assets).toBe(1);

    const second = await ticketFor(input);
    expect(second.ok!.key).not.toBe(ok!.key);

    expect((await fetch(ok!.imageUrl)).status).toBe(404);
    expect((await put(ok!, PNG)).status).toBe(200);
    const served = await fetch(ok!.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const organization = await ticketFor({ ...input, owner: 'organization', ownerId: null });
    expect(organization.ok!.key).toMatch(/^images\/organizations\/new\//);
    const league = await ticketFor({
      ...input,
      owner: 'league',
      fileName: 'x.webp',
      contentType: 'image/webp',
    });
    expect(league.ok!.key).toMatch(/^images\/leagues\/100\/.+\.webp$/);
  });

  it('refuses a tampered or expired address and stores nothing', async () => {
    const { ok } = await ticketFor({ owner: 'team', fileName: 'a.png', size: PNG.length });
    const tampered = new URL(ok!.uploadUrl);
    tampered.searchParams.set('signature', 'A'.repeat(43));
    expect((await put({ ...ok!, uploadUrl: tampered.toString() }, PNG)).status).toBe(403);
    const otherKey = ok!.uploadUrl.replace(/[0-9a-f-]{36}\.png/, 'chosen-by-hand.png');
    expect((await put({ ...ok!, uploadUrl: otherKey }, PNG)).status).toBe(403);
    expect((await fetch(ok!.imageUrl)).status).toBe(404);

    // The gateway's addresses last 15 minutes; ask the service for a one-second one.
    const token = await stack.tokenFor(SANDBOX_USERS.competition);
    const query = new URLSearchParams({
      purpose: 'upload',
      functionalityType: 'non-banner',
      key: 'images/teams/new/short-lived.png',
      expiresIn: '1',
    });
    const response = await fetch(
      `${stack.sandboxUrl}${ASSETS_BASE_PATH}/presignedurl?${query.toString()}`,
      {
        headers: { authorization: `Bearer ${token}` },
      },
    );
    const short = (await response.json()) as PresignedUrlDto;
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const lapsed = await put(
      { ...short, uploadUrl: short.url, contentType: 'binary/octet-stream' },
      PNG,
    );
    expect(lapsed.status).toBe(403);
    expect((await fetch(short.publicUrl!)).status).toBe(404);
  });

  it('binds an upload address to the declared size: 5 MB to an address for 2 KB is refused', async () => {
    const declared = 2048;
    const { ok } = await ticketFor({
      owner: 'team',
      ownerId: '100',
      fileName: 'small.png',
      size: declared,
    });
    const fiveMegabytes = Buffer.alloc(5 * 1024 * 1024, 7);
    expect((await put(ok!, fiveMegabytes)).status).toBe(403);
    expect((await put(ok!, Buffer.alloc(declared - 1, 7))).status).toBe(403);
    expect((await fetch(ok!.imageUrl)).status).toBe(404);

    const exact = Buffer.alloc(declared, 7);
    expect((await put(ok!, exact)).status).toBe(200);
    const served = await fetch(ok!.imageUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(exact)).toBe(true);
  });

  it('refuses a file that is not an uploadable image before calling the service', async () => {
    await stack.upstream.resetRequests();
    for (const [input, message] of [
      [{ fileName: 'logo.svg', size: 10 }, 'Choose a PNG, JPEG, GIF or WebP image'],
      [
        { fileName: 'logo.png', contentType: 'image/jpeg', size: 10 },
        'The file type does not match its extension',
      ],
      [{ fileName: 'logo.png', size: 0 }, 'The file is empty'],
      [{ fileName: 'logo.png', size: 26 * 1024 * 1024 }, 'The file is larger than 25 MB'],
    ] as const) {
      const { ok, error } = await ticketFor({ owner: 'team', ...input });
      expect(ok).toBeNull();
      expect(error).toEqual({
        message,
        code: 'BAD_USER_INPUT',
        inputErrors: [{ field: 'file', message }],
      });
    }
    expect((await stack.upstream.requests()).byService.assets ?? 0).toBe(0);
  });

  it('needs write access to teams, organizations or leagues', async () => {
    const answer = await stack.gql<Result>(
      CREATE,
      { input: { owner: 'team', fileName: 'a.png', size: 1 } },
      { as: SANDBOX_USERS.viewer },
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it("reads the asset service's refusal as a typed error", async () => {
    await stack.upstream.fault('assets', { status: 500 });
    try {
      const { ok, error } = await ticketFor({ owner: 'team', fileName: 'a.png', size: 1 });
      expect(ok).toBeNull();
      expect(error?.code).toMatch(/^UPSTREAM_/);
    } finally {
      await stack.upstream.clearFaults();
    }
  });
});
