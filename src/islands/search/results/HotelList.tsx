import { memo } from 'react';
import type { T } from '../../../lib/i18n/messages';
import type { HotelCard } from '../../../lib/search/results';
import type { SearchQuery } from '../../../lib/search-query';
import { buttonClass } from '../../ui/button';
import { HotelCardSkeleton } from '../HotelCardSkeleton';
import { HotelCardView } from '../HotelCardView';

/** Cards on a phone's screen when the results open: their photos are not loaded lazily. */
const PRIORITY_CARDS = 2;

/** Skeleton cards while the first results are on their way: about a screen's worth. */
const SKELETONS = 3;

/**
 * Placeholders of the cards' own size, so the first cards do not move the page; the progress
 * bar and heading above say what is happening.
 */
export function HotelSkeletons() {
  return (
    <ol className="space-y-4" aria-hidden="true" data-hotel-skeletons>
      {Array.from({ length: SKELETONS }, (_, i) => (
        <li key={i} className="@container">
          <HotelCardSkeleton />
        </li>
      ))}
    </ol>
  );
}

/**
 * The hotels of one page of results, as cards. A poll that changed no card keeps the page's
 * list (`keepUnchanged`, `growingPage`), and the list is not rendered again: while a full page
 * waits for its session to complete, a poll renders the count, the progress and the filters'
 * price range, not the cards.
 */
export const HotelList = memo(function HotelList({
  t,
  iso,
  locale,
  hotels,
  nights,
  query,
  onHighlight,
}: {
  t: T;
  iso: string;
  locale: string;
  hotels: HotelCard[];
  /** Nights of the stay the prices are for. */
  nights: number;
  query: SearchQuery;
  /** A card hovered or focused (null: left), to mark its hotel on the map. */
  onHighlight?: (id: number | null) => void;
}) {
  return (
    <ol className="space-y-4" data-hotel-list>
      {hotels.map((card, index) => (
        // Slots keyed by position, each card updated in place when its slot takes another hotel
        // (once, when a filling session is complete and sorted: `growingPage`): nothing moves
        // on screen (CLS), and the sorted page costs a few texts and links per card, not twenty
        // cards built anew. A slot out of view is not laid out or painted (content-visibility)
        // until it comes near. The first two are on screen when the page opens: their photos
        // load with it.
        <li
          key={index}
          className="@container"
          onMouseEnter={onHighlight && (() => onHighlight(card.id))}
          onMouseLeave={onHighlight && (() => onHighlight(null))}
          onFocus={onHighlight && (() => onHighlight(card.id))}
          onBlur={onHighlight && (() => onHighlight(null))}
        >
          {/* The size a slot takes until it is laid out, read from the slot's width (so inside
              it): a wide card is always 14.125rem (its 12rem photo, margins and border), a
              narrow one about 16.5rem. A wrong guess moves everything below a slot when it
              comes into view: the "Next" button under the reader's pointer. */}
          <div className="[contain-intrinsic-size:auto_16.5rem] [content-visibility:auto] @xl:[contain-intrinsic-size:auto_14.125rem]">
            <HotelCardView
              t={t}
              iso={iso}
              locale={locale}
              card={card}
              query={query}
              nights={nights}
              priority={index < PRIORITY_CARDS}
            />
          </div>
        </li>
      ))}
    </ol>
  );
});

/** No hotel found: why (the filters, or the destination and dates) and what to do. */
export function NoHotels({
  t,
  filtered,
  onClearFilters,
}: {
  t: T;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-6 dark:border-slate-700" data-empty>
      <p className="font-bold">{filtered ? t('results.emptyFiltered') : t('results.empty')}</p>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {filtered ? t('results.emptyFilteredHint') : t('results.emptyHint')}
      </p>
      {filtered && (
        <button type="button" onClick={onClearFilters} className={`${buttonClass('primary')} mt-4`}>
          {t('filters.clear')}
        </button>
      )}
    </div>
  );
}
