/**
 * Images the sandbox draws itself for its seeded teams, organizations and players: an SVG badge
 * of a short label (tricode, initials) on the record's colours. Fixtures store addresses on a
 * placeholder origin, because the sandbox's own address (its port) is only known per process and
 * seeded databases are reused; every JSON answer turns that origin into the caller's address of
 * this sandbox, so the embedded product shows its images with no network.
 */
import { contrastTextColor, isCompleteColor } from '@esports-admin/schema/rules/color';
import { Router, type NextFunction, type Request, type Response } from 'express';
import { invalid, notFound } from '../../errors';
import { queryValue } from '../../payload';

/** Never resolvable (RFC 2606 .invalid), so an address that escaped rewriting fails at once. */
export const GENERATED_IMAGE_ORIGIN = 'http://sandbox-assets.invalid';
/** Below the asset service's mount path (/assets), beside its file store. */
export const GENERATED_IMAGES_PATH = '/generated';
const PUBLIC_PATH = `/assets${GENERATED_IMAGES_PATH}`;

export const GENERATED_IMAGE_KINDS = ['team', 'organization', 'player'] as const;
export type GeneratedImageKind = (typeof GENERATED_IMAGE_KINDS)[number];

const IMAGE_SIZE_PX = 256;
const LABEL_MAX_LENGTH = 5;
const NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,99}$/;
const HEX_COLOR = /^[0-9A-Fa-f]{6}$/;

/** A stable colour for a name without one (players): one of a few readable hues. */
const FALLBACK_COLORS = ['#2B6CB0', '#2F855A', '#C05621', '#6B46C1', '#B83280', '#2C7A7B'];
function colorFor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return FALLBACK_COLORS[hash % FALLBACK_COLORS.length]!;
}

/** A fixture's image address: `label` drawn on `background` (a colour from the name if none). */
export function generatedImageUrl(
  kind: GeneratedImageKind,
  name: string,
  label: string,
  background?: string | null,
): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const color = background && isCompleteColor(background) ? background : colorFor(name);
  const query = new URLSearchParams({
    label: label.slice(0, LABEL_MAX_LENGTH),
    bg: color.slice(1).toUpperCase(),
  });
  return `${GENERATED_IMAGE_ORIGIN}${PUBLIC_PATH}/${kind}/${slug || 'image'}.svg?${query.toString()}`;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square badge: rounded for teams, round for organizations and players. */
export function generatedImageSvg(kind: GeneratedImageKind, label: string, background: string) {
  const foreground = contrastTextColor(background);
  const radius = kind === 'team' ? 48 : IMAGE_SIZE_PX / 2;
  const fontSize = label.length <= 2 ? 112 : label.length === 3 ? 88 : 68;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE_PX}" height="${IMAGE_SIZE_PX}" viewBox="0 0 ${IMAGE_SIZE_PX} ${IMAGE_SIZE_PX}">
<rect width="${IMAGE_SIZE_PX}" height="${IMAGE_SIZE_PX}" rx="${radius}" fill="${background}"/>
<text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="${foreground}">${escapeXml(label)}</text>
</svg>`;
}

/** GET /assets/generated/{kind}/{name}.svg?label=T1&bg=E2012D — public, like stored logos. */
export function generatedImageRoutes(): Router {
  const router = Router();
  router.get(`${GENERATED_IMAGES_PATH}/:kind/:file`, (req, res) => {
    const { kind, file } = req.params;
    const name = file.endsWith('.svg') ? file.slice(0, -'.svg'.length) : '';
    if (!(GENERATED_IMAGE_KINDS as readonly string[]).includes(kind) || !NAME_PATTERN.test(name)) {
      throw notFound('No such generated image');
    }
    const label = queryValue(req.query, 'label') ?? '';
    const bg = queryValue(req.query, 'bg') ?? '';
    if (label.length === 0 || label.length > LABEL_MAX_LENGTH || !HEX_COLOR.test(bg)) {
      throw invalid(
        `label (1 to ${LABEL_MAX_LENGTH} characters) and bg (6 hex digits) are required`,
      );
    }
    res.set('access-control-allow-origin', '*');
    res.set('content-type', 'image/svg+xml');
    res.set('x-content-type-options', 'nosniff');
    res.set('cache-control', 'public, max-age=86400');
    res.send(generatedImageSvg(kind as GeneratedImageKind, label, `#${bg}`));
  });
  return router;
}

/** Every JSON answer names generated images at the address the caller reached this sandbox on. */
export function resolveGeneratedImageOrigin(req: Request, res: Response, next: NextFunction): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const text = JSON.stringify(body);
    if (text === undefined || !text.includes(GENERATED_IMAGE_ORIGIN)) return json(body);
    const origin = `${req.protocol}://${req.get('host')}`;
    if (!res.get('content-type')) res.type('json');
    return res.send(text.replaceAll(GENERATED_IMAGE_ORIGIN, origin));
  };
  next();
}
