import { $isAgent } from '../../stores/auth';

/**
 * Keeps the promotion banner for non-agents only (SPEC section 2 and 6) while the page is
 * open, following sign-in and sign-out in this or another tab. The banner's own inline
 * script hides it for agents before the first paint. Returns the unsubscribe function.
 */
export function syncPromoBanner(): () => void {
  return $isAgent.subscribe((agent) => {
    for (const banner of document.querySelectorAll<HTMLElement>('[data-promo-banner]'))
      banner.hidden = agent;
  });
}
