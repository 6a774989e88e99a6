import { computed } from 'nanostores';
import type { FavoriteHotel } from '../lib/types';
import { arrayOf, is, persisted } from './persisted';

function parseFavorite(value: unknown): FavoriteHotel | undefined {
  if (!is.record(value) || !is.string(value.id) || !is.string(value.name)) return undefined;
  if (!is.string(value.url) || !value.url.startsWith('/') || value.url.startsWith('//'))
    return undefined;
  return {
    id: value.id,
    name: value.name,
    url: value.url,
    image: is.string(value.image) && /^(https?:\/\/|\/)/.test(value.image) ? value.image : null,
    city: is.string(value.city) ? value.city : null,
    stars: is.finite(value.stars) ? value.stars : null,
    rating: is.finite(value.rating) ? value.rating : null,
  };
}

/** Hotels kept with the heart button, newest first. */
export const $favorites = persisted<FavoriteHotel[]>('favorites', [], arrayOf(parseFavorite));

/** The ids of the favourite hotels, for quick look-ups. */
export const $favoriteIds = computed($favorites, (list) => new Set(list.map((h) => h.id)));

/** Adds the hotel, or removes it when it is already a favourite. */
export function toggleFavorite(hotel: FavoriteHotel): void {
  const list = $favorites.get();
  $favorites.set(
    list.some((h) => h.id === hotel.id) ? list.filter((h) => h.id !== hotel.id) : [hotel, ...list],
  );
}
