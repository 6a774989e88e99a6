import type { T } from '../../lib/i18n/messages';
import type { FavoriteHotel } from '../../lib/types';
import { $favoriteIds, toggleFavorite } from '../../stores/favorites';
import { useClientStore } from '../ui/useClientStore';
import { Icon } from '../ui/Icon';
import * as glyphs from '../ui/glyphs';

const NONE = new Set<string>();

/**
 * The heart on a hotel: a toggle button (`aria-pressed`) that keeps the hotel in the
 * persisted favourites store, named after the hotel for screen readers.
 */
export function FavoriteButton({ t, hotel }: { t: T; hotel: FavoriteHotel }) {
  const ids = useClientStore($favoriteIds, NONE);
  const pressed = ids.has(hotel.id);
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('favorite.label', { name: hotel.name })}
      title={pressed ? t('favorite.remove') : t('favorite.add')}
      onClick={() => toggleFavorite(hotel)}
      data-favorite={hotel.id}
      className={`flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow hover:scale-105 dark:bg-slate-900/90 ${
        pressed ? 'text-rose-600' : 'text-slate-700 dark:text-slate-200'
      }`}
    >
      <Icon glyph={glyphs.heart} filled={pressed} className="h-5 w-5" />
    </button>
  );
}
