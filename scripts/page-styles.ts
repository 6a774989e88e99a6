/**
 * Per-kind stylesheets (src/styles/pages/*.css): which source files each page can render and
 * which files each kind's sheet scans for Tailwind classes.
 *
 * Every page links one sheet, chosen by the page (or its view) importing one kind entry. A
 * sheet holds only the utilities found in its `@source` files, so a page whose components are
 * missing from its kind's sources paints unstyled. `pageCoverage()` follows each page's imports
 * (static and dynamic: the islands it can wake, their lazy parts) and lists the reachable
 * source files its sheet does not scan. tests/unit/page-styles.test.ts fails on any of them.
 *
 * `node scripts/page-styles.ts` prints each kind's pages, its sheet's size (unminified gzip,
 * as an estimate of the built sheet) and the files it misses.
 */
import { compile } from '@tailwindcss/node';
import { Scanner } from '@tailwindcss/oxide';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PAGES_DIR = join(ROOT, 'src/pages');
export const KINDS_DIR = join(ROOT, 'src/styles/pages');

/**
 * The imports followed: modules that can carry class names. JSON data, stylesheets and the
 * `import.meta.glob` targets (locale messages, legal Markdown) hold none.
 */
const SOURCE_EXTENSIONS = ['.astro', '.ts', '.tsx', '.js', '.mjs', '.jsx'];
const RESOLVE_SUFFIXES = ['', ...SOURCE_EXTENSIONS, ...SOURCE_EXTENSIONS.map((e) => `/index${e}`)];

/**
 * Module specifiers a file imports: `import … from`, `import '…'`, `export … from` and
 * `import('…')`, in frontmatter and `<script>` tags alike. Type-only imports render nothing.
 */
function specifiers(code: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\bimport\s+(?!type\b)[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bexport\s+(?!type\b)[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) found.push(match[1] ?? '');
  }
  return found;
}

/** The file a relative specifier names, or undefined (packages, virtual modules). */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  for (const suffix of RESOLVE_SUFFIXES) {
    const file = base + suffix;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return undefined;
}

const graphCache = new Map<string, string[]>();
/**
 * Everything a file can bring onto a page: the source files it reaches through imports and
 * the kind sheets (src/styles/pages/*.css) among its stylesheet imports.
 * @param entry absolute path
 */
export function reach(entry: string): { files: Set<string>; sheets: Set<string> } {
  const files = new Set<string>();
  const sheets = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    let edges = graphCache.get(file);
    if (!edges) {
      edges = specifiers(readFileSync(file, 'utf8'))
        .map((specifier) => resolveImport(file, specifier))
        .filter((target): target is string => target !== undefined);
      graphCache.set(file, edges);
    }
    for (const target of edges) {
      if (target.endsWith('.css')) {
        if (dirname(target) === KINDS_DIR) sheets.add(target);
      } else if (SOURCE_EXTENSIONS.some((extension) => target.endsWith(extension))) {
        pending.push(target);
      }
    }
  }
  return { files, sheets };
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** The pages that render HTML (endpoints such as robots.txt.ts have no stylesheet). */
export function pageFiles(): string[] {
  return walk(PAGES_DIR)
    .filter((file) => file.endsWith('.astro'))
    .sort();
}

/** The kind entries: one stylesheet per kind of page. */
export function kindFiles(): string[] {
  return readdirSync(KINDS_DIR)
    .filter((name) => name.endsWith('.css'))
    .map((name) => join(KINDS_DIR, name))
    .sort();
}

/**
 * A kind sheet as Tailwind's Vite plugin builds it: the files its `@source` rules scan (and
 * the whole project if it kept automatic detection) and the CSS of their candidates.
 * @param sheet absolute path of a kind entry
 */
export async function compileKind(sheet: string): Promise<{ files: Set<string>; css: string }> {
  const compiler = await compile(readFileSync(sheet, 'utf8'), {
    base: dirname(sheet),
    onDependency: () => undefined,
  });
  const root =
    compiler.root === 'none'
      ? []
      : compiler.root === null
        ? [{ base: ROOT, pattern: '**/*', negated: false }]
        : [{ ...compiler.root, negated: false }];
  const scanner = new Scanner({ sources: [...root, ...compiler.sources] });
  const candidates = scanner.scan();
  return { files: new Set(scanner.files), css: compiler.build(candidates) };
}

export interface PageCoverage {
  /** The page file (src/pages/…). */
  page: string;
  /** The source files it can render or wake. */
  files: Set<string>;
  /** The kind sheets it imports. */
  sheets: string[];
  /** Files in `files` that its sheet does not scan. */
  missing: string[];
}

/**
 * For each page: the kind sheets it imports (exactly one is right) and the reachable source
 * files its sheet does not scan (none is right).
 */
export async function pageCoverage(): Promise<PageCoverage[]> {
  const kinds = new Map<string, { files: Set<string> }>();
  for (const sheet of kindFiles()) kinds.set(sheet, await compileKind(sheet));
  return pageFiles().map((page) => {
    const { files, sheets } = reach(page);
    const missing = [...sheets].flatMap((sheet) =>
      [...files].filter((file) => !kinds.get(sheet)?.files.has(file)),
    );
    return { page, files, sheets: [...sheets], missing };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rel = (file: string) => relative(ROOT, file);
  const coverage = await pageCoverage();
  for (const sheet of kindFiles()) {
    const { css, files } = await compileKind(sheet);
    const pages = coverage.filter((p) => p.sheets.includes(sheet));
    console.log(
      `${rel(sheet)}: ${(gzipSync(css).length / 1024).toFixed(1)} KB gzip, ${files.size} files scanned, ${pages.length} pages`,
    );
    for (const page of pages) console.log(`  ${rel(page.page)}`);
  }
  let wrong = false;
  for (const { page, sheets, missing } of coverage) {
    if (sheets.length !== 1) {
      wrong = true;
      console.log(
        `${rel(page)} imports ${sheets.length} kind sheets: ${sheets.map(rel).join(', ')}`,
      );
    }
    for (const file of missing) {
      wrong = true;
      console.log(`${rel(page)} reaches ${rel(file)}, which its sheet does not scan`);
    }
  }
  process.exit(wrong ? 1 : 0);
}
