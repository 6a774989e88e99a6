import { useMemo } from 'react';
import { createT, type Messages } from '../../lib/i18n/messages';
import { formatDayRange } from '../../lib/dates';
import { parseSearchQuery } from '../../lib/search-query';
import { safeLocalPath } from '../../lib/urls';
import { $savedSearches, removeSearch } from '../../stores/searches';
import { useClientStore } from '../ui/useClientStore';
import { useHydrated } from '../ui/useHydrated';
import { guestsSummary } from './GuestsField';
import { buttonClass } from '../ui/button';

interface Props {
  iso: string;
  messages: Messages;
  /** Where the empty state sends the visitor. */
  searchHref: string;
}

/**
 * The saved searches (SPEC section 4, newest first, past check-ins hidden): destination,
 * dates and guests, a link that opens the search again and a remove button.
 */
export default function SavedSearchesList({ iso, messages, searchHref }: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const searches = useClientStore($savedSearches, []);
  const mounted = useHydrated();
  if (!mounted) return <p className="mt-8 text-slate-500">{t('list.loading')}</p>;

  const shown = searches.flatMap((search) => {
    const href = safeLocalPath(search.router);
    if (!href) return [];
    const { query } = parseSearchQuery(new URLSearchParams(search.params), { currency: 'EUR' });
    return [{ search, href, query }];
  });
  if (shown.length === 0) {
    return (
      <div
        className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600"
        data-empty
      >
        <p className="text-lg">{t('searches.empty')}</p>
        <a href={searchHref} className={`${buttonClass('primary')} mt-4`}>
          {t('searches.start')}
        </a>
      </div>
    );
  }
  return (
    <ul className="mt-8 space-y-3" data-saved-searches>
      {shown.map(({ search, href, query }) => {
        const name = search.params.destination ?? t('searches.unnamed');
        return (
          <li
            key={search.router}
            className="flex flex-col gap-3 rounded-2xl border border-slate-200 p-4 sm:flex-row sm:items-center dark:border-slate-700"
            data-saved-search
          >
            <div className="min-w-0 flex-1">
              <h2 className="text-lg font-bold break-words">{name}</h2>
              <p className="text-sm text-slate-600 dark:text-slate-300">
                {formatDayRange(query.check_in, query.check_out, iso)} ·{' '}
                {guestsSummary(t, query.rooms, iso)}
              </p>
            </div>
            <div className="flex shrink-0 gap-2">
              <a
                href={href}
                className={buttonClass('primary', 'sm')}
                aria-label={t('searches.openNamed', { name })}
              >
                {t('searches.open')}
              </a>
              <button
                type="button"
                onClick={() => removeSearch(search.router)}
                className={buttonClass('remove', 'sm')}
                aria-label={t('searches.removeNamed', { name })}
              >
                {t('searches.remove')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
