import { describe, expect, it } from 'vitest';
import { cdnHeadersFile } from './cdn-headers.ts';
import { buildPolicyInputs } from './integration.ts';
import { observatoryScore } from './observatory.ts';
import { pagePolicy, parsePolicy, securityHeaders } from './security-headers.ts';

const astroCsp =
  "script-src 'self' 'sha256-one=' 'sha256-two='; style-src 'self' 'sha256-three='; frame-ancestors *";

describe('pagePolicy', () => {
  it("takes Astro's hashes for scripts and styles, and nothing else of its policy", () => {
    const policy = parsePolicy(pagePolicy({ astroCsp }, { embeddable: false, https: false }));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-one='", "'sha256-two='"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-three='"]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it('opens only what a build needs: the API origin, the tag manager', () => {
    const inputs = buildPolicyInputs(astroCsp, {
      PUBLIC_API_URL: 'https://api.partner.example/v1',
      PUBLIC_GTM_ID: 'GTM-AB12CD',
    });
    expect(inputs).toMatchObject({ apiOrigin: 'https://api.partner.example', tagManager: true });
    const policy = parsePolicy(pagePolicy(inputs, { embeddable: true, https: true }));
    expect(policy.get('connect-src')).toContain('https://api.partner.example');
    expect(policy.get('form-action')).toEqual(["'self'", 'https://api.partner.example']);
    expect(policy.get('script-src')).toContain('https://www.googletagmanager.com');
    expect(policy.has('frame-ancestors')).toBe(false);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
    expect(buildPolicyInputs('', { PUBLIC_API_URL: '/api' }).apiOrigin).toBeUndefined();
  });
});

describe('securityHeaders', () => {
  it('keeps the policy the API set for its own pages, and locks down every other file', () => {
    const api = securityHeaders('api', {
      https: false,
      upstreamCsp: "default-src 'none'; form-action 'self'",
    });
    expect(api['Content-Security-Policy']).toBe("default-src 'none'; form-action 'self'");
    const file = securityHeaders('file', { https: false });
    expect(file['Content-Security-Policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'",
    );
    expect(file['Strict-Transport-Security']).toBeUndefined();
    expect(securityHeaders('page', { https: true })['Strict-Transport-Security']).toBe(
      'max-age=63072000',
    );
  });
});

describe('cdnHeadersFile', () => {
  it('gives every static file the headers of a page over https (A+), and a year to hashed assets', () => {
    const text = cdnHeadersFile({ astroCsp });
    const [all, assets] = text.split('\n/_astro/*\n');
    const headers = new Headers(
      (all ?? '')
        .split('\n')
        .filter((line) => line.startsWith('  '))
        .map(
          (line) =>
            line
              .trim()
              .split(/:\s(.*)/s)
              .slice(0, 2) as [string, string],
        ),
    );
    expect(text).toMatch(/^# .*\n\/\*\n/);
    expect(observatoryScore(headers, { https: true }).grade).toBe('A+');
    expect(assets?.trim()).toBe('Cache-Control: public, max-age=31536000, immutable');
  });
});
