/** Banner records as the services answer them, for the resolver tests. */
import type { LeagueDto } from '@esports-admin/schema/upstream/elds';
import type {
  BannerConfigurationRefDto,
  BannerLeagueDto,
} from '@esports-admin/schema/upstream/banners';
import { vi } from 'vitest';

export function configurationRef(
  overrides: Partial<BannerConfigurationRefDto> = {},
): BannerConfigurationRefDto {
  return {
    id: 'cfg-1',
    url: 'game-configs/lck-15.3-1.json',
    status: 'needs_screenshots',
    version: 1,
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

export function bannerLeagueDto(overrides: Partial<BannerLeagueDto> = {}): BannerLeagueDto {
  return {
    id: 'bl-lck',
    eldsId: 'lck',
    slug: 'lck',
    patches: [{ patch: '15.3', configuration: configurationRef() }],
    updatedAt: 1_700_000_000_000,
    ...overrides,
  };
}

export function eldsLeague(overrides: Partial<LeagueDto> = {}): LeagueDto {
  return {
    id: 'lck',
    name: 'LCK',
    slug: 'lck',
    sport: 'lol',
    status: 'active',
    region: 'Korea',
    priority: 1,
    lightLogoUrl: null,
    ...overrides,
  };
}

/** The data service's leagues by id, as the league loader reads them. */
export const eldsLeagues = (...leagues: LeagueDto[]) => ({
  getLeague: vi.fn((id: string) => Promise.resolve(leagues.find((l) => l.id === id) ?? null)),
});

export const ticket = (key: string, method = 'PUT') => ({
  url: `http://store.test/${key}?sig=1`,
  key,
  method,
  expiresAt: '2026-11-27T10:15:00.000Z',
  publicUrl: null,
});
