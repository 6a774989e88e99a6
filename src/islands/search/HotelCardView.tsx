import { memo, useRef, useState, type MouseEvent, type PointerEvent } from 'react';
import { isBoard } from '../../../contract/boards';
import { PLACEHOLDER_IMAGE } from '../../lib/config';
import type { T } from '../../lib/i18n/messages';
import { formatMoney } from '../../lib/money';
import { starRating } from '../../lib/stars';
import { formatDistance, formatNumber, formatScore } from '../../lib/units';
import { cardImage, favoriteOf, hotelUrl, type HotelCard } from '../../lib/search/results';
import type { SearchQuery } from '../../lib/search-query';
import { FavoriteButton } from './FavoriteButton';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';
import { buttonClass } from '../ui/button';

/** An image that falls back to the placeholder when it is missing or fails to load. */
export function HotelImage({
  src,
  className,
  priority = false,
}: {
  src: string | null | undefined;
  className: string;
  /** On screen when the page opens (the first cards): loaded with the page, not lazily. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? PLACEHOLDER_IMAGE : src}
      alt=""
      loading={priority ? 'eager' : 'lazy'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      decoding="async"
      onError={() => setFailed(true)}
      className={className}
    />
  );
}

/** Stars as icons with a text alternative; nothing for values outside 1-5 (SPEC section 5). */
export function Stars({ t, value }: { t: T; value: unknown }) {
  const stars = starRating(value);
  if (stars === null) return null;
  return (
    <span
      role="img"
      aria-label={t('card.stars', { count: stars })}
      className="flex text-amber-500"
      data-stars={stars}
    >
      <Icon glyph={glyphs.stars(stars)} filled className="h-4 w-auto" />
    </span>
  );
}

/** A guest rating out of 10 with its review count. */
export function Rating({
  t,
  iso,
  rating,
  reviews,
}: {
  t: T;
  iso: string;
  rating: number | null | undefined;
  reviews?: number | null | undefined;
}) {
  if (typeof rating !== 'number' || !Number.isFinite(rating) || rating <= 0) return null;
  const score = formatScore(rating, iso);
  return (
    <span className="flex items-center gap-2 text-sm">
      <span className="rounded-md bg-bg-brand px-1.5 py-0.5 font-bold text-text-brand">
        {score}
      </span>
      <span className="text-slate-600 dark:text-slate-300">
        {typeof reviews === 'number'
          ? t('card.reviews', {
              count: reviews,
              formatted: formatNumber(reviews, iso),
            })
          : t('card.rating')}
      </span>
    </span>
  );
}

interface Props {
  t: T;
  iso: string;
  locale: string;
  card: HotelCard;
  query: SearchQuery;
  nights: number;
  /** Distances are from a named place (an airport, a landmark), not from the city centre. */
  nearPlace?: boolean;
  /** One of the first cards, on screen when the page opens: its photo loads with the page. */
  priority?: boolean;
}

const linkOf = (target: EventTarget) =>
  target instanceof Element ? target.closest('a[href]') : null;

/**
 * A card's clicks open the hotel its link named when the press began. A slot takes another
 * hotel when the sorted list replaces a filling one (HotelList keeps its slots in place): a
 * press that began on one hotel and ended as the slot changed would otherwise open the hotel
 * the visitor never saw there. Clicks with a modifier (a new tab or window), and a keyboard's
 * (no pointer: a press that ended in a drag must not steer them), go as they are.
 */
function usePressedLink() {
  const pressed = useRef<string | null>(null);
  return {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      pressed.current = linkOf(event.target)?.getAttribute('href') ?? null;
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      const aimed = pressed.current;
      pressed.current = null;
      const link = linkOf(event.target);
      const plain =
        event.detail > 0 &&
        event.button === 0 &&
        !event.metaKey &&
        !event.ctrlKey &&
        !event.shiftKey &&
        !event.altKey;
      if (!aimed || !link || !plain || link.getAttribute('href') === aimed) return;
      event.preventDefault();
      location.assign(aimed);
    },
  };
}

/**
 * One hotel of the results: photo, name, stars, rating, location, price and badges. Memoised:
 * a filling session re-renders the list on every poll, and a card whose hotel did not change
 * keeps its object (`keepUnchanged`), so it is skipped. The photo has one size on every card
 * and the name at most two lines: when a sorted list takes the place of a filling one, no card
 * brings a larger picture or text than the first paint had (the page's largest paint stays the
 * first one, issue 30 item 4).
 */
export const HotelCardView = memo(function HotelCardView({
  t,
  iso,
  locale,
  card,
  query,
  nights,
  nearPlace = false,
  priority = false,
}: Props) {
  const href = hotelUrl(card, locale, query);
  const distance =
    typeof card.distance_km === 'number'
      ? t(nearPlace ? 'card.distanceAway' : 'card.distance', {
          distance: formatDistance(card.distance_km, iso),
        })
      : null;
  const board = isBoard(card.board) ? card.board : null;
  const pressedLink = usePressedLink();
  // Only the shadow moves (on hover): when the stylesheet arrives after the browser first styled
  // the server's cards (a slow network), a transition of every colour animated each card and its
  // text from the browser's defaults for 150 ms, a style pass per frame.
  return (
    <article
      className="relative flex overflow-hidden rounded-2xl border border-slate-200 bg-page shadow-sm transition-shadow hover:shadow-md dark:border-slate-700"
      data-hotel-card={card.id}
      {...pressedLink}
    >
      <div className="relative m-3 me-0 h-36 w-28 shrink-0 self-start overflow-hidden rounded-xl bg-slate-100 @xl:m-4 @xl:me-0 @xl:h-48 @xl:w-64 dark:bg-slate-800">
        {/* Keyed by its address: a card that takes another hotel never shows the last one's
            photo (or its failure) beside the new name. */}
        <HotelImage
          key={cardImage(card)}
          src={cardImage(card)}
          priority={priority}
          className="absolute inset-0 h-full w-full object-cover"
        />
        <div className="absolute end-2 top-2">
          <FavoriteButton t={t} hotel={favoriteOf(card, locale)} />
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-3 @xl:flex-row @xl:p-4 @xl:justify-between">
        <div className="min-w-0 space-y-1.5">
          <h3 className="line-clamp-2 text-lg leading-tight font-bold">
            <a href={href} className="hover:text-brand hover:underline" data-hotel-link>
              {card.name}
            </a>
          </h3>
          <Stars t={t} value={card.stars} />
          <p className="flex items-center gap-1 text-sm text-slate-600 dark:text-slate-300">
            <Icon glyph={glyphs.pin} className="h-4 w-4 shrink-0" />
            <span>{[card.city_name, distance].filter(Boolean).join(' · ')}</span>
          </p>
          <Rating t={t} iso={iso} rating={card.rating} reviews={card.reviews} />
          <div className="flex flex-wrap gap-2 pt-1">
            {card.free_cancellation && (
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-bold text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300">
                {t('card.freeCancellation')}
              </span>
            )}
            {board && (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                {t(`board.${board}`)}
              </span>
            )}
          </div>
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 @xl:items-end @xl:text-end">
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t('card.total', { count: nights })}
          </span>
          <span className="text-2xl font-black" data-price>
            {formatMoney(card.price.amount, card.price.currency, iso)}
          </span>
          {card.price_per_night && (
            <span className="text-sm text-slate-600 dark:text-slate-300">
              {t('card.perNight', {
                price: formatMoney(card.price_per_night.amount, card.price_per_night.currency, iso),
              })}
            </span>
          )}
          <a
            href={href}
            tabIndex={-1}
            aria-hidden="true"
            className={`${buttonClass('primary', 'sm')} mt-2 text-sm @max-xl:hidden`}
          >
            {t('card.see')}
          </a>
        </div>
      </div>
    </article>
  );
});
