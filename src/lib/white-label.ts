import { safeColor } from './colors';
import type { ColorPair, WhiteLabel } from './types';
import { safeUrl } from './urls';

/** Hosts ending in this top-level domain are agencies (SPEC section 7); configurable. */
export const WHITE_LABEL_TLD = (() => {
  const value = import.meta.env.PUBLIC_WHITE_LABEL_TLD;
  return typeof value === 'string' && /^\.[a-z0-9-]+(\.[a-z0-9-]+)*$/i.test(value)
    ? value.toLowerCase()
    : '.travel';
})();

/** The default agent id when none is known (SPEC section 9). */
export const DEFAULT_FID = 1;

/** Reads a fid from a query value: a positive whole number, else null. */
export function parseFid(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,12}$/.test(value)) return null;
  const fid = Number(value);
  return fid > 0 ? fid : null;
}

/** Reads a referral code (`ref` query parameter): 1 to 64 letters, digits, `_` or `-`, else null. */
export function parseReferral(value: string | null | undefined): string | null {
  return value && /^[\w-]{1,64}$/.test(value) ? value : null;
}

/**
 * The agent id of this visit: the URL's `fid` when it is one, else the stored one (the
 * cookie's value is copied into the URL and the store as the page starts).
 */
export function visitFid(search: string, stored: number | null): number | null {
  return parseFid(new URLSearchParams(search).get('fid')) ?? stored;
}

/** Lifetime of the agent-id cookie: 28 days (SPEC section 9). */
export const FID_COOKIE_MAX_AGE = 2_419_200;

/** True for the product's own hosts: the canonical one and local development hosts. */
export function isDefaultHost(hostname: string, canonicalHostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === canonicalHostname.toLowerCase() ||
    host === 'localhost' ||
    host === '127.0.0.1' ||
    host === '[::1]'
  );
}

/**
 * Which call finds the settings (SPEC section 7): `GET /v3/agent/{fid}` on the default host,
 * `GET /v3/agency/{host}` for hosts in the white-label top-level domain, else
 * `GET /v3/white-label/{host}`.
 */
export function lookupPath(hostname: string, fid: number, canonicalHostname: string): string {
  const host = hostname.toLowerCase();
  if (isDefaultHost(host, canonicalHostname)) return `/v3/agent/${fid}`;
  if (host.endsWith(WHITE_LABEL_TLD)) return `/v3/agency/${encodeURIComponent(host)}`;
  return `/v3/white-label/${encodeURIComponent(host)}`;
}

/**
 * Where a refused lookup sends the visitor (SPEC section 8): the same path, query and hash on
 * the canonical origin, without `fid`. The URL is rebuilt from the origin with the path set
 * on it, leading slashes and backslashes folded into one, so no path (`//host`, `/\host`,
 * `/.//host`, `%2F%2Fhost`) can name another host.
 */
export function fallbackUrl(current: URL, canonicalOrigin: string): string {
  const target = new URL(canonicalOrigin);
  target.pathname = `/${current.pathname.replace(/^[/\\]+/, '')}`;
  const query = new URLSearchParams(current.search);
  query.delete('fid');
  target.search = query.toString();
  target.hash = current.hash;
  return target.href;
}

const TOKENS = [
  ['brand', 'brand'],
  ['bgBrand', 'bg-brand'],
  ['bgBrandAlt', 'bg-brand-alt'],
  ['textBrand', 'text-brand'],
  ['textBrandAlt', 'text-brand-alt'],
] as const;

/**
 * CSS custom properties (`--brand-light:#0e7490;…`) from the settings' colours and
 * backgrounds; only plain colours pass (src/lib/colors.ts), anything else is left out.
 */
export function brandStyle(settings: WhiteLabel | null): string {
  if (!settings?.white_label) return '';
  const pairs: [string, ColorPair | null | undefined][] = [
    ...TOKENS.map(([key, css]) => [css, settings.colors[key]] as [string, ColorPair | null]),
    ['background', settings.background],
  ];
  const declarations: string[] = [];
  for (const [css, pair] of pairs) {
    for (const mode of ['light', 'dark'] as const) {
      const color = safeColor(pair?.[mode]);
      if (color) declarations.push(`--${css}-${mode}:${color}`);
    }
  }
  return declarations.join(';');
}

/** The partner's display name in a locale (the en/he translations first), else `fallback`. */
export function brandName(settings: WhiteLabel | null, locale: string, fallback: string): string {
  if (!settings?.white_label) return fallback;
  const translated = settings.translations[locale === 'he' ? 'he' : 'en']?.name;
  const name = (translated ?? settings.name ?? '').trim();
  return name === '' ? fallback : name.slice(0, 80);
}

/**
 * The partner's logo for a colour mode as a safe URL, or undefined; the dark mode falls back
 * to the light logo when its own is missing or refused (as the inline partner-brand script does).
 */
export function brandLogo(settings: WhiteLabel | null, mode: 'light' | 'dark'): string | undefined {
  if (!settings?.white_label) return undefined;
  return (
    (mode === 'dark' ? safeUrl(settings.logo.dark) : undefined) ?? safeUrl(settings.logo.light)
  );
}
