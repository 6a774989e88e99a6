/**
 * One pre-rendering thread of the build (server/parallel-prerender.ts): loads Astro's
 * pre-render bundle, gives its app the little build state that rendering reads (each page's
 * stylesheets and the page scripts, for the <head>), and renders the pages it is sent.
 * Runs as a worker thread of `astro build`, so it is plain TypeScript that Node strips.
 */
import { createHash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

/** What the build thread sends once (structured-cloneable parts of Astro's build state). */
export interface WorkerSetup {
  entryUrl: string;
  /** `internals.pagesByKeys` reduced to each page's stylesheets. */
  pageStyles: [string, { styles: unknown[] }][];
  /** `internals.entrySpecifierToBundleMap`. */
  entryBundles: [string, string][];
  /** `settings.scripts` (injected scripts). */
  scripts: unknown[];
}

/** A page to render: its URL and its route, named by pattern and component. */
export interface RenderRequest {
  id: number;
  url: string;
  route: string;
  component: string;
}

/** A rendered page, or the error that stopped it. */
export interface RenderAnswer {
  id: number;
  status?: number;
  statusText?: string;
  headers?: [string, string][];
  body?: ArrayBuffer | null;
  error?: string;
}

interface RouteData {
  route: string;
  component: string;
}

interface BuildApp {
  manifest: { routes: { routeData: RouteData }[] };
  setInternals(internals: unknown): void;
  setOptions(options: unknown): void;
  render(request: Request, options: { routeData: RouteData }): Promise<Response>;
}

const NODE_HASHES: Record<string, string> = {
  'SHA-256': 'sha256',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
};

// Astro hashes every page's inline scripts and styles for its Content-Security-Policy (the
// same few on each page) with WebCrypto's `digest`, one thread-pool job per call: about 5 %
// of a page's time in this thread. The same digest computed here costs a fifth of that.
const { subtle } = globalThis.crypto;
const threadPoolDigest = subtle.digest.bind(subtle);
subtle.digest = (algorithm, data) => {
  const name =
    NODE_HASHES[(typeof algorithm === 'string' ? algorithm : algorithm.name).toUpperCase()];
  if (!name) return threadPoolDigest(algorithm, data);
  const bytes = ArrayBuffer.isView(data)
    ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    : new Uint8Array(data);
  const digest = createHash(name).update(bytes).digest();
  return Promise.resolve(
    digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength),
  );
};

const setup = workerData as WorkerSetup;
const { app } = (await import(setup.entryUrl)) as { app: BuildApp };
app.setInternals({
  pagesByKeys: new Map(setup.pageStyles),
  entrySpecifierToBundleMap: new Map(setup.entryBundles),
});
app.setOptions({
  settings: { scripts: setup.scripts },
  logger: {
    options: {
      // Astro's warnings and errors reach the build's output; its per-page lines do not.
      destination: {
        write(event: { level: string; message: string }) {
          if (event.level === 'warn' || event.level === 'error') {
            process.stderr.write(`${event.message}\n`);
          }
          return true;
        },
      },
    },
  },
});

const routes = new Map(
  app.manifest.routes.map(({ routeData }) => [
    `${routeData.route}\n${routeData.component}`,
    routeData,
  ]),
);

async function answer(message: RenderRequest): Promise<void> {
  let result: RenderAnswer;
  try {
    const routeData = routes.get(`${message.route}\n${message.component}`);
    if (!routeData) throw new Error(`no route ${message.route} (${message.component})`);
    const response = await app.render(new Request(message.url), { routeData });
    result = {
      id: message.id,
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers],
      body: response.body ? await response.arrayBuffer() : null,
    };
  } catch (error) {
    result = {
      id: message.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  parentPort?.postMessage(result, result.body ? [result.body] : []);
}

parentPort?.on('message', (message: RenderRequest) => void answer(message));
