import type { DropPreviewDataDto } from '@esports-admin/schema/upstream/drop-preview-image';
import type { GatewayContext } from '../../context';
import { dropsOfGroup, textInLocale, textsOfKey } from '../drops/mapping';

/** The drop card's data for the preview function: the title in the locale, the rarity colours. */
async function previewData(
  dropId: string,
  locale: string,
  { apis, loaders }: GatewayContext,
): Promise<DropPreviewDataDto | null> {
  const groups = await apis.drops.getDropGroups();
  const drop = groups.flatMap(dropsOfGroup).find((candidate) => candidate.dropID === dropId);
  if (!drop) return null;
  const [rarities, localizations] = await Promise.all([
    drop.rarityID ? apis.drops.getRarities() : Promise.resolve([]),
    loaders.localizationGroups.load(drop.titleLocalizationGroup),
  ]);
  const rarity = rarities.find((candidate) => candidate.id === drop.rarityID) ?? null;
  const texts = textsOfKey(localizations, drop.titleLocalizationGroup);
  return {
    title: textInLocale(texts, locale, drop.title),
    description: drop.description,
    sponsor: drop.sponsor,
    league: drop.league,
    rarity: rarity && {
      name: rarity.name,
      badgeForegroundColor: rarity.badgeForegroundColor,
      badgeBackgroundColor: rarity.badgeBackgroundColor,
      notificationColorOne: rarity.notificationColorOne,
      notificationColorTwo: rarity.notificationColorTwo,
    },
    cardProgramImageURL: drop.cardProgramImageURL,
    cardOverlaySponsorImageURL: drop.cardOverlaySponsorImageURL,
    presentedBySponsorImageURL: drop.presentedBySponsorImageURL,
  };
}

/** Spec 3 §7 "Preview image": the function's image, as a data URL the web shows in an <img>. */
export async function dropPreviewImage(
  dropId: string,
  locale: string,
  context: GatewayContext,
): Promise<string | null> {
  const data = await previewData(dropId, locale, context);
  if (!data) return null;
  const svg = await context.apis.dropPreviewImage.renderDropPreview({
    type: 'dropTrigger',
    isPreview: true,
    locale,
    data,
  });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
