import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE } from './lib/i18n/locales';
import { LANGUAGE_COOKIE } from './lib/i18n/cookie';
import { chooseRootLocale } from './lib/i18n/negotiate';
import { parseDevice } from './lib/device';
import { errorPageFailure } from './lib/error-fallback';
import { errorStatus } from './lib/errors';
import { localeFromPath } from './lib/i18n/locales';

/**
 * Runs for on-demand pages only (static files are served before it).
 * `/` negotiates the language (SPEC section 4): the saved cookie, then the browser
 * language; any other path keeps the language its prefix says, so only the root redirects.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname, search } = context.url;
  if (!context.isPrerendered) {
    context.locals.device = parseDevice(context.request.headers.get('user-agent'));
  }
  if (pathname === '/' && !context.isPrerendered) {
    const locale = chooseRootLocale(
      context.cookies.get(LANGUAGE_COOKIE)?.value,
      context.request.headers.get('accept-language'),
    );
    if (locale !== DEFAULT_LOCALE) {
      return new Response(null, {
        status: 302,
        headers: { Location: `/${locale}${search}`, Vary: 'Cookie, Accept-Language' },
      });
    }
  }
  let response: Response;
  try {
    response = await next();
  } catch (error) {
    // Rendering failed beyond what the 500 page could catch.
    return errorPageFailure(localeFromPath(pathname), errorStatus(error));
  }
  // Astro answers in plain text when the error page itself failed to render.
  if (
    response.status >= 500 &&
    !(response.headers.get('content-type') ?? '').includes('text/html')
  ) {
    return errorPageFailure(localeFromPath(pathname), response.status);
  }
  // Security headers are the front server's (server/security-headers.ts), for every answer.
  return response;
});
