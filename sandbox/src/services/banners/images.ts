/**
 * Small PNGs the sandbox draws for its banner fixtures (no image library, no external host): a
 * texture is a colour field with a band across it, a screenshot a dark field showing the
 * texture's colours where the banner hangs.
 */
import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/** One row of pixels: `background`, with `colour` from x = `from` up to `to`. */
function pixelRow(width: number, background: Rgb, colour = background, from = 0, to = 0): Buffer {
  const row = Buffer.alloc(width * 3);
  for (let x = 0; x < width; x += 1) row.set(x >= from && x < to ? colour : background, x * 3);
  return row;
}

/** An 8-bit RGB PNG of `width` × `height`, each row one of a few prepared ones. */
function png(width: number, height: number, rowAt: (y: number) => Buffer): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) rows.set(rowAt(y), y * (width * 3 + 1) + 1);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 1 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A 128 × 64 texture: `field` with a `band` across its middle third. */
export function texturePng(field: Rgb, band: Rgb): Buffer {
  const [plain, banded] = [pixelRow(128, field), pixelRow(128, band)];
  return png(128, 64, (y) => (y >= 22 && y < 42 ? banded : plain));
}

const ARENA: Rgb = [24, 40, 32];

/** A 160 × 90 screenshot: the arena's dark green with the banner's colours at `x` (0 to 1). */
export function screenshotPng(field: Rgb, band: Rgb, x: number): Buffer {
  const left = Math.round(x * 120) + 4;
  const arena = pixelRow(160, ARENA);
  const banner = pixelRow(160, ARENA, field, left, left + 32);
  const banded = pixelRow(160, ARENA, band, left, left + 32);
  return png(160, 90, (y) => {
    if (y < 30 || y >= 60) return arena;
    return y >= 40 && y < 50 ? banded : banner;
  });
}
