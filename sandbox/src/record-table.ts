/**
 * A resource kept whole as a JSON body by id, with the one column it is listed by (its owner: a
 * tournament, a prompt, a sport …) and a sequence for new ids. The table itself is created by the
 * service's DDL: `id text primary key, owner_id text not null, body json not null`.
 */
import { notFound } from './errors';
import { nextId, type SqlClient } from './store';

export function recordTable<Dto extends { id: string }>(
  table: string,
  sequence: string,
  noun: string,
  ownerOf: (record: Dto) => string,
) {
  /** `forUpdate` holds the row until the transaction ends: concurrent state changes queue. */
  const findOrNull = async (db: SqlClient, id: string, forUpdate = false): Promise<Dto | null> => {
    const [row] = await db.query<{ body: Dto }>(
      `select body from ${table} where id = $1${forUpdate ? ' for update' : ''}`,
      [id],
    );
    return row?.body ?? null;
  };
  return {
    nextId: (db: SqlClient) => nextId(db, sequence),
    /** Every record, or one owner's, by id. */
    list: async (db: SqlClient, ownerId?: string): Promise<Dto[]> => {
      const rows = await db.query<{ body: Dto }>(
        `select body from ${table} ${ownerId === undefined ? '' : 'where owner_id = $1'}
         order by id::bigint, id`,
        ownerId === undefined ? [] : [ownerId],
      );
      return rows.map((row) => row.body);
    },
    findOrNull,
    find: async (db: SqlClient, id: string, forUpdate = false): Promise<Dto> => {
      const found = await findOrNull(db, id, forUpdate);
      if (!found) throw notFound(`${noun} ${id} not found`);
      return found;
    },
    save: async (db: SqlClient, record: Dto): Promise<Dto> => {
      await db.query(
        `insert into ${table} (id, owner_id, body) values ($1, $2, $3)
         on conflict (id) do update set owner_id = $2, body = $3`,
        [record.id, ownerOf(record), JSON.stringify(record)],
      );
      return record;
    },
    remove: async (db: SqlClient, id: string): Promise<void> => {
      await db.query(`delete from ${table} where id = $1`, [id]);
    },
  };
}

/** `updatedAt` moves forward on every change, even two in the same millisecond. */
export const bumped = (previous: number, now: number) => Math.max(now, previous + 1);
