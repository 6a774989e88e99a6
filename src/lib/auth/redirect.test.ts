import { describe, expect, it } from 'vitest';
import { afterAuthPath } from './redirect';

describe('afterAuthPath', () => {
  it('goes home in the locale by default', () => {
    expect(afterAuthPath('en')).toBe('/');
    expect(afterAuthPath('he', null)).toBe('/he');
  });

  it('honours a same-site path', () => {
    expect(afterAuthPath('he', '/he/account/reservations?x=1')).toBe(
      '/he/account/reservations?x=1',
    );
  });

  it('never leaves the site or loops back to the login page', () => {
    for (const bad of [
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      'account',
      '/he/login?redirect=/x',
    ]) {
      expect(afterAuthPath('he', bad)).toBe('/he');
    }
  });
});
