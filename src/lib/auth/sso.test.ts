import { describe, expect, it } from 'vitest';
import { userFixture } from '../../../contract/fixtures';
import type { User } from '../types';
import { isSsoTarget, ssoDecision } from './sso';

const user: User = userFixture({
  id: 1,
  name: 'Uma',
  email: 'u@x.test',
  avatar: null,
  plan_id: null,
  options: { flights: true, packages: true, crm: true, vouchers: false },
  actions: [],
  fid: null,
});
const agent: User = { ...user, plan_id: 2 };
const site = 'https://sales.example.test';

describe('ssoDecision', () => {
  it('hands a signed-in user over to the fixed path of an allowed target', () => {
    expect(ssoDecision('packages', user, 'he', site)).toEqual({
      kind: 'go',
      target: 'packages',
      url: 'https://sales.example.test/packages?locale=he',
    });
    expect(ssoDecision('new-site', user, 'en', site)).toMatchObject({
      url: 'https://sales.example.test/?locale=en',
    });
  });

  it('never builds an address from the query', () => {
    for (const target of [
      'https://evil.test',
      '//evil.test',
      '../x',
      'constructor',
      'toString',
      '',
      null,
    ]) {
      expect(ssoDecision(target, agent, 'en', site)).toEqual({ kind: 'unknown' });
    }
    expect(isSsoTarget('__proto__')).toBe(false);
  });

  it('asks visitors to sign in first', () => {
    expect(ssoDecision('carts', null, 'en', site)).toEqual({ kind: 'signIn', target: 'carts' });
  });

  it('keeps flights, car rentals and tickets for agents', () => {
    for (const target of ['flights', 'cars', 'tickets']) {
      expect(ssoDecision(target, user, 'en', site).kind).toBe('agentsOnly');
      expect(ssoDecision(target, agent, 'en', site).kind).toBe('go');
    }
  });
});
