import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ENCODING_SUFFIX,
  type BuildManifest,
  type Encoding,
  type StaticFile,
} from './build-manifest.ts';
import { staticCacheControl } from './cache-control.ts';
import { compress } from './compression.ts';
import type { Representation } from './respond.ts';

/** Localised error pages the build renders (src/pages/[...lang]/errors/[status].astro). */
export const ERROR_PAGE_DIR = 'errors';

/**
 * The files of `dist/client` as the build listed them: each page under its URL with and
 * without the trailing slash, every other file under its own path. Error pages are kept
 * for the server's answers and have no URL of their own.
 */
export class StaticFiles {
  readonly #dir: string;
  readonly #lastModified: string;
  readonly #byPath = new Map<string, StaticFile>();
  readonly #byUrl = new Map<string, StaticFile>();
  readonly #memory = new Map<string, Uint8Array>();
  readonly #memoryLimit: number;
  #memoryBytes = 0;

  /** `memoryBytes`: how much of the files' bytes to keep in memory (most recently used). */
  constructor(clientDir: string, manifest: BuildManifest, memoryBytes = 128 * 1_048_576) {
    this.#dir = clientDir;
    this.#lastModified = manifest.builtAt;
    this.#memoryLimit = memoryBytes;
    const errorPages = new RegExp(`^(?:/[a-z]{2}(?:-[a-z]{2})?)?/${ERROR_PAGE_DIR}/`);
    for (const file of manifest.files) {
      this.#byPath.set(file.path, file);
      if (errorPages.test(file.path)) continue;
      this.#byUrl.set(file.path, file);
      if (file.path.endsWith('/index.html')) {
        const dir = file.path.slice(0, -'index.html'.length);
        this.#byUrl.set(dir, file);
        if (dir !== '/') this.#byUrl.set(dir.slice(0, -1), file);
      }
    }
  }

  /** The file a URL path (decoded) names, or undefined. */
  forUrl(pathname: string): StaticFile | undefined {
    return this.#byUrl.get(pathname);
  }

  /** A file by its path in the client folder (`/he/errors/404/index.html`), or undefined. */
  byPath(path: string): StaticFile | undefined {
    return this.#byPath.get(path);
  }

  /**
   * The encodings a file can be sent in: those the build wrote, and gzip for any file the
   * build compressed with brotli (made here on first request, see `read`).
   */
  encodings(file: StaticFile): Encoding[] {
    const written = Object.keys(file.encoded) as Encoding[];
    return (file.encoded.br && !file.encoded.gzip ? [...written, 'gzip' as const] : written).sort();
  }

  /** The bytes of a file in one of its `encodings`. */
  async read(file: StaticFile, encoding: Encoding | undefined): Promise<Uint8Array> {
    const name = file.path + (encoding ? ENCODING_SUFFIX[encoding] : '');
    const cached = this.#memory.get(name);
    if (cached) {
      this.#memory.delete(name);
      this.#memory.set(name, cached);
      return cached;
    }
    const bytes =
      encoding && !file.encoded[encoding]
        ? await compress(await readFile(join(this.#dir, file.path)), encoding)
        : await readFile(join(this.#dir, name));
    this.#remember(name, bytes);
    return bytes;
  }

  /** Keeps a file's bytes in memory, dropping the least recently used beyond the limit. */
  #remember(name: string, bytes: Uint8Array): void {
    if (bytes.byteLength <= this.#memoryLimit / 16) {
      this.#memory.set(name, bytes);
      this.#memoryBytes += bytes.byteLength;
      for (const [key, value] of this.#memory) {
        if (this.#memoryBytes <= this.#memoryLimit) break;
        this.#memory.delete(key);
        this.#memoryBytes -= value.byteLength;
      }
    }
  }

  /**
   * A file as a response body: its type, Cache-Control (immutable for hashed assets, else
   * revalidated), ETag and Last-Modified. `status` and `cacheControl` serve error pages.
   */
  representation(
    file: StaticFile,
    options: { status?: number; cacheControl?: string } = {},
  ): Representation {
    return {
      status: options.status ?? 200,
      headers: new Headers({
        'Content-Type': file.type,
        'Cache-Control': options.cacheControl ?? staticCacheControl(file.path),
      }),
      hash: options.status === undefined ? file.hash : undefined,
      lastModified: options.status === undefined ? this.#lastModified : undefined,
      encodings: this.encodings(file),
      read: (encoding) => this.read(file, encoding),
    };
  }
}
