/**
 * Site configuration from environment variables, read at build time (static pages)
 * and at start (on-demand pages). Every value has a default that runs the demo.
 */
const env = import.meta.env;

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** The product's own brand name; white-label partners replace it (SPEC section 1). */
export const BRAND_NAME = text(env.PUBLIC_BRAND_NAME, 'Stayway');

/** The canonical origin of the storefront, for canonical and hreflang links. */
export const SITE_URL = text(env.PUBLIC_SITE_URL, 'http://localhost:4321').replace(/\/+$/, '');

/**
 * The booking API base address browsers call (SPEC section 7): `/api` on the site's own
 * origin by default, which the front server forwards to the API (server/api-proxy.ts), so
 * cookies and the anti-forgery token work on any host; an absolute address when a deployment
 * exposes the API directly (`PUBLIC_API_URL`).
 */
export const API_URL = text(env.PUBLIC_API_URL, '/api').replace(/\/+$/, '');

/** The shared bearer token of signed-out API requests (SPEC section 6 and 7); public by design. */
export const PUBLIC_CLIENT_TOKEN = text(env.PUBLIC_CLIENT_TOKEN, 'storefront-public-token');

/** Theme colour of SPEC section 9. */
export const THEME_COLOR = '#044AFF';

/** Fallback image for hotels without one (SPEC section 9). */
export const PLACEHOLDER_IMAGE = '/images/placeholder.jpg';

/** The savings claim of SPEC section 1 ("up to 75% off"), as a percentage. */
export const MAX_SAVINGS_PERCENT = 75;
