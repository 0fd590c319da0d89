/**
 * Server-side sessions: the browser holds only an opaque id in an httpOnly cookie; tokens stay
 * here. In memory by default; in Redis when REDIS_URL is set, so gateway replicas share them.
 * The same store keeps pending sign-ins (state, nonce, PKCE verifier) for a few minutes.
 */
import { randomBytes } from 'node:crypto';
import { REDIS_COMMAND_TIMEOUT_MS } from '@esports-admin/schema/rules/constants';
import { Redis } from 'ioredis';

export interface SessionTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string | null;
  /** Epoch ms when the access token expires. */
  expiresAt: number;
}

export interface Session {
  id: string;
  username: string;
  name: string;
  email: string | null;
  tokens: SessionTokens;
  createdAt: number;
}

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  returnTo: string;
}

export interface KeyValueStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the key only when it is absent; true when this call set it (a short lock). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Resolves when the store answers (readiness); rejects when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryStore implements KeyValueStore {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  get(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return Promise.resolve(null);
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return Promise.resolve(null);
    }
    return Promise.resolve(entry.value);
  }

  set(key: string, value: string, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    return Promise.resolve();
  }

  async claim(key: string, ttlMs: number) {
    if ((await this.get(key)) !== null) return false;
    await this.set(key, '1', ttlMs);
    return true;
  }

  delete(key: string) {
    this.entries.delete(key);
    return Promise.resolve();
  }

  ping() {
    return Promise.resolve();
  }

  close() {
    this.entries.clear();
    return Promise.resolve();
  }
}

export class RedisStore implements KeyValueStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    // A command waits at most REDIS_COMMAND_TIMEOUT_MS: while Redis is away a request is slowed, not held.
    this.redis = new Redis(url, {
      lazyConnect: false,
      maxRetriesPerRequest: 2,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    });
    // A failed command rejects on its own; the client's error events add nothing but noise.
    this.redis.on('error', () => undefined);
  }

  get(key: string) {
    return this.redis.get(this.prefix + key);
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.redis.set(this.prefix + key, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async claim(key: string, ttlMs: number) {
    return (await this.redis.set(this.prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK';
  }

  async delete(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async ping() {
    await this.redis.ping();
  }

  /** Closes even when Redis is gone: QUIT would then wait for its command timeout and fail. */
  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createKeyValueStore(redisUrl: string | undefined, prefix: string): KeyValueStore {
  return redisUrl ? new RedisStore(redisUrl, prefix) : new MemoryStore();
}

const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;

export class SessionStore {
  constructor(
    private readonly store: KeyValueStore,
    private readonly ttlMs: number,
  ) {}

  async create(session: Omit<Session, 'id' | 'createdAt'>): Promise<Session> {
    const created: Session = {
      ...session,
      id: randomBytes(32).toString('base64url'),
      createdAt: Date.now(),
    };
    await this.save(created);
    return created;
  }

  async get(id: string): Promise<Session | null> {
    const stored = await this.store.get(`session:${id}`);
    return stored ? (JSON.parse(stored) as Session) : null;
  }

  async save(session: Session) {
    const remaining = session.createdAt + this.ttlMs - Date.now();
    await this.store.set(`session:${session.id}`, JSON.stringify(session), remaining);
  }

  destroy(id: string) {
    return this.store.delete(`session:${id}`);
  }

  /**
   * The right to refresh a session's tokens, shared by every replica: refresh tokens rotate and
   * a reused one revokes the grant, so only one refresh may run at a time.
   */
  claimRefresh(id: string, ttlMs: number) {
    return this.store.claim(`refresh:${id}`, ttlMs);
  }

  releaseRefresh(id: string) {
    return this.store.delete(`refresh:${id}`);
  }

  async rememberSignIn(pending: PendingSignIn) {
    await this.store.set(
      `signin:${pending.state}`,
      JSON.stringify(pending),
      PENDING_SIGN_IN_TTL_MS,
    );
  }

  /** A pending sign-in can be completed once. */
  async takeSignIn(state: string): Promise<PendingSignIn | null> {
    const stored = await this.store.get(`signin:${state}`);
    if (!stored) return null;
    await this.store.delete(`signin:${state}`);
    return JSON.parse(stored) as PendingSignIn;
  }
}
