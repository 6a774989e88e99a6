import { writeFile } from 'node:fs/promises';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { MANIFEST_FILE, type BuildManifest } from './build-manifest.ts';
import { cdnHeadersFile } from './cdn-headers.ts';
import {
  INLINE_SCRIPTS_DIR,
  inlineScriptHashes,
  inlineScripts,
  scriptHash,
} from './inline-scripts.ts';
import { parallelPrerenderer } from './parallel-prerender.ts';
import { precompress } from './precompress.ts';
import { parsePolicy, type PagePolicyInputs } from './security-headers.ts';

/** The policy inputs a build bakes in: what browsers of this build call and load. */
export function buildPolicyInputs(
  astroCsp: string,
  env: Record<string, string | undefined>,
): PagePolicyInputs {
  const api = env['PUBLIC_API_URL']?.trim();
  let apiOrigin: string | undefined;
  try {
    apiOrigin = api && /^https?:\/\//.test(api) ? new URL(api).origin : undefined;
  } catch {
    apiOrigin = undefined;
  }
  return {
    astroCsp,
    apiOrigin,
    tagManager: /^GTM-[A-Z0-9]{4,10}$/.test(env['PUBLIC_GTM_ID']?.trim() ?? ''),
  };
}

/**
 * The build side of the front server (server/main.ts):
 * - turns on Astro's Content-Security-Policy hashes, with the hashes of the site's inline
 *   scripts (server/inline-scripts.ts), and fails the build when a page carries an inline
 *   script the policy does not allow;
 * - compresses every file of `dist/client` with brotli and gzip once;
 * - writes `dist/front-server.json` (the files, their hashes, the policy) for the server and
 *   `dist/client/_headers` (Netlify and Cloudflare Pages syntax) for a CDN that serves
 *   `dist/client` itself, with the same headers.
 */
export function frontServer(): AstroIntegration {
  let routeHeaders: Map<string, { headers: Headers }> = new Map();
  let root = '';
  let outDir: URL | undefined;
  let clientDir: URL | undefined;
  let serverDir: URL | undefined;
  let rootUrl: URL | undefined;
  let setParallelPrerenderer = () => {};
  return {
    name: 'front-server',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        root = fileURLToPath(config.root);
        updateConfig({
          security: {
            csp: { algorithm: 'SHA-256', scriptDirective: { hashes: inlineScriptHashes(root) } },
          },
        });
      },
      'astro:config:done': ({ config }) => {
        outDir = config.outDir;
        clientDir = config.build.client;
        serverDir = config.build.server;
        rootUrl = config.root;
      },
      // Pages are rendered on every core (server/parallel-prerender.ts). Astro skips bundling
      // its own pre-renderer when one is set before the Vite build, so it is set after it:
      // `astro:build:ssr` runs between the bundles and the pre-rendering.
      'astro:build:start': ({ setPrerenderer }) => {
        setParallelPrerenderer = () => {
          if (!serverDir || !rootUrl) return;
          const threads = process.env['PRERENDER_THREADS'];
          setPrerenderer(
            parallelPrerenderer({
              root: rootUrl,
              serverDir,
              ...(threads ? { threads: Number(threads) } : {}),
            }),
          );
        };
      },
      'astro:build:ssr': () => {
        setParallelPrerenderer();
      },
      'astro:build:generated': ({ routeToHeaders }) => {
        routeHeaders = routeToHeaders;
      },
      'astro:build:done': async ({ logger }) => {
        if (!outDir || !clientDir) return;
        const csp =
          [...routeHeaders.values()]
            .map(({ headers }) => headers.get('content-security-policy'))
            .find((value): value is string => typeof value === 'string') ?? '';
        const allowed = new Set(parsePolicy(csp).get('script-src') ?? []);
        // Every inline script a page carries must be one the policy lets run.
        const checkInlineScripts = (path: string, body: Buffer) => {
          if (!path.endsWith('.html')) return;
          for (const code of inlineScripts(body.toString('utf8'))) {
            if (allowed.has(`'${scriptHash(code)}'`)) continue;
            throw new Error(
              `${path} has an inline script the Content-Security-Policy blocks: write it as a file of ${INLINE_SCRIPTS_DIR}, rendered with <script is:inline set:html={shippedInlineScript(code)} />.\n${code.slice(0, 200)}`,
            );
          }
        };
        const started = Date.now();
        const client = fileURLToPath(clientDir);
        const files = await precompress(client, checkInlineScripts);
        const policy = buildPolicyInputs(csp, process.env);
        const manifest: BuildManifest = { builtAt: new Date().toUTCString(), policy, files };
        await writeFile(new URL(MANIFEST_FILE, outDir), JSON.stringify(manifest));
        await writeFile(new URL('_headers', clientDir), cdnHeadersFile(policy));
        logger.info(
          `${files.length} files described, ${files.filter((f) => f.encoded.br).length} compressed (brotli; gzip for hashed assets) in ${Date.now() - started} ms`,
        );
      },
    },
  };
}
