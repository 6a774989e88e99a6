import type { KeyOf } from './i18n/keys';

/** The HTTP status an error carries (`status` or `statusCode`, 400-599), else 500 (SPEC section 8). */
export function errorStatus(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const record = error as { status?: unknown; statusCode?: unknown };
    const value = record.status ?? record.statusCode;
    if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) {
      return value;
    }
  }
  return 500;
}

/** An empty 404 answer: Astro renders the localised 404 page (src/pages/404.astro) for it. */
export function notFound(): Response {
  return new Response(null, { status: 404 });
}

/** A UUID as the API issues them (any version), case-insensitive. */
export function isUuid(value: string | undefined): value is string {
  return (
    typeof value === 'string' &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}

/** A place or hotel id: letters, digits, `_` and `-`, at most 64 characters. */
export function isId(value: string | undefined): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value);
}

/**
 * Statuses the build renders a localised page for (src/pages/[...lang]/errors/[status].astro):
 * the answers the front server gives itself (server/error-pages.ts).
 */
export const ERROR_PAGE_STATUSES = [400, 404, 413, 414, 431, 500, 503] as const;

type ErrorText = KeyOf<'common'>;

const ERROR_TEXTS: Record<number, [title: ErrorText, message: ErrorText]> = {
  400: ['error.badRequestTitle', 'error.badRequest'],
  404: ['error.notFoundTitle', 'error.notFound'],
  413: ['error.tooLargeTitle', 'error.tooLarge'],
  414: ['error.uriTooLongTitle', 'error.uriTooLong'],
  431: ['error.tooLargeTitle', 'error.headersTooLarge'],
  503: ['error.unavailableTitle', 'error.unavailable'],
};

/** The title and message keys (common namespace) of an error page's status. */
export function errorTextKeys(status: number): { title: ErrorText; message: ErrorText } {
  const [title, message] = ERROR_TEXTS[status] ?? ['error.errorTitle', 'error.generic'];
  return { title, message };
}
