import type { BlockList } from 'node:net';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
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
  /** `staff` works for the house (sees and manages the house's bookings); else `user`. */
  role: 'user' | 'staff';
  created_at: string;
}

/** The session of a request (server side, in the database). */
export interface SessionInfo {
  idHash: string;
  userId: number | null;
  csrfToken: string;
  remember: boolean;
}

/** Everything the routes share: database, configuration, in-memory catalogue, limits. */
export interface Services {
  db: Database;
  config: Config;
  catalog: Catalog;
  /** Key for signing rate ids: API_SIGNING_KEY, else (demo) the database's own key. */
  secret: string;
  /** Attempt counters in the database. */
  limits: RateLimiter;
  /** Peers whose X-Forwarded-For is believed. */
  trustedProxies: BlockList;
}

/** Hono environment of every sub-app. */
export interface AppEnv {
  Variables: {
    services: Services;
    locale: Locale;
    session: SessionInfo | null;
    user: UserRow | null;
    /** The client's address (X-Forwarded-For only from a trusted proxy). */
    clientIp: string;
  };
}
