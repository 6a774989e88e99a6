import { describe, expect, it } from 'vitest';
import { countGuests, guestCounts } from './guests';

describe('countGuests and guestCounts', () => {
  it('adds rooms, adults and children of a party', () => {
    expect(
      countGuests([
        { adults: 2, children: [5, 8] },
        { adults: 1, children: [] },
      ]),
    ).toEqual({ rooms: 2, adults: 3, children: 2 });
    expect(countGuests([])).toEqual({ rooms: 0, adults: 0, children: 0 });
  });

  it('reads a guests text, or nothing when it is malformed', () => {
    expect(guestCounts('2,5,8|1')).toEqual({ rooms: 2, adults: 3, children: 2 });
    expect(guestCounts('garbage')).toBeNull();
  });
});
