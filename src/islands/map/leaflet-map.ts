/**
 * The map (issue 28), loaded only when a map is opened or scrolled into view: Leaflet, its
 * sheet and the land outline come with this module. Leaflet rather than MapLibre GL: about
 * 40 KB gzip against about 230 KB, no WebGL, and its markers, popups and controls are HTML, so
 * Hebrew and Arabic labels are laid out by the browser (MapLibre needs its right-to-left
 * plug-in and glyph files), markers are buttons that take focus and Enter, and the map pans
 * with the arrow keys.
 */
import L from 'leaflet';
import leafletSheet from 'leaflet/dist/leaflet.css?url';
import mapSheet from './map.css?url';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-50m.json?url';
import { basemapFrom } from '../../lib/map/basemap';
import { clusterPoints } from '../../lib/map/cluster';
import { shownLabels } from '../../lib/map/labels';
import type { MapArea } from '../../lib/search/filters';

/** A hotel marker: its name and price label (the price in the chosen currency). */
export interface HotelPoint {
  id: number;
  lat: number;
  lng: number;
  name: string;
  /** Shown on the marker; null shows a pin. */
  price: string | null;
}

/** A named place drawn under the hotels: the city centre or a named area. */
export interface PlacePoint {
  lat: number;
  lng: number;
  name: string;
  /** `hotel`: the hotel of a hotel page, drawn as a place of its own. */
  kind: 'centre' | 'area' | 'hotel';
}

export interface MapOptions {
  /** The map's accessible name. */
  label: string;
  labels: {
    zoomIn: string;
    zoomOut: string;
    /** A group of hotels: "{{count}} hotels, zoom in", already counted. */
    cluster: (count: number) => string;
    /** A hotel marker's name: the hotel and its price. */
    hotel: (point: HotelPoint) => string;
  };
  /** Places drawn under the hotels. */
  places: PlacePoint[];
  hotels: HotelPoint[];
  /** The hotel chosen on the map (its card opens). */
  onSelect?: (id: number) => void;
  /** The visitor moved or zoomed the map ("search this area" offers the new area). */
  onMoved?: (area: MapArea) => void;
}

/** What the page can do with a mounted map. */
export interface MapController {
  /** Draws these hotels and, when `fit`, frames them with the places. */
  setHotels: (hotels: HotelPoint[], fit: boolean) => void;
  /** Marks one hotel (its card is hovered, focused or chosen); null marks none. */
  highlight: (id: number | null) => void;
  destroy: () => void;
}

/**
 * A price label's box (`.map-price span`: 0.8rem bold digits, 0.5rem padding each side, a
 * border): about 8 px a character plus 20, and 26 px high; a group's round marker with its ring
 * is 44 px across. Estimated rather than measured, so the groups are known before any label is
 * drawn and stay the same at the same zoom.
 */
const labelSize = (text: string) => ({ width: 8 * text.length + 20, height: 26 });
const GROUP_SIZE = { width: 44, height: 44 };

/** Which place's label stays when two cover each other: the page's hotel, then the centre. */
const IMPORTANCE: Record<PlacePoint['kind'], number> = { hotel: 0, centre: 1, area: 2 };
const basemap = basemapFrom(
  import.meta.env.PUBLIC_MAP_STYLE_URL,
  import.meta.env.PUBLIC_MAP_ATTRIBUTION,
);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

let land: Promise<GeoJSON.GeoJsonObject> | null = null;
/** Natural Earth's land at 1:50m (world-atlas), fetched once per page as a built asset. */
function loadLand(): Promise<GeoJSON.GeoJsonObject> {
  land ??= fetch(landUrl)
    .then((response) => response.json() as Promise<Topology>)
    .then((topology) => feature(topology, topology.objects.land as GeometryCollection));
  return land;
}

/** Gives a marker element its accessible name (Leaflet sets role="button" and tabindex). */
/**
 * Names a marker and makes it a button for the keyboard too: Leaflet gives markers a tab stop
 * and role but opens them on a click only, so Enter and Space fire the same click.
 */
function name(marker: L.Marker, label: string): void {
  const element = marker.getElement();
  element?.setAttribute('aria-label', label);
  element?.removeAttribute('title');
  element?.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    marker.fire('click');
  });
}

