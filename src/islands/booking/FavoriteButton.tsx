import { createT, type Messages } from '../../lib/i18n/messages';
import type { FavoriteHotel } from '../../lib/types';
import { FavoriteButton as Heart } from '../search/FavoriteButton';

interface Props {
  iso: string;
  /** The `favorite.` messages of the search namespace. */
  messages: Messages;
  hotel: FavoriteHotel;
}

/** The heart of a hotel page, as an island: the same toggle as on the result cards. */
export default function FavoriteButton({ iso, messages, hotel }: Props) {
  return <Heart t={createT(messages, iso)} hotel={hotel} />;
}
