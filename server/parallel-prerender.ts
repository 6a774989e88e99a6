import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import process from 'node:process';
import { Worker } from 'node:worker_threads';
import type { AstroPrerenderer } from 'astro';
import type { RenderAnswer, RenderRequest, WorkerSetup } from './prerender-worker.ts';

type RouteData = Parameters<AstroPrerenderer['render']>[1]['routeData'];

interface BuildInternals {
  pagesByKeys: Map<string, { styles: unknown[] }>;
  entrySpecifierToBundleMap: Map<string, string>;
}

interface BuildApp {
  setInternals(internals: BuildInternals): void;
  setOptions(options: { settings: { scripts: unknown[] } }): void;
}

/** The pre-render bundle Astro wrote (`<server dir>/.prerender/prerender-entry.<hash>.mjs`). */
function prerenderEntry(serverDir: URL): URL {
  const dir = new URL('.prerender/', serverDir);
  const name = readdirSync(dir).find((file) => /^prerender-entry\.[\w-]+\.mjs$/.test(file));
  if (!name) throw new Error(`no prerender-entry.*.mjs in ${dir.pathname}`);
  return new URL(name, dir);
}

/**
 * Astro renders static pages one at a time on the build's single JavaScript thread, which
 * leaves all but one core idle through tens of thousands of landing pages. This wraps Astro's
 * own pre-renderer: it still lists the paths and writes the files, but the pages are rendered
 * by `threads` worker threads, each running the same pre-render bundle
 * (server/prerender-worker.ts). With one core, or `PRERENDER_THREADS=0`, Astro's own is used.
 *
 * The workers get the only build state that rendering reads (each page's stylesheets and the
 * injected page scripts, for <head>). The pages come out byte for byte as Astro's own renders
 * them (island ids aside, which are random): compare a build with `PRERENDER_THREADS=0` after
 * upgrading Astro, since this leans on its build internals (astro 7.3).
 */
export function parallelPrerenderer(options: {
  root: URL;
  serverDir: URL;
  threads?: number;
}): (defaultPrerenderer: AstroPrerenderer) => AstroPrerenderer {
  const threads = options.threads ?? Math.min(4, availableParallelism());
  return (fallback) => {
    if (threads < 2) return fallback;
    const workers: Worker[] = [];
    const pending = new Map<
      number,
      { resolve: (answer: RenderAnswer) => void; reject: (error: Error) => void }
    >();
    const load: number[] = [];
    let nextId = 0;
    let started = 0;
    return {
      name: 'front-server:parallel',
      async setup() {
        // Astro's setup imports the bundle and hands its app the build state; the same
        // module instance is imported here first to see that state on its way in.
        const entryUrl = prerenderEntry(options.serverDir).href;
        const { app } = (await import(entryUrl)) as { app: BuildApp };
        let internals: BuildInternals | undefined;
        let scripts: unknown[] = [];
        const setInternals = app.setInternals.bind(app);
        const setOptions = app.setOptions.bind(app);
        app.setInternals = (value) => {
          internals = value;
          setInternals(value);
        };
        app.setOptions = (value) => {
          scripts = value.settings.scripts;
          setOptions(value);
        };
        await fallback.setup?.();
        if (!internals) throw new Error('Astro did not hand its build state to the app');
        const setup: WorkerSetup = {
          entryUrl,
          pageStyles: [...internals.pagesByKeys].map(([key, page]) => [
            key,
            { styles: page.styles },
          ]),
          entryBundles: [...internals.entrySpecifierToBundleMap],
          scripts: structuredClone(scripts),
        };
        const script = new URL('server/prerender-worker.ts', options.root);
        for (let index = 0; index < threads; index++) {
          const worker = new Worker(script, { workerData: setup });
          worker.on('message', (answer: RenderAnswer) => {
            load[index] = (load[index] ?? 1) - 1;
            const waiting = pending.get(answer.id);
            pending.delete(answer.id);
            if (answer.error) waiting?.reject(new Error(answer.error));
            else waiting?.resolve(answer);
          });
          worker.on('error', (error: Error) => {
            for (const waiting of pending.values()) waiting.reject(error);
            pending.clear();
          });
          workers.push(worker);
          load.push(0);
        }
        started = performance.now();
      },
      getStaticPaths: () => fallback.getStaticPaths(),
      async render(request, { routeData }: { routeData: RouteData }) {
        // The least busy thread takes the page.
        const index = load.indexOf(Math.min(...load));
        load[index] = (load[index] ?? 0) + 1;
        const id = nextId++;
        const answer = await new Promise<RenderAnswer>((resolve, reject) => {
          pending.set(id, { resolve, reject });
          const message: RenderRequest = {
            id,
            url: request.url,
            route: routeData.route,
            component: routeData.component,
          };
          workers[index]?.postMessage(message);
        });
        return new Response(answer.body ?? null, {
          status: answer.status ?? 200,
          statusText: answer.statusText ?? '',
          headers: answer.headers ?? [],
        });
      },
      async teardown() {
        const seconds = (performance.now() - started) / 1000;
        // On stderr so that it shows where the build's page-by-page log is silenced (npm start,
        // the end-to-end run): the pages-per-second figure of issue 17.
        process.stderr.write(
          `[prerender] ${nextId} pages in ${seconds.toFixed(0)} s: ${(nextId / seconds).toFixed(0)} pages/s on ${threads} threads\n`,
        );
        await Promise.all(workers.map((worker) => worker.terminate()));
        await fallback.teardown?.();
      },
    };
  };
}
