import { describe, expect, it } from 'vitest';
import * as fixture from './fixtures.ts';

describe('contract fixtures', () => {
  it('build complete answers and apply the changes a test asks for', () => {
    expect(fixture.userFixture({ plan_id: 2 })).toMatchObject({ plan_id: 2, role: 'user' });
    expect(fixture.transactionFixture({ status: 'succeeded' }).status).toBe('succeeded');
    expect(fixture.reservationFixture().hotel?.slug).toBe('bergblick-berlin');
    expect(fixture.bookingCreatedFixture().status).toBe('pending_payment');
    expect(
      fixture.searchResultsFixture([
        fixture.hotelCardFixture(),
        fixture.hotelCardFixture({ id: 2 }),
      ]).hotels,
    ).toHaveLength(2);
    expect(fixture.landingFixture([]).top_hotels).toEqual([]);
  });

  it('refuse a change that leaves the contract', () => {
    expect(() => fixture.hotelCardFixture({ board: 'XX' as 'BB' })).toThrow(/off the contract/);
    expect(() => fixture.reservationFixture({ nights: 1.5 })).toThrow(/off the contract/);
  });
});
