/**
 * The zip of a banner configuration (spec 2 §7, `bannerPackageKey`): its configuration file, the
 * textures its banners name and the screenshots stored for its version.
 */
import { zipSync, type Zippable } from 'fflate';
import { bannerScreenshotsFolder } from '@esports-admin/schema/rules/banners';
import type { BannerConfigurationFileDto } from '@esports-admin/schema/upstream/banners';

const PACKAGE_KEY = /^game-configs\/([a-z0-9_-]+)-(\d+\.\d+)-(\d+)\.zip$/;

export const isBannerPackageKey = (key: string) => PACKAGE_KEY.test(key);

/** The configuration file a zip key packs. */
export const packagedConfigurationKey = (zipKey: string) => zipKey.replace(/\.zip$/, '.json');

/** How the packer reads the banner files of the store. */
export interface BannerFiles {
  read(key: string): Promise<Buffer | null>;
  list(prefix: string): Promise<string[]>;
}

const fileName = (key: string) => key.slice(key.lastIndexOf('/') + 1);

/** The texture keys a configuration file names; none when it is not a configuration. */
function namedTextures(configuration: Buffer): string[] {
  let file: Partial<BannerConfigurationFileDto> | null;
  try {
    file = JSON.parse(configuration.toString('utf8')) as Partial<BannerConfigurationFileDto>;
  } catch {
    return [];
  }
  const banners = Object.values(file?.banners ?? {});
  return [...new Set(banners.map((banner) => banner.texture))].filter(
    (texture) => typeof texture === 'string',
  );
}

/** The zip of `zipKey` (an `isBannerPackageKey`), or null when its configuration is not stored. */
export async function packBannerConfiguration(
  files: BannerFiles,
  zipKey: string,
): Promise<Uint8Array | null> {
  const [, slug, patch, version] = PACKAGE_KEY.exec(zipKey)!;
  const configuration = await files.read(packagedConfigurationKey(zipKey));
  if (!configuration) return null;
  // PNGs are compressed already: stored as they are.
  const entries: Zippable = { 'configuration.json': configuration };
  for (const texture of namedTextures(configuration)) {
    const bytes = await files.read(texture);
    if (bytes) entries[`textures/${fileName(texture)}`] = [bytes, { level: 0 }];
  }
  for (const screenshot of await files.list(bannerScreenshotsFolder(slug!, patch!, +version!))) {
    const bytes = await files.read(screenshot);
    if (bytes) entries[`screenshots/${fileName(screenshot)}`] = [bytes, { level: 0 }];
  }
  return zipSync(entries);
}
