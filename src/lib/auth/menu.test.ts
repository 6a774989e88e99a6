import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../contract/fixtures';
import type { User } from '../types';
import { accountMenu, type MenuItem } from './menu';

const plain: User = userFixture({
  id: 1,
  name: 'Uma User',
  email: 'user@demo.test',
  avatar: null,
  plan_id: null,
  options: { flights: false, packages: false, crm: false, vouchers: false },
  actions: [],
  fid: null,
});
const power: User = userFixture({
  ...plain,
  options: { flights: true, packages: true, crm: true, vouchers: true },
  actions: ['reservations'],
});
const agent: User = { ...power, plan_id: 2, fid: 1001 };
const keys = (items: MenuItem[]) => items.map((i) => i.key);

describe('accountMenu', () => {
  it('offers visitors login, join, join-as-agent and reservation management', () => {
    const items = accountMenu(null, 'he', 77);
    expect(keys(items)).toEqual(['login', 'join', 'joinAgent', 'manageReservation']);
    expect(items[0]).toMatchObject({ href: '/he/login', action: 'login' });
    expect(items[1]).toMatchObject({ action: 'register' });
    const join = items.find((i) => i.key === 'joinAgent');
    expect(join?.external).toBe(true);
    expect(new URL(join?.href ?? '').searchParams.get('ref')).toBe('77');
    expect(items.find((i) => i.key === 'manageReservation')?.href).toBe('/he/reservation');
  });

  it('gives a plain user reservations, the confirmation tool, profile, logout and the non-agent links', () => {
    expect(keys(accountMenu(plain, 'en', null))).toEqual([
      'myReservations',
      'hotelConfirmation',
      'profile',
      'joinAgent',
      'manageReservation',
      'logout',
    ]);
  });

  it('adds vouchers, all reservations and the sales-site links by options and actions', () => {
    const items = accountMenu(power, 'en', null);
    expect(keys(items)).toEqual([
      'myReservations',
      'vouchers',
      'allReservations',
      'hotelConfirmation',
      'newSite',
      'packages',
      'carts',
      'profile',
      'joinAgent',
      'manageReservation',
      'logout',
    ]);
    const href = (key: string) => items.find((i) => i.key === key)?.href;
    expect(href('allReservations')).toBe('/dashboard/bookings?all=true');
    expect(href('newSite')).toBe('/sso?target=new-site');
    expect(href('packages')).toBe('/sso?target=packages');
    expect(href('carts')).toBe('/sso?target=carts');
  });

  it('gives agents the agent dashboard and no join or reservation-management links', () => {
    const items = accountMenu(agent, 'en', 1001);
    expect(keys(items)).toContain('agentDashboard');
    expect(keys(items)).not.toContain('joinAgent');
    expect(keys(items)).not.toContain('manageReservation');
    expect(items.filter((i) => i.external).map((i) => i.key)).toEqual([
      'hotelConfirmation',
      'agentDashboard',
    ]);
  });
});
