import { defineMiddleware } from 'astro:middleware';
import { DEFAULT_LOCALE } from './lib/i18n/locales';
import { LANGUAGE_COOKIE } from './lib/i18n/cookie';
import { chooseRootLocale } from './lib/i18n/negotiate';
import { parseDevice } from './lib/device';
import { errorPageFailure } from './lib/error-fallback';
import { errorStatus } from './lib/errors';
import { localeFromPath } from './lib/i18n/locales';
import { pageLocale } from './lib/i18n/paths';

/**
 * Runs for every page as it renders: on demand, and at build time for pre-rendered ones
 * (static files are then served before it). It gives each page its locale (`Astro.locals`).
 * `/` negotiates the language (SPEC section 4): the saved cookie, then the browser
 * language; any other path keeps the language its prefix says, so only the root redirects.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const { pathname, search } = context.url;
  // Pages read their locale here, once, also when pre-rendered (the build runs this too).
  Object.assign(context.locals, pageLocale(context.params['lang'], pathname));
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
