import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PagePolicyInputs } from './security-headers.ts';

/** Encodings the build writes next to a file (`x.br`, `x.gz`) when they make it smaller. */
export type Encoding = 'br' | 'gzip';

/** A file of `dist/client`, as the build described it. */
export interface StaticFile {
  /** Path inside the client folder, `/`-separated, with a leading slash (`/he/hotels/index.html`). */
  path: string;
  type: string;
  size: number;
  /** Hash of the content, the base of the file's ETags. */
  hash: string;
  /** Compressed copies next to the file, with their sizes. */
  encoded: Partial<Record<Encoding, number>>;
}

/** What the build tells the front server (`dist/front-server.json`). */
export interface BuildManifest {
  /** When the build ran (the Last-Modified of its files), as an HTTP date. */
  builtAt: string;
  /** Inputs of the static pages' Content-Security-Policy. */
  policy: PagePolicyInputs;
  files: StaticFile[];
}

/** Name of the manifest in the build folder. */
export const MANIFEST_FILE = 'front-server.json';

/** File name suffix of each encoding. */
export const ENCODING_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Reads the manifest the build wrote into `distDir`; a clear error when there is none. */
export function readBuildManifest(distDir: string): BuildManifest {
  const file = join(distDir, MANIFEST_FILE);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: build the site first (npm run build)`, {
      cause: error,
    });
  }
}
