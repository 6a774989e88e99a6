import { describe, expect, it } from 'vitest';
import { parseDestinationPath, parseHotelsPath } from './destination-path';

const kind = (t: ReturnType<typeof parseDestinationPath>) => t?.kind;

describe('parseDestinationPath', () => {
  it('reads a country, a destination with or without country, results and hotels', () => {
    expect(kind(parseDestinationPath(['germany']))).toBe('country');
    expect(parseDestinationPath(['germany', 'berlin'])).toMatchObject({
      kind: 'destination',
      destination: 'berlin',
      country: { code: 'DE' },
    });
    expect(parseDestinationPath(['berlin'])).toMatchObject({
      kind: 'destination',
      destination: 'berlin',
      country: undefined,
    });
    expect(parseDestinationPath(['berlin', 'results'])).toMatchObject({ kind: 'results' });
    expect(parseDestinationPath(['germany', 'berlin', 'results'])).toMatchObject({
      kind: 'results',
      country: { code: 'DE' },
    });
    expect(parseDestinationPath(['germany', 'berlin', 'hotel-adlon'])).toMatchObject({
      kind: 'hotel',
      hotel: 'hotel-adlon',
    });
    expect(parseDestinationPath(['berlin', 'hotel-adlon'])).toMatchObject({
      kind: 'hotel',
      destination: 'berlin',
    });
  });

  it('rejects what fits no route', () => {
    expect(parseDestinationPath([])).toBeUndefined();
    expect(parseDestinationPath(['results'])).toBeUndefined();
    expect(parseDestinationPath(['germany', 'results'])).toBeUndefined();
    expect(parseDestinationPath(['germany', 'a', 'b', 'c'])).toBeUndefined();
    expect(parseDestinationPath(['Germany'])).toBeUndefined();
    expect(parseDestinationPath(['<script>'])).toBeUndefined();
  });
});

describe('parseHotelsPath', () => {
  it('needs a known country and takes an optional city and hotel', () => {
    expect(kind(parseHotelsPath(['israel']))).toBe('country');
    expect(kind(parseHotelsPath(['israel', 'eilat']))).toBe('destination');
    expect(kind(parseHotelsPath(['israel', 'eilat', 'sea-view']))).toBe('hotel');
    expect(parseHotelsPath(['atlantis'])).toBeUndefined();
    expect(parseHotelsPath(['israel', 'a', 'b', 'c'])).toBeUndefined();
  });
});
