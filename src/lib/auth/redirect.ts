import { matchRoute, routeUrl } from '../routes';
import { safeLocalPath } from '../urls';

/**
 * Where to go after logging in or out (SPEC section 4): the localised home, or a same-site
 * path asked for with `?redirect=` (never another site, never the login page itself).
 */
export function afterAuthPath(locale: string, redirect?: string | null): string {
  const path = safeLocalPath(redirect);
  if (path && matchRoute(path.split(/[?#]/)[0] ?? '')?.name !== 'login') return path;
  return routeUrl('index', {}, locale);
}
