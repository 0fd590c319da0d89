/** Banner editor answers for the page tests, in the shape the editor's documents select. */
import type { MockLink } from '@apollo/client/testing';
import { BANNER_PROPS } from '@esports-admin/schema/rules/banner-props';
import type { BannerConfigurationStatus } from '@esports-admin/schema/rules/banners';
import {
  BannerEditorOtherPatchDocument,
  BannerEditorPageDocument,
  BannerEditorTexturesDocument,
  BannerPropPreviewsDocument,
  type BannerPropPreviewsQueryVariables,
} from '../../../__generated__/graphql';

export const LEAGUE_ID = 'b-lck';

export const PROPS = BANNER_PROPS.map((prop) => ({
  __typename: 'BannerProp' as const,
  id: prop.id,
  name: prop.name,
  x: prop.x,
  z: prop.z,
  attributes: { __typename: 'BannerPropAttributes' as const, ...prop.attributes },
}));

export const propName = (id: string) => PROPS.find((prop) => prop.id === id)!.name;

export const LOGO = 'lck/textures/1700-logo.png';
export const SPONSOR = 'lck/textures/1700-sponsor.png';

export const banner = (propId: string, texture = LOGO, group = 'Sponsors', name = 'Logo') => ({
  __typename: 'BannerAssignment' as const,
  propId,
  texture,
  group,
  name,
});

const screenshot = (propId: string) => ({
  __typename: 'BannerScreenshot' as const,
  key: `lck/15.3/2/screenshots/${propId}__1700-shot.png`,
  propId,
  fileName: `${propId}__1700-shot.png`,
});

/** The league's patches that have a configuration. */
const CONFIGURED = ['15.3', '15.2'];

export function patchFixture(
  patch: string,
  configuration: {
    status: BannerConfigurationStatus;
    configVersion: number;
    banners: ReturnType<typeof banner>[];
    shotOf: string[];
  } | null,
) {
  return {
    __typename: 'BannerPatch' as const,
    id: `${LEAGUE_ID}:${patch}`,
    version: `v-${patch}`,
    patch,
    league: {
      __typename: 'BannerLeague',
      id: LEAGUE_ID,
      eldsId: 'elds-lck',
      slug: 'lck',
      league: { __typename: 'League', id: 'elds-lck', name: 'LCK' },
      patches: CONFIGURED.map((configured) => ({
        __typename: 'BannerPatch' as const,
        id: `${LEAGUE_ID}:${configured}`,
        patch: configured,
      })),
    },
    configuration: configuration && {
      __typename: 'BannerConfiguration' as const,
      id: `${LEAGUE_ID}-${patch}-v${configuration.configVersion}`,
      status: configuration.status,
      configVersion: configuration.configVersion,
      updatedAt: '2026-11-20T14:05:00.000Z',
      banners: configuration.banners,
      screenshots: configuration.shotOf.map(screenshot),
    },
  };
}

export const FOUNTAIN = 'fountain-blue-hero-1';
export const BARON = 'baron-alcove-hero-1';

/** Patch 15.3: two banners, the Baron one still without a screenshot. */
export const configured = (status: BannerConfigurationStatus = 'needs_screenshots') =>
  patchFixture('15.3', {
    status,
    configVersion: 2,
    banners: [banner(FOUNTAIN), banner(BARON, SPONSOR, 'Sponsors', 'Sponsor')],
    shotOf: status === 'needs_screenshots' ? [FOUNTAIN] : [FOUNTAIN, BARON],
  });

export const unconfigured = () => patchFixture('15.4', null);

export function pageMock(
  record: ReturnType<typeof patchFixture>,
  bannerAccess: 'full_access' | 'disallowed' = 'full_access',
): MockLink.MockedResponse {
  return {
    request: {
      query: BannerEditorPageDocument,
      variables: { leagueId: LEAGUE_ID, patch: record.patch },
    },
    result: { data: { bannerAccess, bannerProps: PROPS, bannerPatch: record } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const texturesMock: MockLink.MockedResponse = {
  request: { query: BannerEditorTexturesDocument, variables: { leagueId: LEAGUE_ID } },
  result: {
    data: {
      bannerTextures: [LOGO, SPONSOR].map((key) => ({
        __typename: 'BannerTexture',
        key,
        fileName: key.split('/')[2],
      })),
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** Patch 15.2's banners: the Baron prop had the logo, and a Dragon banner since removed. */
export const otherPatchMock: MockLink.MockedResponse = {
  request: {
    query: BannerEditorOtherPatchDocument,
    variables: { leagueId: LEAGUE_ID, patch: '15.2' },
  },
  result: {
    data: {
      bannerPatch: {
        __typename: 'BannerPatch',
        id: `${LEAGUE_ID}:15.2`,
        patch: '15.2',
        configuration: {
          __typename: 'BannerConfiguration',
          id: `${LEAGUE_ID}-15.2-v1`,
          configVersion: 1,
          banners: [banner(FOUNTAIN), banner(BARON), banner('dragon-alcove-hero-1')],
        },
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const otherPatch153Mock: MockLink.MockedResponse = {
  ...otherPatchMock,
  request: {
    query: BannerEditorOtherPatchDocument,
    variables: { leagueId: LEAGUE_ID, patch: '15.3' },
  },
  result: {
    data: {
      bannerPatch: {
        __typename: 'BannerPatch',
        id: `${LEAGUE_ID}:15.3`,
        patch: '15.3',
        configuration: {
          __typename: 'BannerConfiguration',
          id: `${LEAGUE_ID}-15.3-v2`,
          configVersion: 2,
          banners: [banner(FOUNTAIN)],
        },
      },
    },
  },
};

/** The selected prop's previews, whichever prop and texture: the patch 15.3 screenshot of it. */
export const previewsMock: MockLink.MockedResponse = {
  request: { query: BannerPropPreviewsDocument, variables: () => true },
  result: (variables: Record<string, unknown>) => {
    const { patch, propId, texture, withTexture } = variables as BannerPropPreviewsQueryVariables;
    const record = patch === '15.3' ? configured() : null;
    const config = record?.configuration;
    return {
      data: {
        ...(withTexture
          ? {
              bannerTextures: [
                {
                  __typename: 'BannerTexture',
                  key: texture,
                  previewUrl: `https://assets.test/${texture}`,
                },
              ],
            }
          : {}),
        bannerPatch: {
          __typename: 'BannerPatch',
          id: `${LEAGUE_ID}:${patch}`,
          configuration: config && {
            __typename: 'BannerConfiguration',
            id: config.id,
            screenshots: config.screenshots
              .filter((shot) => shot.propId === propId)
              .map((shot) => ({
                __typename: 'BannerScreenshot',
                key: shot.key,
                previewUrl: `https://assets.test/${shot.key}`,
              })),
          },
        },
      },
    };
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
