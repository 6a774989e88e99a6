const DATE = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The search a visitor had typed, read back from the address a "connection needed" page answered. */
export interface KeptSearch {
  /** The destination's name from its URL slug (`tel-aviv` is `Tel Aviv`), when the path has one. */
  destination: string | null;
  checkIn: string;
  checkOut: string;
}

/**
 * The search in a results, hotel or booking address (`check_in`, `check_out`, and the
 * destination segment of `/hotels/destination/…/results`), or null when it has no valid
 * dates. Only well-formed dates and slugs pass: the text is the visitor's own address.
 */
export function keptSearch(url: URL): KeptSearch | null {
  const checkIn = url.searchParams.get('check_in') ?? '';
  const checkOut = url.searchParams.get('check_out') ?? '';
  if (!DATE.test(checkIn) || !DATE.test(checkOut) || checkOut <= checkIn) return null;
  const segments = url.pathname.split('/').filter((s) => s !== '');
  const at = segments.indexOf('results');
  const slug = at > 0 ? segments[at - 1] : undefined;
  const destination =
    slug && SLUG.test(slug) && slug.length <= 120
      ? slug
          .split('-')
          .map((word) => word.charAt(0).toLocaleUpperCase('en') + word.slice(1))
          .join(' ')
      : null;
  return { destination, checkIn, checkOut };
}

/** The stay's dates as one range in the page's language (`Dec 1 – 3, 2026`). */
export function formatStay(search: KeptSearch, iso: string): string {
  const format = new Intl.DateTimeFormat(iso, { dateStyle: 'medium', timeZone: 'UTC' });
  const range = format.formatRange(
    new Date(`${search.checkIn}T00:00:00Z`),
    new Date(`${search.checkOut}T00:00:00Z`),
  );
  return search.destination ? `${search.destination}, ${range}` : range;
}
