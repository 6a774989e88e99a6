import { EXTERNAL } from '../links';
import type { User } from '../types';
import { isAgent } from './roles';

/**
 * The sales-site areas `/sso?target=` may hand over to (SPEC section 1), with their path on
 * the sales site. Nothing else is ever redirected to.
 */
export const SSO_TARGETS = {
  'new-site': '/',
  flights: '/flights',
  packages: '/packages',
  cars: '/cars',
  tickets: '/tickets',
  carts: '/carts',
} as const;

export type SsoTarget = keyof typeof SSO_TARGETS;

/** Targets only agents may open (SPEC section 6). */
const AGENTS_ONLY: ReadonlySet<SsoTarget> = new Set(['flights', 'cars', 'tickets']);

export type SsoDecision =
  | { kind: 'go'; target: SsoTarget; url: string }
  | { kind: 'unknown' }
  | { kind: 'signIn'; target: SsoTarget }
  | { kind: 'agentsOnly'; target: SsoTarget };

/** Whether `value` is one of the allowed targets. */
export function isSsoTarget(value: string | null | undefined): value is SsoTarget {
  return typeof value === 'string' && Object.hasOwn(SSO_TARGETS, value);
}

/**
 * What `/sso?target=…` does for a user: hand over to the sales site (the address is built
 * from configuration and the fixed path of the target, never from the query), ask a visitor
 * to sign in, refuse an agents-only target to a non-agent, or say the target is unknown.
 */
export function ssoDecision(
  target: string | null | undefined,
  user: User | null,
  locale: string,
  salesSite: string = EXTERNAL.salesSite,
): SsoDecision {
  if (!isSsoTarget(target)) return { kind: 'unknown' };
  if (!user) return { kind: 'signIn', target };
  if (AGENTS_ONLY.has(target) && !isAgent(user)) return { kind: 'agentsOnly', target };
  const url = new URL(SSO_TARGETS[target], salesSite);
  url.searchParams.set('locale', locale);
  return { kind: 'go', target, url: url.href };
}
