import { useMemo } from 'react';
import { createT, type Messages } from '../../lib/i18n/messages';
import { safeLocalPath } from '../../lib/urls';
import { $favorites, toggleFavorite } from '../../stores/favorites';
import { useClientStore } from '../ui/useClientStore';
import { useHydrated } from '../ui/useHydrated';
import { HotelImage, Rating, Stars } from './HotelCardView';
import { buttonClass } from '../ui/button';

interface Props {
  iso: string;
  messages: Messages;
  /** Where the empty state sends the visitor. */
  exploreHref: string;
}

/** The favourite hotels (issue 4): cards with a remove button, or an empty state. */
export default function FavoritesList({ iso, messages, exploreHref }: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  const favorites = useClientStore($favorites, []);
  const mounted = useHydrated();
  // Stored favourites are only known in the browser: nothing is said until then.
  if (!mounted) return <p className="mt-8 text-slate-500">{t('list.loading')}</p>;

  if (favorites.length === 0) {
    return (
      <div
        className="mt-8 rounded-2xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-600"
        data-empty
      >
        <p className="text-lg">{t('favorites.empty')}</p>
        <a href={exploreHref} className={`${buttonClass('primary')} mt-4`}>
          {t('favorites.explore')}
        </a>
      </div>
    );
  }
  return (
    <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-favorites>
      {favorites.map((hotel) => {
        const href = safeLocalPath(hotel.url);
        return (
          <li
            key={hotel.id}
            className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-700"
            data-favorite-hotel={hotel.id}
          >
            <div className="relative aspect-[16/9] bg-slate-100 dark:bg-slate-800">
              <HotelImage
                src={hotel.image}
                className="absolute inset-0 h-full w-full object-cover"
              />
            </div>
            <div className="flex flex-1 flex-col gap-1.5 p-4">
              <h2 className="text-lg font-bold">
                {href ? (
                  <a href={href} className="hover:text-brand hover:underline">
                    {hotel.name}
                  </a>
                ) : (
                  hotel.name
                )}
              </h2>
              <Stars t={t} value={hotel.stars} />
              {hotel.city && (
                <p className="text-sm text-slate-600 dark:text-slate-300">{hotel.city}</p>
              )}
              <Rating t={t} iso={iso} rating={hotel.rating} />
              <button
                type="button"
                onClick={() => toggleFavorite(hotel)}
                className="mt-auto self-start pt-3 text-sm font-bold text-brand hover:underline"
              >
                {t('favorites.remove', { name: hotel.name })}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
