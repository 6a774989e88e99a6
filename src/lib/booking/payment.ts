import { safeUrl } from '../urls';

/**
 * The payment page to hand over to, or undefined: only an http(s) URL on the API's own
 * origin passes, so a tampered answer can never send the visitor elsewhere (no open
 * redirects).
 */
export function safePaymentUrl(value: unknown, apiBase: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = safeUrl(value);
  const base = safeUrl(apiBase);
  if (!url || !base) return undefined;
  return new URL(url).origin === new URL(base).origin ? url : undefined;
}
