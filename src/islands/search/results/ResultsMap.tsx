import { useState } from 'react';
import type { T } from '../../../lib/i18n/messages';
import { formatMoney } from '../../../lib/money';
import type { MapArea } from '../../../lib/search/filters';
import type { ResultsPage } from '../../../lib/search/results';
import type { SearchQuery } from '../../../lib/search-query';
import { buttonClass } from '../../ui/button';
import { Icon } from '../../ui/Icon';
import * as glyphs from '../../ui/glyphs';
import { MapView, type HotelPoint, type PlacePoint } from '../../map/MapView';
import { HotelCardView } from '../HotelCardView';

/**
 * The results on a map (issue 28): a price marker per hotel of the page (grouped when close),
 * the destination's centre and named areas; choosing a marker shows its hotel's card, and
 * moving the map offers "Search this area" (the same filters and sort, inside the map's area).
 */
export function ResultsMap({
  t,
  iso,
  locale,
  page,
  pageNumber,
  query,
  places,
  highlighted,
  onHighlight,
  onSearchArea,
}: {
  t: T;
  iso: string;
  locale: string;
  page: ResultsPage | null | undefined;
  /** The results page shown: a new page frames its hotels again. */
  pageNumber: number;
  query: SearchQuery | null;
  places: PlacePoint[];
  highlighted: number | null;
  onHighlight: (id: number | null) => void;
  onSearchArea: (area: MapArea) => void;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const [moved, setMoved] = useState<MapArea | null>(null);
  const hotels: HotelPoint[] = (page?.hotels ?? []).map((card) => ({
    id: card.id,
    lat: card.lat,
    lng: card.lng,
    name: card.name,
    price: formatMoney(card.price.amount, card.price.currency, iso),
  }));
  const card = page?.hotels.find((h) => h.id === selected);
  return (
    <div className="flex h-full flex-col gap-3" data-results-map>
      <div className="relative min-h-0 flex-1">
        <MapView
          className="h-full min-h-80"
          label={t('map.label')}
          loading={t('map.loading')}
          failed={t('map.failed')}
          labels={{
            zoomIn: t('map.zoomIn'),
            zoomOut: t('map.zoomOut'),
            cluster: (number) => t('map.cluster', { number }),
            hotel: (hotel) =>
              hotel.price ? t('map.hotel', { name: hotel.name, price: hotel.price }) : hotel.name,
          }}
          places={places}
          hotels={hotels}
          // The card under the pointer or focus first, else the marker chosen last.
          highlighted={highlighted ?? selected}
          frameKey={`${pageNumber}|${hotels.length > 0}`}
          onSelect={(id) => {
            setSelected(id);
            onHighlight(id);
          }}
          onMoved={setMoved}
        />
        {moved && (
          <button
            type="button"
            onClick={() => {
              onSearchArea(moved);
              setMoved(null);
              setSelected(null);
            }}
            className={`${buttonClass('primary', 'sm')} absolute start-1/2 top-3 z-[1000] -translate-x-1/2 shadow-lg rtl:translate-x-1/2`}
            data-search-area
          >
            <Icon glyph={glyphs.search} />
            {t('map.searchArea')}
          </button>
        )}
      </div>
      {card && query && page && (
        <div className="@container shrink-0" data-map-card>
          <HotelCardView
            t={t}
            iso={iso}
            locale={locale}
            card={card}
            query={query}
            nights={page.nights}
          />
        </div>
      )}
    </div>
  );
}
