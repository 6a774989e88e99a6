import { useRef, useState } from 'react';
import type { T } from '../../../lib/i18n/messages';
import { Icon } from '../../ui/Icon';
import * as glyphs from '../../ui/glyphs';
import { buttonClass } from '../../ui/button';

/**
 * Whether the results map is open, and the switch: on a phone the map replaces the list, and
 * "List" brings the list back where it was scrolled.
 */
export function useMapSwitch(): { mapOpen: boolean; toggleMap: () => void } {
  const [mapOpen, setMapOpen] = useState(false);
  const listScroll = useRef(0);
  const toggleMap = () => {
    const phone = !window.matchMedia('(min-width: 1024px)').matches;
    if (!mapOpen) {
      listScroll.current = window.scrollY;
      setMapOpen(true);
      return;
    }
    setMapOpen(false);
    if (phone) requestAnimationFrame(() => window.scrollTo({ top: listScroll.current }));
  };
  return { mapOpen, toggleMap };
}

/** The toolbar's Map / List button. */
export function MapToggle({
  t,
  mapOpen,
  onToggle,
}: {
  t: T;
  mapOpen: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={mapOpen}
      onClick={onToggle}
      className={`${buttonClass('secondary', 'sm')} shrink-0`}
      data-map-toggle
    >
      <Icon glyph={mapOpen ? glyphs.list : glyphs.map} />
      {/* On phones the icon alone (its words stay its name) leaves the sort field room. */}
      <span className="max-sm:sr-only lg:hidden">{mapOpen ? t('map.list') : t('map.show')}</span>
      <span className="max-lg:hidden">{mapOpen ? t('map.hide') : t('map.show')}</span>
    </button>
  );
}