/** Mounts a map in `host` (which has its size) and draws the places and hotels. */
export function mountMap(host: HTMLElement, options: MapOptions): MapController {
  const rtl = document.documentElement.dir === 'rtl';
  host.classList.add('stay-map');
  const map = L.map(host, {
    zoomControl: false,
    attributionControl: basemap.kind === 'tiles',
    keyboard: true,
    worldCopyJump: true,
  });
  host.setAttribute('role', 'region');
  host.setAttribute('aria-label', options.label);
  L.control
    .zoom({
      position: rtl ? 'topright' : 'topleft',
      zoomInTitle: options.labels.zoomIn,
      zoomOutTitle: options.labels.zoomOut,
    })
    .addTo(map);
  map.attributionControl?.setPrefix(false).setPosition(rtl ? 'bottomleft' : 'bottomright');
  if (basemap.kind === 'tiles') {
    L.tileLayer(basemap.template, {
      attribution: escapeHtml(basemap.attribution),
      maxZoom: 19,
    }).addTo(map);
  } else {
    void loadLand().then((geo) => {
      L.geoJSON(geo, { interactive: false, style: { className: 'map-land' } })
        .addTo(map)
        .bringToBack();
    });
  }

  const layer = L.layerGroup().addTo(map);
  let hotels = options.hotels;
  let marked: number | null = null;
  const elements = new Map<number, HTMLElement>();
  /** The places' labels, the most important first. */
  const placeLabels: HTMLElement[] = [];
  // Moves the page makes (framing the results) are not the visitor's.
  let programmatic = false;

  function draw() {
    layer.clearLayers();
    elements.clear();
    const zoom = map.getZoom();
    const placed = hotels.map((hotel) => {
      const point = map.project([hotel.lat, hotel.lng], zoom);
      return { item: hotel, x: point.x, y: point.y, ...labelSize(hotel.price ?? '•') };
    });
    for (const cluster of clusterPoints(placed, GROUP_SIZE)) {
      const at = map.unproject([cluster.x, cluster.y], zoom);
      const [first] = cluster.items;
      if (!first) continue;
      if (cluster.items.length === 1) {
        const marker = L.marker(at, {
          icon: L.divIcon({
            className: 'map-price',
            html: `<span dir="auto">${escapeHtml(first.price ?? '•')}</span>`,
            iconSize: undefined,
          }),
          riseOnHover: true,
        })
          .on('click', () => options.onSelect?.(first.id))
          .addTo(layer);
        name(marker, options.labels.hotel(first));
        const element = marker.getElement();
        if (element) {
          element.dataset.mapHotel = String(first.id);
          elements.set(first.id, element);
          element.classList.toggle('is-marked', marked === first.id);
        }
      } else {
        const marker = L.marker(at, {
          icon: L.divIcon({
            className: 'map-cluster',
            html: `<span>${cluster.items.length}</span>`,
            iconSize: undefined,
          }),
        })
          .on('click', () => {
            const bounds = L.latLngBounds(cluster.items.map((h) => [h.lat, h.lng]));
            map.fitBounds(bounds.pad(0.3), { maxZoom: map.getMaxZoom() });
          })
          .addTo(layer);
        name(marker, options.labels.cluster(cluster.items.length));
        const element = marker.getElement();
        if (element) {
          element.dataset.mapCluster = String(cluster.items.length);
          for (const hotel of cluster.items) elements.set(hotel.id, element);
        }
      }
    }
    declutter();
  }

  /** Hides the places' labels that the hotels' markers or a more important label cover. */
  function declutter() {
    const box = (element: HTMLElement) =>
      (element.firstElementChild ?? element).getBoundingClientRect();
    const shown = shownLabels(placeLabels.map(box), [...new Set(elements.values())].map(box));
    placeLabels.forEach((label, i) => label.classList.toggle('is-covered', !shown[i]));
  }

  function frame() {
    // The hotels (and the hotel page's own places) frame the map; named areas far away, such
    // as an airport, are drawn but do not widen it.
    const framed = hotels.length > 0 ? hotels : options.places;
    const points = framed.map((p) => L.latLng(p.lat, p.lng));
    programmatic = true;
    if (points.length === 0) map.setView([20, 0], 2, { animate: false });
    else if (points.length === 1) map.setView(points[0]!, 14, { animate: false });
    // Places carry labels beside their points: a wider margin keeps the outer ones on the map.
    else
      map.fitBounds(L.latLngBounds(points).pad(hotels.length > 0 ? 0.1 : 0.35), {
        maxZoom: 15,
        animate: false,
      });
    programmatic = false;
  }

  map.on('zoomend', draw);
  map.on('moveend', () => {
    if (programmatic) return;
    const b = map.getBounds();
    options.onMoved?.({
      west: Math.max(-180, b.getWest()),
      south: Math.max(-90, b.getSouth()),
      east: Math.min(180, b.getEast()),
      north: Math.min(90, b.getNorth()),
    });
  });
  frame();
  // After framing: a map without a view has not drawn its markers' elements yet.
  for (const place of [...options.places].sort((a, b) => IMPORTANCE[a.kind] - IMPORTANCE[b.kind])) {
    const marker = L.marker([place.lat, place.lng], {
      keyboard: false,
      interactive: false,
      icon: L.divIcon({
        className: `map-place map-place-${place.kind}`,
        html: `<span dir="auto">${escapeHtml(place.name)}</span>`,
        iconSize: undefined,
      }),
      zIndexOffset: place.kind === 'hotel' ? 1000 : -1000,
    }).addTo(map);
    const element = marker.getElement();
    element?.setAttribute('data-map-place', place.kind);
    if (element) placeLabels.push(element);
  }

  draw();

  return {
    setHotels(next, fit) {
      hotels = next;
      if (fit) frame();
      draw();
    },
    highlight(id) {
      if (marked !== null) elements.get(marked)?.classList.remove('is-marked');
      marked = id;
      if (id !== null) elements.get(id)?.classList.add('is-marked');
    },
    destroy() {
      map.remove();
    },
  };
}

/**
 * Links the map's two sheets once and resolves when they have loaded (or failed: the map then
 * still works, unstyled). As URLs rather than CSS imports: Astro links the CSS of every module
 * an island can import with the page itself, so imported sheets would arrive before any map
 * is opened.
 */
export function linkMapSheets(): Promise<void> {
  const loads = [leafletSheet, mapSheet].map(
    (href) =>
      new Promise<void>((resolve) => {
        if (document.querySelector(`link[data-map-sheet="${href}"]`)) return resolve();
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.dataset['mapSheet'] = href;
        link.onload = () => resolve();
        link.onerror = () => resolve();
        document.head.append(link);
      }),
  );
  return Promise.all(loads).then(() => undefined);
}
