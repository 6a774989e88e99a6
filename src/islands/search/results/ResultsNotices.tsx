import type { T } from '../../../lib/i18n/messages';
import { formatDay } from '../../../lib/search/dates';
import type { ResultsState } from '../../../lib/search/session';

/**
 * What the page changed in the search it was given (corrections, with the values it used) and
 * whether the URL's session had expired and a new one was started.
 */
export function ResultsNotices({
  t,
  iso,
  corrections,
  query,
  expired,
}: {
  t: T;
  iso: string;
  corrections: ResultsState['corrections'];
  query: ResultsState['query'];
  expired: boolean;
}) {
  return (
    <>
      {corrections.length > 0 && query && (
        <div
          role="status"
          className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100"
          data-corrections={corrections.join(' ')}
        >
          <p className="font-bold">{t('corrections.title')}</p>
          <ul className="mt-1 list-disc space-y-1 ps-5 text-sm">
            {corrections.map((c) => (
              <li key={c}>
                {t(`corrections.${c}`, {
                  currency: query.currency,
                  checkIn: formatDay(query.check_in, iso),
                  checkOut: formatDay(query.check_out, iso),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      {expired && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-sky-300 bg-sky-50 p-4 text-sm text-sky-950 dark:border-sky-700 dark:bg-sky-950/60 dark:text-sky-100"
          data-expired
        >
          {t('results.expired')}
        </p>
      )}
    </>
  );
}
