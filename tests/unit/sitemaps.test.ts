import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findXmllint } from '../../scripts/find-xmllint.mjs';
import { LOCALE_CODES, LOCALES } from '../../src/lib/i18n/locales';
import {
  findSitemap,
  hotelPaths,
  pagePaths,
  sitemapFiles,
  sitemapIndexXml,
  urlsetXml,
} from '../../src/lib/seo/sitemaps';

const schemas = fileURLToPath(new URL('./sitemap-schemas/', import.meta.url));
const LASTMOD = '2026-11-24';
let xmllint: string;
let dir: string;

beforeAll(() => {
  xmllint = findXmllint();
  dir = mkdtempSync(join(tmpdir(), 'sitemaps-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Validates XML against a vendored schema with xmllint; returns its complaints. */
function validate(xml: string, schema: string): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  try {
    execFileSync(xmllint, ['--noout', '--huge', '--schema', join(schemas, schema), file], {
      stdio: 'pipe',
    });
    return '';
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

/** The `<url>` entries of a sitemap: location and hreflang -> alternate URL. */
function entries(xml: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const [, body = ''] of xml.matchAll(/<url>(.*?)<\/url>/g)) {
    const loc = /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '';
    const links = new Map(
      [...body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1]!, m[2]!]),
    );
    out.set(loc, links);
  }
  return out;
}

describe('sitemaps', () => {
  it('validate against the sitemaps.org schemas with their xhtml:link alternates', () => {
    expect(validate(sitemapIndexXml(LASTMOD), 'siteindex.xsd')).toBe('');
    for (const name of ['en-pages', 'he-pages', 'ja-hotels-1', 'ar-hotels-13']) {
      const file = findSitemap(name)!;
      expect(validate(urlsetXml(file.paths(), file.locale, LASTMOD), 'sitemap-hreflang.xsd')).toBe(
        '',
      );
    }
  });

  it('reject a sitemap the schema does not allow', () => {
    const broken = urlsetXml(['/hotels'], 'en', 'yesterday');
    expect(validate(broken, 'sitemap-hreflang.xsd')).toMatch(/lastmod/);
  });

  it('list every landing page and every hotel in every locale, 50,000 URLs at most per file', () => {
    const files = sitemapFiles();
    expect(files.filter((f) => f.name.endsWith('-pages'))).toHaveLength(LOCALE_CODES.length);
    expect(pagePaths()).toEqual(
      expect.arrayContaining([
        '/hotels',
        '/hotels/destination/israel',
        '/hotels/destination/israel/tel-aviv',
        '/hotels/destination/spain/barcelona',
      ]),
    );
    expect(pagePaths().length).toBeGreaterThan(473 + 246);
    expect(hotelPaths().length).toBeGreaterThan(30_000);
    const perLocale = files.filter((f) => f.locale === 'he');
    expect(perLocale.reduce((n, f) => n + f.paths().length, 0)).toBe(
      pagePaths().length + hotelPaths().length,
    );
    for (const file of files) expect(file.paths().length).toBeLessThanOrEqual(50_000);
    expect(sitemapIndexXml(LASTMOD).match(/<sitemap>/g)).toHaveLength(files.length);
  });

  it('are reciprocal: each alternate is listed in its locale with the same alternates', () => {
    // Every alternate of every page sitemap is a <loc> of its own locale's sitemap whose
    // alternates are the same 40 links, compared as one signature string per URL.
    const signature = (links: Map<string, string>) =>
      [...links]
        .map(([hreflang, href]) => `${hreflang} ${href}`)
        .sort()
        .join('|');
    const byLocale = new Map(
      LOCALE_CODES.map((locale) => {
        const urls = entries(urlsetXml(findSitemap(`${locale}-pages`)!.paths(), locale, LASTMOD));
        return [
          locale,
          new Map([...urls].map(([loc, links]) => [loc, { links, sig: signature(links) }])),
        ];
      }),
    );
    const codeOf = new Map(LOCALES.map((l) => [l.iso, l.code]));
    const problems: string[] = [];
    let checked = 0;
    for (const urls of byLocale.values()) {
      for (const [loc, { links, sig }] of urls) {
        if (links.size !== LOCALE_CODES.length + 1 || ![...links.values()].includes(loc))
          problems.push(`${loc}: ${links.size} alternates`);
        for (const [hreflang, href] of links) {
          if (hreflang === 'x-default') continue;
          const other = byLocale.get(codeOf.get(hreflang) ?? '')?.get(href);
          if (other?.sig !== sig) problems.push(`${href} is not reciprocal with ${loc}`);
          checked++;
        }
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(700 * 39 * 39);
  });
});
