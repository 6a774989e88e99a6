import { useMemo } from 'react';
import { createT, type Messages } from '../../lib/i18n/messages';
import { MapView, type PlacePoint } from '../map/MapView';

interface Props {
  iso: string;
  /** The search namespace's `map.` keys. */
  messages: Messages;
  hotel: { name: string; lat: number; lng: number };
  /** The city centre (null: unknown) and the nearest named areas. */
  centre: PlacePoint | null;
  areas: PlacePoint[];
}

/**
 * The hotel on a map with the city centre and its nearest named areas (issue 28). The island
 * itself is small and hydrates when the page is idle; the map's code loads only when the map
 * scrolls into view. The location box's text says the same (address, distance from the
 * centre, nearest areas).
 */
export default function HotelMap({ iso, messages, hotel, centre, areas }: Props) {
  const t = useMemo(() => createT(messages, iso), [messages, iso]);
  return (
    <MapView
      className="mt-3 h-64"
      whenVisible
      label={t('map.hotelLabel')}
      loading={t('map.loading')}
      failed={t('map.failed')}
      labels={{
        zoomIn: t('map.zoomIn'),
        zoomOut: t('map.zoomOut'),
        cluster: (number) => t('map.cluster', { number }),
        hotel: (point) => point.name,
      }}
      places={[
        ...(centre ? [centre] : []),
        ...areas,
        { lat: hotel.lat, lng: hotel.lng, name: hotel.name, kind: 'hotel' },
      ]}
      hotels={[]}
    />
  );
}
