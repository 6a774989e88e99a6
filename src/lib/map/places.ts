import type { Landing } from '../../../contract/hotels';

/** A place marked on a map, in the shape the map draws (src/islands/map/leaflet-map.ts). */
export interface MapPlace {
  lat: number;
  lng: number;
  name: string;
  kind: 'centre' | 'area';
}

/**
 * The places a destination's results map marks: its centre (a city's, named `centreName`, or
 * the named place itself) and the named areas of the landing data ("Popular areas").
 */
export function landingPlaces(
  data: Pick<Landing, 'type' | 'name' | 'lat' | 'lng' | 'places'> | undefined,
  centreName: string,
): MapPlace[] {
  if (!data) return [];
  const centre: MapPlace = {
    lat: data.lat,
    lng: data.lng,
    name: data.type === 'city' ? centreName : data.name,
    kind: 'centre',
  };
  const areas = (data.places ?? []).map((p): MapPlace => ({
    lat: p.lat,
    lng: p.lng,
    name: p.name,
    kind: 'area',
  }));
  return data.type === 'country' ? areas : [centre, ...areas];
}
