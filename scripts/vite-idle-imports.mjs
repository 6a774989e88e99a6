/**
 * Vite plugin: the page's interactive part (`src/scripts/interactive.ts`), which starts in an
 * idle moment after the load (`src/scripts/page.ts`), and the results page's script that
 * follows a sleeping list (`src/scripts/results-follow.ts`, imported after the load) with the
 * parts it loads after it starts (its session rules and its poll) are imported without Vite's
 * preload links. Vite's helper appends one `modulepreload` link per module the import needs (18) in
 * the task that imports it, and each append starts a fetch: 86-130 ms at a phone's speed (4x)
 * in one task on every page, a long task Lighthouse counts. The module loader fetches the same
 * modules itself, level by level, in shorter tasks. Set per environment: Astro gives the
 * client build its own `build` options, so `vite.build.modulePreload` does not reach it. The
 * build fails when no chunk of the client build is one of them any more (a module renamed),
 * rather than bringing the links back unnoticed.
 * @returns {import('vite').Plugin}
 */
export function idleImports() {
  const names = ['interactive', 'results-follow', 'results-follow-rules', 'results-follow-poll'];
  const chunkOf = (name) => new RegExp(`(^|/)${name}\\.[\\w-]+\\.js$`);
  const idle = (file) => names.some((name) => chunkOf(name).test(file));
  return {
    name: 'idle-imports',
    configEnvironment(name) {
      if (name !== 'client') return null;
      return {
        build: {
          modulePreload: {
            resolveDependencies: (file, deps) => (idle(file) ? [] : deps),
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      for (const name of names) {
        if (!Object.keys(bundle).some((file) => chunkOf(name).test(file))) {
          this.error(`idle-imports: no chunk of the client build is ${name}`);
        }
      }
    },
  };
}
