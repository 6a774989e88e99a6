import { describe, expect, it } from 'vitest';
import { GTM_ID, LEAD_CONFIG, parseGtmId } from './config';

describe('lead and tag-manager configuration', () => {
  it('has demo defaults for the lead endpoint and the tag manager off', () => {
    expect(LEAD_CONFIG.to).toMatch(/^https:\/\//);
    expect(LEAD_CONFIG.token).not.toBe('');
    expect(GTM_ID).toBeNull();
  });

  it('accepts only well-formed container ids', () => {
    expect(parseGtmId('GTM-AB12CD3')).toBe('GTM-AB12CD3');
    expect(parseGtmId(' GTM-ABCD ')).toBe('GTM-ABCD');
    for (const bad of [
      undefined,
      '',
      'GTM-abc123',
      'GTM-ABC',
      'GTM-ABCDEFGHIJK',
      'UA-1234',
      "GTM-AB12'",
      'GTM-AB12</script>',
    ])
      expect(parseGtmId(bad)).toBeNull();
  });
});
