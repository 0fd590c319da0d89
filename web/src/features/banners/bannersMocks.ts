/** Banners answers for the page tests, in the shape the pages' documents select. */
import type { MockLink } from '@apollo/client/testing';
import type { BannerConfigurationStatus } from '@esports-admin/schema/rules/banners';
import {
  BannerListPageDocument,
  type BannerAccess,
  type BannerListPage_LeagueFragment,
  type BannerListPage_RowFragment,
} from '../../__generated__/graphql';

const dataLeague = (id: string, name: string) => ({ __typename: 'League' as const, id, name });

export function bannerLeagueFixture(
  id: string,
  slug: string,
  name: string | null,
  patches: { patch: string; status: BannerConfigurationStatus; configVersion: number }[] = [],
): BannerListPage_LeagueFragment & { __typename: 'BannerLeague' } {
  return {
    __typename: 'BannerLeague',
    id,
    eldsId: `elds-${slug}`,
    slug,
    league: name === null ? null : dataLeague(`elds-${slug}`, name),
    patches: patches.map(({ patch, status, configVersion }) => ({
      __typename: 'BannerPatch' as const,
      id: `${id}:${patch}`,
      patch,
      configuration: {
        __typename: 'BannerConfiguration' as const,
        id: `${id}-${patch}-v${configVersion}`,
        status,
        configVersion,
      },
    })),
  };
}

export const LCK = bannerLeagueFixture('b-lck', 'lck', 'LCK', [
  { patch: '15.3', status: 'needs_screenshots', configVersion: 2 },
  { patch: '15.2', status: 'approved', configVersion: 1 },
]);
export const LEC = bannerLeagueFixture('b-lec', 'lec', 'LEC', [
  { patch: '15.3', status: 'needs_screenshots', configVersion: 1 },
]);
/** A league the data service no longer knows: staff read its slug. */
export const RETIRED = bannerLeagueFixture('b-old', 'old-league', null, [
  { patch: '14.24', status: 'needs_screenshots', configVersion: 3 },
]);

export function bannerRowFixture(
  league: BannerListPage_LeagueFragment,
  patch: string,
): BannerListPage_RowFragment & { __typename: 'BannerPatch' } {
  const made = league.patches.find((p) => p.patch === patch)?.configuration;
  if (!made) throw new Error(`no configuration of ${league.slug} ${patch}`);
  const rowLeague = {
    __typename: 'BannerLeague' as const,
    id: league.id,
    slug: league.slug,
    league: league.league,
  };
  return {
    __typename: 'BannerPatch',
    id: `${league.id}:${patch}`,
    version: `v-${league.id}-${patch}`,
    patch,
    league: rowLeague,
    configuration: { ...made, updatedAt: '2026-11-20T14:05:00.000Z' },
  };
}

/** The first patches of bannerPatches, in the spec's order (15.1, 15.2, …). */
export const SOME_PATCHES = ['15.1', '15.2', '15.3', '15.4'];

export function listMock(
  status: BannerConfigurationStatus,
  rows: ReturnType<typeof bannerRowFixture>[],
  {
    access = 'full_access',
    leagues = [LCK, LEC, RETIRED],
  }: { access?: BannerAccess; leagues?: ReturnType<typeof bannerLeagueFixture>[] } = {},
): MockLink.MockedResponse {
  return {
    request: { query: BannerListPageDocument, variables: { status } },
    result: {
      data: {
        bannerAccess: access,
        bannerConfigurations: rows,
        bannerLeagues: leagues,
        bannerPatches: SOME_PATCHES,
      },
    },
  };
}
