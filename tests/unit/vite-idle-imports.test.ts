import { describe, expect, it } from 'vitest';
import { idleImports } from '../../scripts/vite-idle-imports.mjs';
import { generateBundle } from './vite-bundle-hook';

/** Runs the plugin's end-of-bundle check on a build of `files`. */
const checkBundle = (files: string[], environment = 'client') =>
  generateBundle(idleImports(), Object.fromEntries(files.map((file) => [file, {}])), environment);

describe('the idle-imports Vite plugin', () => {
  it('gives the interactive part and the results script with its parts no preload links, and keeps every other import’s', () => {
    const plugin = idleImports();
    const config = (plugin.configEnvironment as (name: string) => unknown)('client') as {
      build: { modulePreload: { resolveDependencies: (file: string, deps: string[]) => string[] } };
    };
    const resolve = config.build.modulePreload.resolveDependencies;
    expect(resolve('_astro/interactive.BN83Tpna.js', ['_astro/api.js'])).toEqual([]);
    expect(resolve('_astro/results-follow.MT_IWI4H.js', ['_astro/api.js'])).toEqual([]);
    expect(resolve('_astro/results-follow-rules.D175fUjA.js', ['_astro/api.js'])).toEqual([]);
    expect(resolve('_astro/results-follow-poll.m8bFrXQx.js', ['_astro/api.js'])).toEqual([]);
    expect(resolve('_astro/SearchResults.DKmfYCoH.js', ['_astro/api.js'])).toEqual([
      '_astro/api.js',
    ]);
    expect((plugin.configEnvironment as (name: string) => unknown)('ssr')).toBeNull();
  });

  it('fails the client build when one of them is no chunk any more (a renamed module)', () => {
    const follow = [
      '_astro/results-follow.MT_IWI4H.js',
      '_astro/results-follow-rules.D175fUjA.js',
      '_astro/results-follow-poll.m8bFrXQx.js',
    ];
    expect(() =>
      checkBundle(['_astro/interactive.BN83Tpna.js', ...follow, '_astro/page.js']),
    ).not.toThrow();
    expect(() => checkBundle(['_astro/interactions.BN83Tpna.js', ...follow])).toThrow(
      /no chunk of the client build is interactive/,
    );
    expect(() =>
      checkBundle(['_astro/interactive.BN83Tpna.js', '_astro/follow.js', ...follow.slice(1)]),
    ).toThrow(/no chunk of the client build is results-follow$/);
    expect(() =>
      checkBundle(['_astro/interactive.BN83Tpna.js', ...follow.slice(0, 2), '_astro/poll.js']),
    ).toThrow(/no chunk of the client build is results-follow-poll/);
    // The server build has no such chunk, and is not checked.
    expect(() => checkBundle(['entry.mjs'], 'ssr')).not.toThrow();
  });
});
