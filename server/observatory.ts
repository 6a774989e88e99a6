import { parsePolicy } from './security-headers.ts';

/** One rule of Mozilla Observatory's HTTP scan, as it scored this response. */
export interface RuleResult {
  rule: string;
  /** Points it adds to or takes from the baseline of 100. */
  modifier: number;
  pass: boolean;
}

/** A response scored as Mozilla Observatory (HTTP Observatory, 2024 rules) scores a page. */
export interface ObservatoryScore {
  score: number;
  grade: string;
  results: RuleResult[];
  /** The rules that took points away. */
  failures: string[];
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
];

const PRIVATE_REFERRERS = new Set([
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
]);

/** Sources that let any script run: Observatory counts them as 'unsafe-inline'. */
const UNSAFE_SCRIPT_SOURCES = new Set(["'unsafe-inline'", 'data:', '*', 'http:', 'https:']);

function cspResult(csp: string | null): RuleResult {
  if (!csp) return { rule: 'csp-not-implemented', modifier: -25, pass: false };
  const policy = parsePolicy(csp);
  const fallback = policy.get('default-src');
  const scripts = policy.get('script-src') ?? fallback;
  const styles = policy.get('style-src') ?? fallback;
  const objects = policy.get('object-src') ?? fallback;
  const broad = (sources: string[] | undefined) =>
    !sources || sources.some((source) => UNSAFE_SCRIPT_SOURCES.has(source));
  if (broad(scripts) || broad(objects)) {
    return { rule: 'csp-implemented-with-unsafe-inline', modifier: -20, pass: false };
  }
  if (scripts?.includes("'unsafe-eval'")) {
    return { rule: 'csp-implemented-with-unsafe-eval', modifier: -10, pass: false };
  }
  const passive = [...policy.values()].flat();
  if (passive.some((source) => source === 'http:' || source.startsWith('http://'))) {
    return {
      rule: 'csp-implemented-with-insecure-scheme-in-passive-content-only',
      modifier: -10,
      pass: false,
    };
  }
  if (styles?.includes("'unsafe-inline'")) {
    return {
      rule: 'csp-implemented-with-unsafe-inline-in-style-src-only',
      modifier: 0,
      pass: true,
    };
  }
  return fallback?.includes("'none'")
    ? { rule: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10, pass: true }
    : { rule: 'csp-implemented-with-no-unsafe', modifier: 5, pass: true };
}

function framingResult(headers: Headers): RuleResult {
  const ancestors = parsePolicy(headers.get('content-security-policy') ?? '').get(
    'frame-ancestors',
  );
  if (ancestors && !ancestors.includes('*')) {
    return { rule: 'x-frame-options-implemented-via-csp', modifier: 5, pass: true };
  }
  const xfo = headers.get('x-frame-options')?.trim().toLowerCase();
  return xfo === 'deny' || xfo === 'sameorigin'
    ? { rule: 'x-frame-options-sameorigin-or-deny', modifier: 0, pass: true }
    : { rule: 'x-frame-options-not-implemented', modifier: -20, pass: false };
}

function hstsResult(headers: Headers, https: boolean): RuleResult {
  if (!https) return { rule: 'hsts-not-implemented-no-https', modifier: -20, pass: false };
  const value = headers.get('strict-transport-security');
  if (!value) return { rule: 'hsts-not-implemented', modifier: -20, pass: false };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? Number.NaN);
  if (!Number.isFinite(maxAge)) return { rule: 'hsts-header-invalid', modifier: -20, pass: false };
  return maxAge >= 15_552_000
    ? { rule: 'hsts-implemented-max-age-at-least-six-months', modifier: 0, pass: true }
    : { rule: 'hsts-implemented-max-age-less-than-six-months', modifier: -10, pass: false };
}

function cookiesResult(headers: Headers, https: boolean): RuleResult {
  const cookies = headers.getSetCookie();
  if (cookies.length === 0) return { rule: 'cookies-not-found', modifier: 0, pass: true };
  let result: RuleResult = {
    rule: 'cookies-secure-with-httponly-sessions-and-samesite',
    modifier: 5,
    pass: true,
  };
  for (const cookie of cookies) {
    const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim().toLowerCase());
    const name = pair.split('=')[0] ?? '';
    const has = (attribute: string) => attributes.some((a) => a.split('=')[0] === attribute);
    const session = /sess|login|auth|sid|token/.test(name) && !/xsrf|csrf/.test(name);
    if (session && !has('httponly')) {
      return { rule: 'cookies-session-without-httponly-flag', modifier: -30, pass: false };
    }
    if (https && !has('secure')) {
      return session
        ? { rule: 'cookies-session-without-secure-flag', modifier: -40, pass: false }
        : { rule: 'cookies-without-secure-flag', modifier: -20, pass: false };
    }
    if (!has('samesite')) {
      result = /xsrf|csrf/.test(name)
        ? { rule: 'cookies-anticsrf-without-samesite-flag', modifier: -20, pass: false }
        : { rule: 'cookies-secure-with-httponly-sessions', modifier: 0, pass: true };
    }
  }
  return result;
}

/**
 * Scores a response's headers with the rules of Mozilla Observatory's HTTP scan (baseline
 * 100; A+ from 100): Content-Security-Policy, cookies, CORS, Referrer-Policy, HSTS (https
 * only), X-Content-Type-Options and framing. `https`: the response went out over TLS.
 */
export function observatoryScore(headers: Headers, options: { https: boolean }): ObservatoryScore {
  const referrer = headers.get('referrer-policy')?.split(',').at(-1)?.trim().toLowerCase();
  const results: RuleResult[] = [
    cspResult(headers.get('content-security-policy')),
    cookiesResult(headers, options.https),
    headers.get('access-control-allow-origin') === '*' &&
    headers.get('access-control-allow-credentials') === 'true'
      ? {
          rule: 'cross-origin-resource-sharing-implemented-with-universal-access',
          modifier: -50,
          pass: false,
        }
      : { rule: 'cross-origin-resource-sharing-not-implemented', modifier: 0, pass: true },
    referrer === undefined
      ? { rule: 'referrer-policy-not-implemented', modifier: 0, pass: true }
      : PRIVATE_REFERRERS.has(referrer)
        ? { rule: 'referrer-policy-private', modifier: 5, pass: true }
        : { rule: 'referrer-policy-unsafe', modifier: -5, pass: false },
    hstsResult(headers, options.https),
    headers.get('x-content-type-options')?.trim().toLowerCase() === 'nosniff'
      ? { rule: 'x-content-type-options-nosniff', modifier: 0, pass: true }
      : { rule: 'x-content-type-options-not-implemented', modifier: -5, pass: false },
    framingResult(headers),
  ];
  // Observatory adds bonus points only once the score without them reaches 90.
  const penalties = results.filter((r) => r.modifier < 0).reduce((sum, r) => sum + r.modifier, 0);
  const bonuses = results.filter((r) => r.modifier > 0).reduce((sum, r) => sum + r.modifier, 0);
  const score = Math.max(0, 100 + penalties + (100 + penalties >= 90 ? bonuses : 0));
  return {
    score,
    grade: GRADES.find(([min]) => score >= min)?.[1] ?? 'F',
    results,
    failures: results.filter((r) => !r.pass).map((r) => r.rule),
  };
}
