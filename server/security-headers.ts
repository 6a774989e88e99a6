/**
 * The one place for security headers. Every response of the front server gets them (pages,
 * static files, error pages, proxied API answers) and the CDN headers file is written from
 * them, aiming at Mozilla Observatory's A+ (server/observatory.ts writes its rules down).
 */

/** What a response is, for the headers it needs. */
export type ResponseKind =
  /** An HTML page no other site may frame. */
  | 'page'
  /** The search widget: an HTML page other sites embed in an iframe. */
  | 'embeddable-page'
  /** Any other file: scripts, styles, images, JSON. */
  | 'file'
  /** The service worker script (`/sw.js`): its policy governs the worker's own requests. */
  | 'worker'
  /** An answer of the booking API forwarded under `/api`, `/pay/` or `/assets/`. */
  | 'api';

/** The parts of the page policy that come from the build. */
export interface PagePolicyInputs {
  /**
   * Astro's policy (`security.csp`): its `script-src` and `style-src` directives carry the
   * hashes of every inline script and style the build emits.
   */
  astroCsp: string;
  /** The booking API's origin when browsers call it directly (`PUBLIC_API_URL` elsewhere). */
  apiOrigin?: string | undefined;
  /** The tag-manager container is configured (`PUBLIC_GTM_ID`): its hosts are allowed. */
  tagManager?: boolean | undefined;
}

/** Browser features the site never uses, all denied (`Permissions-Policy`). */
const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/** Two years, as HSTS preload lists ask; Observatory wants at least six months. */
const HSTS = 'max-age=63072000';

const TAG_MANAGER_SCRIPTS = ['https://www.googletagmanager.com'];
const TAG_MANAGER_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/** The directives Astro owns: its hashes of inline scripts and styles. */
const ASTRO_DIRECTIVES = new Set([
  'script-src',
  'script-src-elem',
  'script-src-attr',
  'style-src',
  'style-src-elem',
  'style-src-attr',
]);

/** A Content-Security-Policy as directive name -> sources, in order. */
export type Policy = Map<string, string[]>;

/** Parses a policy (`a x y; b z`); later duplicates of a directive are ignored, as browsers do. */
export function parsePolicy(text: string): Policy {
  const policy: Policy = new Map();
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!policy.has(key)) policy.set(key, sources);
  }
  return policy;
}

/** Writes a policy back as a header value. */
export function serializePolicy(policy: Policy): string {
  return [...policy].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

/**
 * The Content-Security-Policy of HTML pages: only this site's scripts and the inline scripts
 * the build hashed (never 'unsafe-inline' for scripts), no plugins, no `<base>`, forms only
 * to this site (and the payment page on the API's origin when it has its own), and, unless
 * the page is embeddable, no framing by anyone.
 */
export function pagePolicy(
  inputs: PagePolicyInputs,
  options: { embeddable: boolean; https: boolean },
): string {
  const astro = parsePolicy(inputs.astroCsp);
  const policy: Policy = new Map([['default-src', ["'self'"]]]);
  for (const [name, sources] of astro) {
    if (ASTRO_DIRECTIVES.has(name)) policy.set(name, [...sources]);
  }
  if (!policy.has('script-src')) policy.set('script-src', ["'self'"]);
  if (!policy.has('style-src')) policy.set('style-src', ["'self'"]);
  // React and Astro write `style` attributes (a progress bar's width, a partner's colours);
  // attributes cannot load or run anything, and style elements stay hashed.
  if (!policy.has('style-src-attr')) policy.set('style-src-attr', ["'unsafe-inline'"]);
  const api = inputs.apiOrigin ? [inputs.apiOrigin] : [];
  if (inputs.tagManager) policy.get('script-src')?.push(...TAG_MANAGER_SCRIPTS);
  // Partner logos and favicons may live on the partner's own https host.
  policy.set('img-src', ["'self'", 'data:', 'https:']);
  policy.set('font-src', ["'self'"]);
  policy.set('connect-src', ["'self'", ...api, ...(inputs.tagManager ? TAG_MANAGER_CONNECT : [])]);
  // The service worker (`/sw.js`) is this site's own script; a partner branded at run time
  // gets its manifest as a `data:` URL (src/scripts/offline.ts), which cannot run anything.
  policy.set('worker-src', ["'self'"]);
  policy.set('manifest-src', ["'self'", 'data:']);
  policy.set('object-src', ["'none'"]);
  policy.set('base-uri', ["'none'"]);
  policy.set('form-action', ["'self'", ...api]);
  if (!options.embeddable) policy.set('frame-ancestors', ["'none'"]);
  if (options.https) policy.set('upgrade-insecure-requests', []);
  return serializePolicy(policy);
}

/**
 * The service worker's policy: it may fetch this site's pages, files and `/api` answers
 * (to answer them and keep copies), and nothing else.
 */
export const WORKER_POLICY =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The policy of anything that is not a page of ours: nothing may run, load or frame it. */
export const LOCKED_DOWN_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The security headers of a response. `pageCsp` is the page policy for HTML pages (see
 * `pagePolicy`); proxied API answers keep the policy the API set for its own pages.
 */
export function securityHeaders(
  kind: ResponseKind,
  options: { https: boolean; pageCsp?: string | undefined; upstreamCsp?: string | null },
): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
  if (kind !== 'embeddable-page') headers['X-Frame-Options'] = 'DENY';
  if (options.https) headers['Strict-Transport-Security'] = HSTS;
  headers['Content-Security-Policy'] =
    kind === 'page' || kind === 'embeddable-page'
      ? (options.pageCsp ?? LOCKED_DOWN_POLICY)
      : kind === 'api' && options.upstreamCsp
        ? options.upstreamCsp
        : kind === 'worker'
          ? WORKER_POLICY
          : LOCKED_DOWN_POLICY;
  return headers;
}

/**
 * True for the embeddable search widget, `/widgets/search` in any locale: the only page
 * other sites may frame (README "Embedding the search widget").
 */
export function isEmbeddablePath(pathname: string): boolean {
  return /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?widgets\/search\/?$/.test(pathname);
}
