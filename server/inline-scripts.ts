import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { shippedInlineScript } from '../src/lib/inline-script.ts';

/**
 * The folder of the site's inline scripts. A page writes one with
 * `<script is:inline set:html={shippedInlineScript(code)} />`, `code` imported from here with
 * `?raw` (src/lib/inline-script.ts); the build hashes every file of the folder, as shipped,
 * into the Content-Security-Policy, so the scripts run without 'unsafe-inline' and adding one
 * needs no list to keep.
 */
export const INLINE_SCRIPTS_DIR = 'src/scripts/inline';

/** The CSP source of an inline script's text: `sha256-<base64>`. */
export function scriptHash(code: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;
}

/** Hashes of every inline script of the site (the files of `INLINE_SCRIPTS_DIR` under `root`, as shipped). */
export function inlineScriptHashes(root: string): `sha256-${string}`[] {
  const dir = join(root, INLINE_SCRIPTS_DIR);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .sort()
    .map((name) => scriptHash(shippedInlineScript(readFileSync(join(dir, name), 'utf8'))));
}

/**
 * The code of every inline script of an HTML page that a browser would run (no `src`, a
 * JavaScript or module type); data blocks such as JSON-LD are not scripts to CSP.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (
      type &&
      type !== 'module' &&
      type !== 'text/javascript' &&
      type !== 'application/javascript'
    )
      continue;
    scripts.push(match[2] ?? '');
  }
  return scripts;
}
