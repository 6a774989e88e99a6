import { API_URL } from './config';

/**
 * A URL fit for a link or image from data we do not control (API, white-label settings),
 * else undefined: an absolute http(s) URL without credentials, or a path on this site
 * (`/assets/…`, as the API writes its own files behind the front server); at most 2048
 * characters. The inline partner-brand script (src/scripts/inline) applies the same rule;
 * src/scripts/partner-brand.test.ts holds both to one table.
 */
export function safeUrl(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (value.startsWith('/')) return safeLocalPath(value);
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (url.username || url.password) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * A same-site path to go to after an action (`/he/account`), else undefined: it must start
 * with one slash, so `//evil.test` and `https://evil.test` never pass (no open redirects).
 */
export function safeLocalPath(value: string | null | undefined): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//'))
    return undefined;
  // Backslashes and control characters can turn a path into another host in some browsers.
  if ([...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20)) return undefined;
  return value;
}

/** The path of a booking document as the API writes its signed links. */
const DOCUMENT_PATH =
  /^\/v3\/documents\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/(?:voucher\.pdf|calendar\.ics)\?exp=\d{1,12}&sig=[A-Za-z0-9_-]{1,64}$/;

/**
 * The address of a booking document (voucher, calendar entry) from the API's link (a path
 * under the API's base), on the API base browsers call (`/api` through the front server);
 * undefined for anything but a signed document link.
 */
export function documentUrl(
  path: string | null | undefined,
  apiBase: string = API_URL,
): string | undefined {
  if (typeof path !== 'string' || !DOCUMENT_PATH.test(path)) return undefined;
  return safeUrl(`${apiBase}${path}`);
}
