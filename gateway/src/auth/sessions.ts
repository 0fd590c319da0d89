/**
 * Server-side sessions: the browser holds only an opaque id in an httpOnly cookie; tokens stay
 * in the gateway's shared store (shared-store.ts), so gateway replicas share them.
 * The same store keeps pending sign-ins (state, nonce, PKCE verifier) for a few minutes.
 */
import { randomBytes } from 'node:crypto';
import type { SharedStore } from '../shared-store';

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

const PENDING_SIGN_IN_TTL_MS = 10 * 60 * 1000;

export class SessionStore {
  constructor(
    private readonly store: SharedStore,
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
    return this.store.claim(`refresh:${id}`, '1', ttlMs);
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
