import { describe, expect, it } from 'vitest';
import { hotelSummaryFixture, landingFixture } from '../../../contract/fixtures';
import { readLanding } from './landing';

const hotel = hotelSummaryFixture({ id: 1, slug: 'sonne-berlin', name: 'Sonne Berlin' });

describe('readLanding', () => {
  it('reads a city answer and drops invalid top hotels', () => {
    const answer = landingFixture([hotel]);
    const landing = readLanding({
      data: { ...answer, top_hotels: [hotel, { ...hotel, name: 7 }] },
    });
    expect(landing?.top_hotels).toEqual([hotel]);
    expect(landing?.places?.map((p) => p.name)).toEqual(['Kreuzberg']);
    expect(landing?.hotel_count).toBe(200);
  });

  it('refuses answers of another shape', () => {
    expect(readLanding({ data: { name: 'Berlin' } })).toBeUndefined();
    expect(readLanding(undefined)).toBeUndefined();
  });
});
