import { createT, type Messages } from '../../lib/i18n/messages';
import type { FavoriteHotel } from '../../lib/types';
import { $favoriteIds, toggleFavorite } from '../../stores/favorites';
import { useClientStore } from '../ui/useClientStore';

interface Props {
  iso: string;
  messages: Messages;
  hotel: FavoriteHotel;
}

/** The heart of a hotel page: keeps the hotel in the `favorites` store (listed on /favorites). */
export default function FavoriteButton({ iso, messages, hotel }: Props) {
  const t = createT(messages, iso);
  const ids = useClientStore($favoriteIds, new Set<string>());
  const saved = ids.has(hotel.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={t('favorite.label', { hotel: hotel.name })}
      title={t(saved ? 'favorite.remove' : 'favorite.add')}
      onClick={() => toggleFavorite(hotel)}
      data-favorite={saved ? 'on' : 'off'}
      className="rounded-full border border-slate-300 p-2.5 hover:border-rose-500 dark:border-slate-600"
    >
      <svg
        viewBox="0 0 24 24"
        className={`h-6 w-6 ${saved ? 'text-rose-600' : 'text-slate-500'}`}
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.2 4.5c2 0 3.5 1.1 4.8 2.8 1.3-1.7 2.8-2.8 4.8-2.8 3.6 0 5.7 3.5 4.5 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </svg>
    </button>
  );
}
