/**
 * The drop preview image function (spec 3 §7 "Preview image"): POST with basic authorization,
 * body { type: 'dropTrigger', isPreview, locale, data }, answered with the drop card drawn as an
 * SVG in-process (no network: image URLs are named on the card, never fetched).
 */
import { timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import { RARITY_GRADIENT_STOPS } from '@esports-admin/schema/rules/constants';
import { isLocaleCode } from '@esports-admin/schema/rules/locale';
import {
  DROP_PREVIEW_IMAGE_SANDBOX_BASIC_AUTH,
  type DropPreviewDataDto,
} from '@esports-admin/schema/upstream/drop-preview-image';
import { ERROR_CODES, invalid, UpstreamError } from '../../errors';
import { Payload } from '../../payload';

const BASIC = /^Basic\s+(\S+)$/i;

/** The function takes the sandbox's basic credentials instead of a bearer token. */
export const requirePreviewBasicAuth: RequestHandler = (req, _res, next) => {
  const encoded = BASIC.exec(req.get('authorization') ?? '')?.[1];
  if (!encoded) throw new UpstreamError(401, ERROR_CODES.unauthorized, 'Missing basic credentials');
  const given = Buffer.from(encoded, 'base64');
  const expected = Buffer.from(DROP_PREVIEW_IMAGE_SANDBOX_BASIC_AUTH);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new UpstreamError(401, ERROR_CODES.unauthorized, 'Invalid basic credentials');
  }
  next();
};

const COLOR = /^#[0-9a-fA-F]{3,8}$/;

function color(fields: Payload, key: string): string | null {
  const value = fields.nullableString(key);
  if (value !== null && !COLOR.test(value))
    throw invalid(`${fields.pathOf(key)} must be a #hex colour`);
  return value;
}

function readPreview(body: unknown): { locale: string; data: DropPreviewDataDto } {
  const fields = Payload.of(body);
  if (fields.string('type') !== 'dropTrigger') throw invalid("type must be 'dropTrigger'");
  fields.boolean('isPreview');
  const locale = fields.string('locale');
  if (!isLocaleCode(locale)) throw invalid(`locale '${locale}' must look like en_US`);
  const data = fields.object('data');
  const rarity = data.has('rarity') && data.raw('rarity') !== null ? data.object('rarity') : null;
  return {
    locale,
    data: {
      title: data.nonEmptyString('title'),
      description: data.string('description'),
      sponsor: data.string('sponsor'),
      league: data.string('league'),
      rarity: rarity && {
        name: rarity.nonEmptyString('name'),
        badgeForegroundColor: color(rarity, 'badgeForegroundColor') ?? '#ffffff',
        badgeBackgroundColor: color(rarity, 'badgeBackgroundColor') ?? '#333333',
        notificationColorOne: color(rarity, 'notificationColorOne'),
        notificationColorTwo: color(rarity, 'notificationColorTwo'),
      },
      cardProgramImageURL: data.nullableString('cardProgramImageURL'),
      cardOverlaySponsorImageURL: data.nullableString('cardOverlaySponsorImageURL'),
      presentedBySponsorImageURL: data.nullableString('presentedBySponsorImageURL'),
    },
  };
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Long titles wrap onto at most three lines of about 26 characters. */
function lines(text: string, width = 26, max = 3): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width)
      out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.length > max ? [...out.slice(0, max - 1), `${out[max - 1]}…`] : out;
}

/** The drop card: the rarity's radial gradient (stops 3% and 60%), badge, title and sponsor. */
export function renderDropCard(locale: string, data: DropPreviewDataDto): string {
  const inner = data.rarity?.notificationColorOne ?? '#1f6f6b';
  const outer = data.rarity?.notificationColorTwo ?? '#0b1f2a';
  const [innerStop, outerStop] = RARITY_GRADIENT_STOPS;
  const title = lines(data.title)
    .map((line, i) => `<tspan x="24" dy="${i === 0 ? 0 : 30}">${escapeXml(line)}</tspan>`)
    .join('');
  const badge = data.rarity
    ? `<rect x="24" y="24" rx="12" width="${24 + data.rarity.name.length * 9}" height="24" fill="${data.rarity.badgeBackgroundColor}"/>` +
      `<text x="36" y="41" font-size="13" font-weight="700" fill="${data.rarity.badgeForegroundColor}">${escapeXml(data.rarity.name.toUpperCase())}</text>`
    : '';
  const sponsor = data.sponsor ? `Presented by ${escapeXml(data.sponsor)}` : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240" viewBox="0 0 360 240" role="img" aria-label="${escapeXml(data.title)}" font-family="Liberation Sans, Arial, sans-serif">`,
    `<defs><radialGradient id="rarity" cx="50%" cy="50%" r="75%"><stop offset="${innerStop}" stop-color="${inner}"/><stop offset="${outerStop}" stop-color="${outer}"/></radialGradient></defs>`,
    `<rect width="360" height="240" rx="16" fill="url(#rarity)"/>`,
    badge,
    `<text x="24" y="100" font-size="24" font-weight="700" fill="#ffffff">${title}</text>`,
    `<text x="336" y="41" font-size="11" text-anchor="end" fill="#ffffff99">PREVIEW · ${locale}</text>`,
    `<text x="24" y="212" font-size="13" fill="#ffffffcc">${sponsor}</text>`,
    '</svg>',
  ].join('');
}

/** POST / (below the function's path). */
export function previewImageRoutes(): Router {
  const router = Router();
  router.post('/', (req, res) => {
    const { locale, data } = readPreview(req.body);
    res.type('image/svg+xml').send(renderDropCard(locale, data));
  });
  return router;
}
