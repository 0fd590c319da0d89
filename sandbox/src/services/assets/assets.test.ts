import { describe, expect, it } from 'vitest';
import {
  ASSETS_BASE_PATH,
  MAX_ASSET_BYTES,
  type AssetKeyListDto,
  type PresignedUrlDto,
} from '@esports-admin/schema/upstream/assets';
import { sandboxForTests } from '../../test-sandbox';

const sandbox = sandboxForTests();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const api = <T>(path: string, query: Record<string, string>, token?: string | null) =>
  sandbox.at(ASSETS_BASE_PATH)<T>('GET', `/${path}?${new URLSearchParams(query).toString()}`, {
    token,
  });

async function presign(
  key: string,
  purpose = 'upload',
  functionalityType = 'non-banner',
  extra: Record<string, string> = {},
) {
  const answer = await api<PresignedUrlDto>('presignedurl', {
    purpose,
    functionalityType,
    key,
    ...extra,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

const put = (url: string, body: Buffer | string, contentType = 'binary/octet-stream') =>
  fetch(url, { method: 'PUT', headers: { 'content-type': contentType }, body });

describe('asset service', () => {
  it('stores a PUT to a presigned upload address and serves a non-banner file publicly', async () => {
    const ticket = await presign('images/teams/100/logo.png');
    expect(ticket).toMatchObject({ key: 'images/teams/100/logo.png', method: 'PUT' });
    expect(Date.parse(ticket.expiresAt) - Date.now()).toBeGreaterThan(800_000);
    expect((await put(ticket.url, PNG)).status).toBe(200);

    const served = await fetch(ticket.publicUrl!);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);

    const keys = await api<AssetKeyListDto>('keys', {
      purpose: 'list',
      functionalityType: 'non-banner',
    });
    expect(keys.body.keys).toContain('images/teams/100/logo.png');
  });

  it('answers a resize proxy address (?w=) with the stored bytes and the width asked for', async () => {
    const ticket = await presign('images/teams/101/logo.png');
    expect((await put(ticket.url, PNG)).status).toBe(200);

    const resized = await fetch(`${ticket.publicUrl!}?w=72`);
    expect(resized.status).toBe(200);
    expect(resized.headers.get('content-type')).toBe('image/png');
    expect(resized.headers.get('x-resize-width')).toBe('72');
    expect(Buffer.from(await resized.arrayBuffer()).equals(PNG)).toBe(true);

    const original = await fetch(ticket.publicUrl!);
    expect(original.headers.get('x-resize-width')).toBeNull();
    for (const width of ['0', '4001', '1.5', 'wide']) {
      expect((await fetch(`${ticket.publicUrl!}?w=${width}`)).status).toBe(400);
    }
  });

  it('refuses a tampered signature, another key and a lapsed address', async () => {
    const ticket = await presign('images/teams/100/tampered.png');
    const url = new URL(ticket.url);
    const signature = url.searchParams.get('signature')!;
    url.searchParams.set('signature', `${signature.slice(0, -2)}AA`);
    expect((await put(url.toString(), PNG)).status).toBe(403);

    const otherKey = ticket.url.replace('tampered.png', 'other.png');
    expect((await put(otherKey, PNG)).status).toBe(403);

    const later = new URL(ticket.url);
    later.searchParams.set('expires', String(Number(later.searchParams.get('expires')) + 3600));
    expect((await put(later.toString(), PNG)).status).toBe(403);

    const short = await presign('images/teams/100/short.png', 'upload', 'non-banner', {
      expiresIn: '1',
    });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const lapsed = await put(short.url, PNG);
    expect(lapsed.status).toBe(403);
    expect(await lapsed.json()).toMatchObject({ message: 'The address has expired' });
    expect((await fetch(short.publicUrl!)).status).toBe(404);
  });

  it('takes binary/octet-stream for images and application/json for .json files only', async () => {
    const image = await presign('images/leagues/new/a.png');
    expect((await put(image.url, PNG, 'image/png')).status).toBe(415);
    const config = await presign('game-configs/lec-15.1-1.json', 'upload', 'banner');
    expect((await put(config.url, '{"a":1}', 'binary/octet-stream')).status).toBe(415);
    expect((await put(config.url, '{"a":1}', 'application/json')).status).toBe(200);
    expect(config.publicUrl).toBeNull();

    // A banner file is not public: only a download address serves it.
    const unsigned = config.url.split('?')[0]!;
    expect((await fetch(`${unsigned}?functionalityType=banner`)).status).toBe(403);
    const download = await presign('game-configs/lec-15.1-1.json', 'download', 'banner');
    expect(download.method).toBe('GET');
    const served = await fetch(download.url);
    expect(served.headers.get('content-type')).toContain('application/json');
    expect(await served.json()).toEqual({ a: 1 });
    // The upload address does not download.
    expect((await fetch(config.url)).status).toBe(403);
  });

  it('refuses a file over the size limit and an empty one', async () => {
    const ticket = await presign('images/organizations/9/huge.png');
    expect((await put(ticket.url, Buffer.alloc(MAX_ASSET_BYTES + 1))).status).toBe(413);
    expect((await put(ticket.url, Buffer.alloc(0))).status).toBe(400);
  });

  it('binds an upload to its declared length as a signed Content-Length, before reading the body', async () => {
    const declared = 2048;
    const ticket = await presign('images/teams/7/declared.png', 'upload', 'non-banner', {
      contentLength: String(declared),
    });
    expect(new URL(ticket.url).searchParams.get('contentLength')).toBe(String(declared));
    for (const body of [Buffer.alloc(5 * 1024 * 1024, 1), Buffer.alloc(declared - 1, 1)]) {
      const refused = await put(ticket.url, body);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({
        message: `The signature does not match this address: it was signed for a body of ${declared} bytes, not ${body.length}`,
      });
    }
    expect((await fetch(ticket.publicUrl!)).status).toBe(404);

    // The declared length cannot be edited in the address: it is part of the signature.
    const raised = new URL(ticket.url);
    raised.searchParams.set('contentLength', String(5 * 1024 * 1024));
    expect((await put(raised.toString(), Buffer.alloc(5 * 1024 * 1024, 1))).status).toBe(403);
    const dropped = new URL(ticket.url);
    dropped.searchParams.delete('contentLength');
    expect((await put(dropped.toString(), Buffer.alloc(5 * 1024 * 1024, 1))).status).toBe(403);

    expect((await put(ticket.url, Buffer.alloc(declared, 1))).status).toBe(200);
    expect(Buffer.from(await (await fetch(ticket.publicUrl!)).arrayBuffer()).length).toBe(declared);
  });

  it('answers preflight requests so browsers may PUT from the staff app', async () => {
    const ticket = await presign('images/teams/1/cors.png');
    const preflight = await fetch(ticket.url, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4000',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('checks the query and the bearer token of its API', async () => {
    const bad: Record<string, string>[] = [
      { purpose: 'erase', functionalityType: 'banner', key: 'lec/textures/a.png' },
      { purpose: 'upload', functionalityType: 'other', key: 'lec/textures/a.png' },
      { purpose: 'upload', functionalityType: 'banner', key: 'lec/textures/../a.png' },
      {
        purpose: 'upload',
        functionalityType: 'banner',
        key: 'lec/textures/a.png',
        expiresIn: '86400',
      },
      {
        purpose: 'upload',
        functionalityType: 'banner',
        key: 'lec/textures/a.png',
        contentLength: '0',
      },
      {
        purpose: 'upload',
        functionalityType: 'banner',
        key: 'lec/textures/a.png',
        contentLength: '2.5',
      },
      {
        purpose: 'upload',
        functionalityType: 'banner',
        key: 'lec/textures/a.png',
        contentLength: String(MAX_ASSET_BYTES + 1),
      },
      {
        purpose: 'download',
        functionalityType: 'banner',
        key: 'lec/textures/a.png',
        contentLength: '10',
      },
    ];
    for (const query of bad) expect((await api('presignedurl', query)).status).toBe(400);
    const missing = {
      purpose: 'download',
      functionalityType: 'banner',
      key: 'game-configs/none-15.1-1.json',
    };
    expect((await api('presignedurl', missing)).status).toBe(404);
    const upload = {
      purpose: 'upload',
      functionalityType: 'banner',
      key: 'game-configs/lec-15.1-1.json',
    };
    expect((await api('presignedurl', upload, null)).status).toBe(401);
  });
});
