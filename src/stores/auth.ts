import { computed } from 'nanostores';
import { clearPersonalCaches } from '../lib/offline/personal';
import type { User } from '../lib/types';
import { is, persisted } from './persisted';
import { resetPriceDisplay } from './price-display';

function parseUser(value: unknown): User | null | undefined {
  if (value === null) return null;
  if (!is.record(value) || !is.string(value.name) || !is.finite(value.id)) return undefined;
  const options = is.record(value.options) ? value.options : {};
  return {
    id: value.id,
    name: value.name,
    email: is.string(value.email) ? value.email : '',
    avatar: is.string(value.avatar) ? value.avatar : null,
    plan_id: is.finite(value.plan_id) ? value.plan_id : null,
    options: {
      flights: options.flights === true,
      packages: options.packages === true,
      crm: options.crm === true,
      vouchers: options.vouchers === true,
    },
    actions: Array.isArray(value.actions) ? value.actions.filter(is.string) : [],
    fid: is.finite(value.fid) ? value.fid : null,
    role: value.role === 'staff' ? 'staff' : 'user',
  };
}

/** Whether the session was checked with the API since the page loaded this tab's state. */
export const $authCheck = persisted<boolean>('authCheck', false, (v) =>
  is.boolean(v) ? v : undefined,
);

/** The signed-in user, or null for a visitor. */
export const $authUser = persisted<User | null>('authUser', null, parseUser);

/** An agent is a signed-in user whose plan_id is non-null (SPEC section 6). */
export const $isAgent = computed($authUser, (user) => user !== null && user.plan_id !== null);

/** Signed in: store the user; the price display goes back to net (SPEC section 4). */
export function signedIn(user: User): void {
  $authUser.set(user);
  $authCheck.set(true);
  resetPriceDisplay();
}

/**
 * Signed out (logout or a 401): forget the user; the price display goes back to net; the
 * personal pages and files saved for offline use are removed (`logOut` waits for that).
 */
export function signedOut(): void {
  $authUser.set(null);
  $authCheck.set(true);
  resetPriceDisplay();
  void clearPersonalCaches();
}
