import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shippedInlineScript } from '../src/lib/inline-script.ts';
import { inlineScriptHashes, inlineScripts, scriptHash } from './inline-scripts.ts';

describe('inline scripts', () => {
  it('hashes every file of src/scripts/inline as CSP sources', () => {
    const files = readdirSync('src/scripts/inline').filter((name) => name.endsWith('.js'));
    const hashes = inlineScriptHashes('.');
    expect(hashes).toHaveLength(files.length);
    const code = shippedInlineScript(readFileSync('src/scripts/inline/color-mode.js', 'utf8'));
    expect(hashes).toContain(`sha256-${createHash('sha256').update(code).digest('base64')}`);
  });

  it('finds the scripts a browser runs, not data blocks or files', () => {
    const html = `<script>a()</script><script type="module">b()</script>
      <script src="/x.js"></script><script type="application/ld+json">{"@type":"Hotel"}</script>`;
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    expect(scriptHash('a()')).toMatch(/^sha256-[A-Za-z0-9+/]+=*$/);
  });
});
