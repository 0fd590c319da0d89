/**
 * Banner tables: each league kept whole as a JSON body by id (its patches' configurations inside),
 * listed by its data-service league, and the callers' banner access by subject.
 */
import type { BannerAccess } from '@esports-admin/schema/rules/banners';
import type { BannerLeagueDto } from '@esports-admin/schema/upstream/banners';
import { recordTable } from '../../record-table';
import { nextId, type SqlClient } from '../../store';

export const BANNER_TABLES = `
  create table if not exists banner_leagues (
    id text primary key, owner_id text not null, body json not null
  );
  create table if not exists banner_access (
    subject text primary key, access text not null
  );
  create sequence if not exists banner_league_ids start with 6100001;
  create sequence if not exists banner_configuration_ids start with 6200001;
`;

export const bannerLeagues = recordTable<BannerLeagueDto>(
  'banner_leagues',
  'banner_league_ids',
  'Banner league',
  (league) => league.eldsId,
);

/** Every version of a patch's configuration has an id of its own. */
export const nextConfigurationId = (db: SqlClient) => nextId(db, 'banner_configuration_ids');

/** A caller's access: disallowed unless granted (client-credential tokens included). */
export async function bannerAccessOf(db: SqlClient, subject: string): Promise<BannerAccess> {
  const [row] = await db.query<{ access: BannerAccess }>(
    'select access from banner_access where subject = $1',
    [subject],
  );
  return row?.access ?? 'disallowed';
}

export async function grantBannerAccess(db: SqlClient, subject: string, access: BannerAccess) {
  await db.query(
    `insert into banner_access (subject, access) values ($1, $2)
     on conflict (subject) do update set access = $2`,
    [subject, access],
  );
}
