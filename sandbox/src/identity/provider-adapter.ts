import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { SqlClient } from '../store';

/**
 * oidc-provider's sessions, grants, codes and refresh tokens, kept in the sandbox's store so a
 * signed-in browser and the gateway's refresh tokens outlive a sandbox restart.
 */
export const PROVIDER_MODEL_TABLES = `
  create table if not exists identity_provider_models (
    model text not null,
    id text not null,
    payload jsonb not null,
    grant_id text,
    uid text,
    user_code text,
    expires_at timestamptz,
    primary key (model, id)
  );
  create index if not exists identity_provider_models_grant on identity_provider_models (model, grant_id);
`;

const LIVE = '(expires_at is null or expires_at > now())';

export async function removeExpiredProviderModels(db: SqlClient): Promise<void> {
  await db.query('delete from identity_provider_models where expires_at <= now()');
}

/** One adapter per oidc-provider model (Session, Grant, RefreshToken, …). */
export class StoreAdapter implements Adapter {
  constructor(
    private readonly db: SqlClient,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.db.query(
      `insert into identity_provider_models (model, id, payload, grant_id, uid, user_code, expires_at)
       values ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7::double precision))
       on conflict (model, id) do update set payload = excluded.payload,
         grant_id = excluded.grant_id, uid = excluded.uid, user_code = excluded.user_code,
         expires_at = excluded.expires_at`,
      [
        this.model,
        id,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.uid ?? null,
        payload.userCode ?? null,
        expiresIn ?? null,
      ],
    );
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string) {
    const [row] = await this.db.query<{ payload: AdapterPayload }>(
      `select payload from identity_provider_models where model = $1 and ${column} = $2 and ${LIVE}`,
      [this.model, value],
    );
    return row?.payload;
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query(
      `update identity_provider_models
       set payload = payload || jsonb_build_object('consumed', floor(extract(epoch from now()))::bigint)
       where model = $1 and id = $2`,
      [this.model, id],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('delete from identity_provider_models where model = $1 and id = $2', [
      this.model,
      id,
    ]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('delete from identity_provider_models where model = $1 and grant_id = $2', [
      this.model,
      grantId,
    ]);
  }
}
