import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { MapArea } from '../../lib/search/filters';
import type { HotelPoint, MapController, MapOptions } from './leaflet-map';

export type { HotelPoint, PlacePoint } from './leaflet-map';

/** The map code, its sheet and the land outline: fetched on the first map a page opens. */
const loadMap = () =>
  import('./leaflet-map').then(async (map) => {
    await map.linkMapSheets();
    return map;
  });

interface Props extends Omit<MapOptions, 'onSelect' | 'onMoved'> {
  /** Shown while the map code loads, and when it cannot. */
  loading: string;
  failed: string;
  /** The hotel to mark (a hovered or focused card). */
  highlighted?: number | null;
  /** A new value frames the hotels again (a new page of results). */
  frameKey?: string;
  onSelect?: (id: number) => void;
  onMoved?: (area: MapArea) => void;
  className?: string;
  /** Loads the map code only once the map scrolls into view (the hotel page's box). */
  whenVisible?: boolean;
}

/**
 * A map of places and hotels (issue 28). Its code loads when it mounts (the results' Map
 * button) or, with `whenVisible`, when it scrolls into view (the hotel page), so no page loads
 * map code before the visitor asks for a map. Everything it shows is also in the page's text.
 */
export function MapView({
  loading,
  failed,
  highlighted = null,
  frameKey = '',
  onSelect,
  onMoved,
  className = '',
  whenVisible = false,
  ...options
}: Props) {
  const host = useRef<HTMLDivElement>(null);
  const controller = useRef<MapController | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [visible, setVisible] = useState(!whenVisible);
  // The latest handlers and hotels, read by the map's callbacks and the first mount.
  const latest = useRef({ onSelect, onMoved, hotels: options.hotels, highlighted });
  useLayoutEffect(() => {
    latest.current = { onSelect, onMoved, hotels: options.hotels, highlighted };
  });

  useEffect(() => {
    if (visible || !host.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setVisible(true);
      }
    });
    observer.observe(host.current);
    return () => observer.disconnect();
  }, [visible]);

  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    loadMap()
      .then(({ mountMap }) => {
        if (cancelled || !host.current) return;
        controller.current = mountMap(host.current, {
          ...options,
          hotels: latest.current.hotels,
          onSelect: (id) => latest.current.onSelect?.(id),
          onMoved: (area) => latest.current.onMoved?.(area),
        });
        controller.current.highlight(latest.current.highlighted);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
    };
    // Mounted once, when visible: later hotels and marks go through the controller below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible]);

  const hotelsKey = options.hotels.map((h: HotelPoint) => `${h.id}:${h.price ?? ''}`).join(',');
  useEffect(() => {
    controller.current?.setHotels(latest.current.hotels, true);
    controller.current?.highlight(latest.current.highlighted);
  }, [frameKey]);
  useEffect(() => {
    controller.current?.setHotels(latest.current.hotels, false);
    controller.current?.highlight(latest.current.highlighted);
  }, [hotelsKey]);
  useEffect(() => controller.current?.highlight(highlighted), [highlighted]);

  return (
    <div
      className={`relative isolate overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-700 ${className}`}
    >
      <div ref={host} className="absolute inset-0" data-map data-map-ready={state === 'ready'} />
      {state !== 'ready' && (
        <p
          role={state === 'failed' ? 'alert' : 'status'}
          className="absolute inset-0 grid place-items-center p-4 text-center text-slate-600 dark:text-slate-300"
        >
          {state === 'failed' ? failed : loading}
        </p>
      )}
    </div>
  );
}
