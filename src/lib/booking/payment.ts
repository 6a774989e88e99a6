import { safeUrl } from '../urls';

/**
 * The payment page to hand over to, or undefined: only an http(s) URL on the origin the
 * browser reaches the API at passes (`apiBase`, resolved against the page's origin: the
 * site itself when the API is behind the front server), so a tampered answer can never
 * send the visitor elsewhere (no open redirects).
 */
export function safePaymentUrl(
  value: unknown,
  apiBase: string,
  pageOrigin: string,
): string | undefined {
  if (typeof value !== 'string' || !safeUrl(value)) return undefined;
  try {
    const url = new URL(value, pageOrigin);
    const api = new URL(apiBase, pageOrigin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin === api.origin && !url.username && !url.password ? url.href : undefined;
  } catch {
    return undefined;
  }
}
