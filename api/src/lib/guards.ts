import type { Context, MiddlewareHandler } from 'hono';
import type { User } from '../../../contract/user.ts';
import type { AppEnv, UserRow } from './context.ts';
import { ApiError } from './errors.ts';
import { t } from './i18n.ts';
import { readCookie, safeEqual, XSRF_COOKIE } from './sessions.ts';

/** The user JSON of the API (contract/user.ts). */
export type UserView = User;

/** Shapes a stored user for answers. */
export function userView(user: UserRow): UserView {
  const options = JSON.parse(user.options) as Partial<UserView['options']>;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    plan_id: user.plan_id,
    options: {
      flights: options.flights === true,
      packages: options.packages === true,
      crm: options.crm === true,
      vouchers: options.vouchers === true,
    },
    actions: JSON.parse(user.actions) as string[],
    fid: user.fid,
    role: user.role,
  };
}

/** The signed-in user, or a 401. */
export function requireUser(c: Context<AppEnv>): UserRow {
  const user = c.get('user');
  if (!user) throw new ApiError(401, t(c.get('locale'), 'auth.unauthenticated'));
  return user;
}

const BEARER_EXEMPT = [
  /^\/login$/,
  /^\/v3\/auth$/,
  /^\/sanctum\/csrf-cookie$/,
  /^\/pay\//,
  // Document downloads carry their own signed, expiring link.
  /^\/v3\/documents\/[0-9a-f-]{36}\/(?:voucher\.pdf|calendar\.ics)$/,
  /^\/openapi\.json$/,
  /^\/docs\/?$/,
  /^\/assets\//,
  /^\/__test\//,
  /^\/health$/,
  /^\/demo\/mail(?:\/|$)/,
];
const CSRF_EXEMPT = [/^\/pay\//, /^\/__test\//];
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Signed-out requests (other than login, the user fetch, the CSRF cookie, the payment pages,
 * the signed document links, the docs and assets) must carry `Authorization: Bearer <PUBLIC_CLIENT_TOKEN>`, else 401.
 */
export const bearerGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (
    c.req.method === 'OPTIONS' ||
    c.get('user') ||
    BEARER_EXEMPT.some((re) => re.test(c.req.path))
  ) {
    await next();
    return;
  }
  const header = c.req.header('authorization') ?? '';
  const expected = `Bearer ${c.get('services').config.publicClientToken}`;
  if (!safeEqual(header, expected)) throw new ApiError(401, t(c.get('locale'), 'auth.bearer'));
  await next();
};

/**
 * State-changing requests need an `X-XSRF-TOKEN` header equal to the `XSRF-TOKEN` cookie
 * (`__Host-XSRF-TOKEN` over https) and to
 * the session's token (from GET /sanctum/csrf-cookie), else 419.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!UNSAFE.has(c.req.method) || CSRF_EXEMPT.some((re) => re.test(c.req.path))) {
    await next();
    return;
  }
  const session = c.get('session');
  let header = c.req.header('x-xsrf-token') ?? '';
  try {
    header = decodeURIComponent(header);
  } catch {
    header = '';
  }
  const cookie = readCookie(c, XSRF_COOKIE) ?? '';
  if (!session || !header || !safeEqual(header, cookie) || !safeEqual(header, session.csrfToken)) {
    throw new ApiError(419, t(c.get('locale'), 'csrf.mismatch'));
  }
  await next();
};
