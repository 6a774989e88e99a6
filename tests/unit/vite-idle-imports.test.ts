import { describe, expect, it } from 'vitest';
import type { Plugin } from 'vite';
import { idleImports } from '../../scripts/vite-idle-imports.mjs';

/** Runs the plugin's end-of-bundle check on a client build of `files`. */
function checkBundle(files: string[], environment = 'client') {
  const plugin: Plugin = idleImports();
  const hook = plugin.generateBundle as (
    this: unknown,
    options: unknown,
    bundle: Record<string, unknown>,
  ) => void;
  const context = {
    environment: { name: environment },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  hook.call(context, {}, Object.fromEntries(files.map((file) => [file, {}])));
}

describe('the idle-imports Vite plugin', () => {
  it('gives the interactive part no preload links, and keeps every other import’s', () => {
    const plugin = idleImports();
    const config = (plugin.configEnvironment as (name: string) => unknown)('client') as {
      build: { modulePreload: { resolveDependencies: (file: string, deps: string[]) => string[] } };
    };
    const resolve = config.build.modulePreload.resolveDependencies;
    expect(resolve('_astro/interactive.BN83Tpna.js', ['_astro/api.js'])).toEqual([]);
    expect(resolve('_astro/SearchResults.DKmfYCoH.js', ['_astro/api.js'])).toEqual([
      '_astro/api.js',
    ]);
    expect((plugin.configEnvironment as (name: string) => unknown)('ssr')).toBeNull();
  });

  it('fails the client build when no chunk is the interactive part (a renamed module)', () => {
    expect(() => checkBundle(['_astro/interactive.BN83Tpna.js', '_astro/page.js'])).not.toThrow();
    expect(() => checkBundle(['_astro/interactions.BN83Tpna.js', '_astro/page.js'])).toThrow(
      /no chunk of the client build matches/,
    );
    // The server build has no such chunk, and is not checked.
    expect(() => checkBundle(['entry.mjs'], 'ssr')).not.toThrow();
  });
});
