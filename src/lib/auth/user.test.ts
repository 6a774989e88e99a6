import { describe, expect, it } from 'vitest';
import { canSeeAllReservations, isAgent } from './roles';
import { readUser } from './user';

describe('readUser', () => {
  it('reads the user from data and fills missing optional fields with the least privileges', () => {
    expect(readUser({ data: { id: 4, name: 'Dana', email: 'd@x.test' } })).toEqual({
      id: 4,
      name: 'Dana',
      email: 'd@x.test',
      avatar: null,
      plan_id: null,
      options: { flights: false, packages: false, crm: false, vouchers: false },
      actions: [],
      fid: null,
      role: 'user',
    });
  });

  it('keeps an agent plan and options', () => {
    const user = readUser({
      data: {
        id: 3,
        name: 'Avi',
        email: 'a@x.test',
        avatar: null,
        plan_id: 2,
        options: { flights: true, packages: false, crm: true, vouchers: true },
        actions: ['reservations'],
        fid: 1001,
      },
    });
    expect(isAgent(user)).toBe(true);
    expect(canSeeAllReservations(user)).toBe(true);
    expect(user?.options.crm).toBe(true);
  });

  it('refuses answers without a user', () => {
    expect(readUser(null)).toBeUndefined();
    expect(readUser({ data: null })).toBeUndefined();
    expect(readUser({ data: { id: 'x', name: 'Dana' } })).toBeUndefined();
    expect(readUser({ id: 1, name: 'Dana' })).toBeUndefined();
  });

  it('treats a wrongly typed plan as no plan and bad options as none', () => {
    const user = readUser({ data: { id: 1, name: 'D', plan_id: '2', options: 'all', actions: 5 } });
    expect(isAgent(user)).toBe(false);
    expect(canSeeAllReservations(user)).toBe(false);
    expect(user?.options.vouchers).toBe(false);
  });
});
