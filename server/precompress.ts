import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { ENCODING_SUFFIX, type Encoding, type StaticFile } from './build-manifest.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.map',
  '.webmanifest',
  '.xml',
  '.txt',
  '.svg',
  '.ico',
]);

/** Smaller files gain less than the bytes of a Content-Encoding header. */
const MIN_SIZE = 1024;

/** The Content-Type of a file name. */
export function contentType(name: string): string {
  return TYPES[extname(name).toLowerCase()] ?? 'application/octet-stream';
}

/** Files the build writes for other tools, never served. */
export function isServedFile(path: string): boolean {
  return !path.endsWith('/_headers') && !path.endsWith('.br') && !path.endsWith('.gz');
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Compresses one file. Hashed assets (`/_astro/`) are compressed once and then cached for a
 * year, so they get the slowest, smallest setting; pages, of which there are hundreds per
 * locale, a fast one that is within a few percent of it.
 */
async function encode(body: Buffer, encoding: Encoding, immutable: boolean): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: immutable ? 11 : 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzipAsync(body, { level: immutable ? 9 : 6 });
}

/**
 * Describes every file of `clientDir` (type, size, content hash) and writes a brotli copy next
 * to each compressible one (`x.html.br`), and a gzip one (`x.js.gz`) for hashed assets, when
 * it is smaller.
 * Runs `concurrency` files at a time on zlib's thread pool; `inspect` sees every file's
 * content first and may throw to fail the build.
 */
export async function precompress(
  clientDir: string,
  inspect: (path: string, body: Buffer) => void = () => undefined,
  concurrency = Math.max(4, 2 * availableParallelism()),
): Promise<StaticFile[]> {
  const paths: string[] = [];
  for await (const path of walk(clientDir)) {
    const name = `/${relative(clientDir, path).split(sep).join('/')}`;
    if (isServedFile(name)) paths.push(path);
  }
  const files: StaticFile[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    while (next < paths.length) {
      const path = paths[next++] as string;
      const name = `/${relative(clientDir, path).split(sep).join('/')}`;
      const body = await readFile(path);
      inspect(name, body);
      const file: StaticFile = {
        path: name,
        type: contentType(name),
        size: body.length,
        hash: createHash('sha256').update(body).digest('base64url').slice(0, 22),
        encoded: {},
      };
      if (COMPRESSIBLE.has(extname(name).toLowerCase()) && body.length >= MIN_SIZE) {
        const immutable = name.startsWith('/_astro/');
        // Every browser takes brotli; the gzip copy of a page is made by the server for the
        // rare client that asks for it (server/static-files.ts). Writing one for each of the
        // tens of thousands of pages would cost a third of the compression time.
        for (const encoding of immutable ? (['br', 'gzip'] as const) : (['br'] as const)) {
          const encoded = await encode(body, encoding, immutable);
          if (encoded.length < body.length * 0.95) {
            await writeFile(path + ENCODING_SUFFIX[encoding], encoded);
            file.encoded[encoding] = encoded.length;
          }
        }
      }
      files.push(file);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
