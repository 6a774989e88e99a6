import { useTranslations } from './i18n/i18n';
import { getLocale } from './i18n/locales';
import { routeUrl } from './routes';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The last resort of SPEC section 8, "failure while showing the error page": a page built
 * without layouts or islands, so it cannot fail the same way, with the message, the
 * status as the details and a link home, in the visitor's language.
 */
export function errorPageFailure(locale: string, status: number): Response {
  const t = useTranslations(locale);
  const { iso, dir } = getLocale(locale);
  const safeStatus = Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;
  const html = `<!doctype html>
<html lang="${iso}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(t('error.errorPageFailed'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a}a{color:#044aff;font-weight:700}p{color:#475569}</style></head>
<body><h1>${escapeHtml(t('error.errorPageFailed'))}</h1>
<p>${escapeHtml(t('error.status', { status: safeStatus }))}</p>
<p><a href="${escapeHtml(routeUrl('index', {}, locale))}">${escapeHtml(t('error.goBackHome'))}</a></p>
</body></html>`;
  return new Response(html, {
    status: safeStatus,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
