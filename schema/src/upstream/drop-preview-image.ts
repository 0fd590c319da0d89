/**
 * The drop preview image function (spec 3 §7 "Preview image"): a POST with basic authorization,
 * body type dropTrigger, isPreview, locale and data; the answer is the rendered image (SVG).
 * The data fields are the sandbox's contract: the drop card as viewers would see it.
 */
export const DROP_PREVIEW_IMAGE_PATH = '/functions/dropPreviewImage';

/** The sandbox function's basic credentials ("user:password"), the gateway's default for it. */
export const DROP_PREVIEW_IMAGE_SANDBOX_BASIC_AUTH =
  'esports-admin-preview:esports-admin-preview-secret';

export interface DropPreviewRarityDto {
  name: string;
  badgeForegroundColor: string;
  badgeBackgroundColor: string;
  notificationColorOne: string | null;
  notificationColorTwo: string | null;
}

export interface DropPreviewDataDto {
  /** The title in the requested locale (en_US fallback already applied). */
  title: string;
  description: string;
  sponsor: string;
  league: string;
  rarity: DropPreviewRarityDto | null;
  cardProgramImageURL: string | null;
  cardOverlaySponsorImageURL: string | null;
  presentedBySponsorImageURL: string | null;
}

export interface DropPreviewImageRequestDto {
  type: 'dropTrigger';
  isPreview: boolean;
  locale: string;
  data: DropPreviewDataDto;
}
