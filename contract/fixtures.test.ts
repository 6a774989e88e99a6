import { describe, expect, it } from 'vitest';
import {
  bookingCreatedFixture,
  hotelCardFixture,
  landingFixture,
  reservationFixture,
  searchResultsFixture,
  transactionFixture,
  userFixture,
} from './fixtures.ts';

describe('contract fixtures', () => {
  it('build complete answers and apply the changes a test asks for', () => {
    expect(userFixture({ plan_id: 2 })).toMatchObject({ plan_id: 2, role: 'user' });
    expect(transactionFixture({ status: 'succeeded' }).status).toBe('succeeded');
    expect(reservationFixture().hotel?.slug).toBe('bergblick-berlin');
    expect(bookingCreatedFixture().status).toBe('pending_payment');
    expect(
      searchResultsFixture([hotelCardFixture(), hotelCardFixture({ id: 2 })]).hotels,
    ).toHaveLength(2);
    expect(landingFixture([]).top_hotels).toEqual([]);
  });

  it('refuse a change that leaves the contract', () => {
    expect(() => hotelCardFixture({ board: 'XX' as 'BB' })).toThrow(/off the contract/);
    expect(() => reservationFixture({ nights: 1.5 })).toThrow(/off the contract/);
  });
});
