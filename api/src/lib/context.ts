import type { DatabaseSync } from 'node:sqlite';
import type { Config } from '../config.ts';
import type { Catalog } from '../domain/catalog.ts';
import type { Locale } from './i18n.ts';
import type { RateLimiter } from './rate-limit.ts';

/** A user as stored. */
export interface UserRow {
  id: number;
  name: string;
  email: string;
  password_hash: string;
  avatar: string | null;
  plan_id: number | null;
  fid: number | null;
  options: string;
  actions: string;
  created_at: string;
}

/** The session of a request (server side, in sqlite). */
export interface SessionInfo {
  idHash: string;
  userId: number | null;
  csrfToken: string;
  remember: boolean;
}

/** Everything the routes share: database, configuration, in-memory catalogue, limiters. */
export interface Services {
  db: DatabaseSync;
  config: Config;
  catalog: Catalog;
  /** Key for signing rate ids (kept in the database so ids survive a restart). */
  secret: string;
  limiters: { login: RateLimiter; register: RateLimiter; lead: RateLimiter };
}

/** Hono environment of every sub-app. */
export interface AppEnv {
  Variables: {
    services: Services;
    locale: Locale;
    session: SessionInfo | null;
    user: UserRow | null;
  };
}
