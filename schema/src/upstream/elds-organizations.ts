/**
 * The data service's organizations (spec 2 §3, spec 3 §3, §7 "Organizations"): sport-less, so
 * one list serves every sport. Paths are relative to ELDS_BASE_PATH.
 */

export type OrganizationStatusDto = 'active' | 'archived';

/** Image URLs of an organization's logo set; null where none is stored. */
export interface LogoBundleDto {
  lightLogo: string | null;
  darkLogo: string | null;
  altLightLogo: string | null;
  altDarkLogo: string | null;
  plateImage: string | null;
  backgroundImage: string | null;
}

export const LOGO_BUNDLE_KEYS = [
  'lightLogo',
  'darkLogo',
  'altLightLogo',
  'altDarkLogo',
  'plateImage',
  'backgroundImage',
] as const satisfies readonly (keyof LogoBundleDto)[];

export interface OrganizationDto {
  id: string;
  name: string;
  tricode: string;
  status: OrganizationStatusDto;
  /** '#rrggbb' (or '#rgb'), or null. */
  primaryColor: string | null;
  secondaryColor: string | null;
  logoBundle: LogoBundleDto;
}

/** POST /organizations and PUT /organizations/{id} body. */
export type OrganizationWriteDto = Omit<OrganizationDto, 'id'>;

/** GET /organizations?status=&search=&organizationIds=a,b */
export interface OrganizationListDto {
  organizations: OrganizationDto[];
}
