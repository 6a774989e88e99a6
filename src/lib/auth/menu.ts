import type { KeysAfter } from '../i18n/keys';
import { EXTERNAL, joinAgentUrl } from '../links';
import { routeUrl } from '../routes';
import type { User } from '../types';
import { canSeeAllReservations, isAgent } from './roles';

/** One entry of the user dropdown. */
export interface MenuItem {
  /** Stable name, also the `data-menu` attribute and the label key `menu.{key}`. */
  key: KeysAfter<'account', 'menu.'>;
  href: string;
  /** Opens in a new tab (`target="_blank" rel="noopener noreferrer"`). */
  external?: boolean;
  /** Opens the login modal (login, join) or the logout confirmation instead of navigating. */
  action?: 'login' | 'register' | 'logout';
}

/**
 * The account entries of the user dropdown for a visitor (`user` null), a signed-in user or
 * an agent (SPEC section 6). Non-agents get the join-as-agent and reservation-management
 * links; signed-in users My Reservations, the hotel confirmation number tool, My Vouchers
 * with `options.vouchers`, the sales-site links by the flights (New Site), packages and crm
 * (carts) flags, All Reservations with the `reservations` action; agents the agent
 * dashboard.
 */
export function accountMenu(user: User | null, locale: string, fid: number | null): MenuItem[] {
  const items: MenuItem[] = [];
  const login = routeUrl('login', {}, locale);
  if (!user) {
    items.push({ key: 'login', href: login, action: 'login' });
    items.push({
      key: 'join',
      href: routeUrl('login', {}, locale, { signUp: 1 }),
      action: 'register',
    });
  } else {
    items.push({ key: 'myReservations', href: routeUrl('account-reservations', {}, locale) });
    if (user.options.vouchers)
      items.push({ key: 'vouchers', href: routeUrl('vouchers', {}, locale) });
    if (canSeeAllReservations(user)) {
      items.push({
        key: 'allReservations',
        href: routeUrl('dashboard-bookings', {}, locale, { all: 'true' }),
      });
    }
    items.push({ key: 'hotelConfirmation', href: EXTERNAL.hotelConfirmation, external: true });
    if (isAgent(user)) {
      items.push({ key: 'agentDashboard', href: EXTERNAL.agentDashboard, external: true });
    }
    const sso = (target: string) => routeUrl('sso', {}, locale, { target });
    if (user.options.flights) items.push({ key: 'newSite', href: sso('new-site') });
    if (user.options.packages) items.push({ key: 'packages', href: sso('packages') });
    if (user.options.crm) items.push({ key: 'carts', href: sso('carts') });
    items.push({ key: 'profile', href: routeUrl('profile', {}, locale) });
  }
  if (!isAgent(user)) {
    items.push({ key: 'joinAgent', href: joinAgentUrl(locale, fid), external: true });
    items.push({ key: 'manageReservation', href: routeUrl('reservation', {}, locale) });
  }
  if (user) items.push({ key: 'logout', href: login, action: 'logout' });
  return items;
}
