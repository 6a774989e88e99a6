import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  compileKind,
  KINDS_DIR,
  pageCoverage,
  type PageCoverage,
  reach,
  ROOT,
} from '../../scripts/page-styles.ts';

// Each page links one stylesheet, its kind's (src/styles/pages/*.css), holding only the classes
// of the files that sheet scans. A page that renders (or can wake) a component its sheet does
// not scan paints that component unstyled: these tests name the page and the file.
const rel = (file: string) => relative(ROOT, file);
let coverage: PageCoverage[];
beforeAll(async () => {
  coverage = await pageCoverage();
});

describe('page stylesheets', () => {
  it('has every page import exactly one kind sheet', () => {
    expect(coverage.length).toBeGreaterThan(30);
    const wrong = coverage
      .filter((page) => page.sheets.length !== 1)
      .map((page) => `${rel(page.page)}: ${page.sheets.map(rel).join(', ') || 'none'}`);
    expect(wrong).toEqual([]);
  });

  it('scans, for every page, each file the page can render or wake', () => {
    const missing = coverage.flatMap((page) =>
      page.missing.map((file) => `${rel(page.page)} -> ${rel(file)}`),
    );
    expect(missing).toEqual([]);
  });

  it('follows lazy imports: the calendar, the sign-in dialog and the lead pop-up', () => {
    const home = coverage.find((page) => rel(page.page) === 'src/pages/index.astro');
    const files = [...(home?.files ?? [])].map(rel);
    expect(files).toContain('src/islands/search/calendar.ts');
    expect(files).toContain('src/islands/auth/AuthModal.tsx');
    expect(files).toContain('src/islands/lead/LeadForm.tsx');
    expect(home?.sheets.map(rel)).toEqual(['src/styles/pages/static.css']);
  });

  it('reports a file the sheet does not scan', async () => {
    // The account pages' islands are not on static pages, so the static sheet leaves them out:
    // a static page that rendered one would be reported.
    const { files } = await compileKind(join(KINDS_DIR, 'static.css'));
    const account = reach(join(ROOT, 'src/views/AccountPage.astro')).files;
    expect([...files].map(rel)).toContain('src/components/Header.astro');
    expect([...files].map(rel)).not.toContain('src/islands/account/Profile.tsx');
    expect([...account].filter((file) => !files.has(file)).map(rel)).toContain(
      'src/views/AccountPage.astro',
    );
  });

  it('gives static pages a smaller sheet than the pages that scan everything', async () => {
    const size = async (kind: string) => (await compileKind(join(KINDS_DIR, kind))).css.length;
    expect(await size('static.css')).toBeLessThan(0.85 * (await size('app.css')));
  });
});
