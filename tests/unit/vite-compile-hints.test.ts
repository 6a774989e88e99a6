import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/vite-compile-hints.mjs';
import { generateBundle } from './vite-bundle-hook';

interface Output {
  type: 'chunk' | 'asset';
  code?: string;
  moduleIds?: string[];
  facadeModuleId?: string | null;
  imports?: string[];
}

const REACT_DOM = '/app/node_modules/react-dom/cjs/react-dom-client.production.js';
const SCHEDULER = '/app/node_modules/scheduler/cjs/scheduler.production.js';
const REACT = '/app/node_modules/react/cjs/react.production.js';

/** Runs the plugin's end-of-bundle hook on `bundle` in the named build environment. */
const finish = (bundle: Record<string, Output>, environment = 'client', islands: string[] = []) =>
  generateBundle(compileHints({ islands }), bundle, environment);

/** A chunk of `code` holding `modules`, the first its entry, importing `imports`. */
const chunk = (code: string, modules: string[], imports: string[] = []): Output => ({
  type: 'chunk',
  code,
  moduleIds: modules,
  facadeModuleId: modules[0] ?? null,
  imports,
});

describe('the compile-hints Vite plugin', () => {
  it('puts V8’s compile hint on the first line of the React chunks, and nowhere else', () => {
    const bundle = finish({
      'client.js': {
        type: 'chunk',
        code: 'import"./react.js";var a=1;',
        moduleIds: [SCHEDULER, REACT_DOM],
      },
      'react.js': { type: 'chunk', code: 'var r=2;', moduleIds: [REACT] },
      'SearchResults.js': {
        type: 'chunk',
        code: 'export default function S(){}',
        moduleIds: ['/app/src/islands/search/SearchResults.tsx'],
      },
      'page.css': { type: 'asset' },
    });
    expect(bundle['client.js']?.code).toBe(`${COMPILE_HINT}\nimport"./react.js";var a=1;`);
    expect(bundle['react.js']?.code).toBe(`${COMPILE_HINT}\nvar r=2;`);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(bundle['SearchResults.js']?.code).toBe('export default function S(){}');
    expect(bundle['page.css']).toEqual({ type: 'asset' });
  });

  it('fails a client build without React DOM, and leaves the server build alone', () => {
    const withoutReactDom = () => ({
      'SearchResults.js': { type: 'chunk' as const, code: 'x', moduleIds: ['/app/src/a.tsx'] },
      'react.js': { type: 'chunk' as const, code: 'y', moduleIds: [REACT] },
    });
    expect(() => finish(withoutReactDom())).toThrow(/no chunk of the client build holds React DOM/);
    const server = finish(
      { 'entry.mjs': { type: 'chunk', code: 'x', moduleIds: [REACT_DOM] } },
      'ssr',
    );
    expect(server['entry.mjs']?.code).toBe('x');
  });

  it('hints every chunk a named island imports statically, and not what it loads later', () => {
    const island = '/app/src/islands/mount/SearchResults.tsx';
    const bundle = finish(
      {
        'client.js': chunk('var a=1;', [SCHEDULER, REACT_DOM], ['runtime.js']),
        'runtime.js': chunk('var rt;', ['/app/rolldown-runtime']),
        'SearchResults.js': chunk('import"./api.js";import"./client.js";', [island], ['api.js']),
        'api.js': chunk('import"./schemas.js";', ['/app/src/lib/api/client.ts'], ['schemas.js']),
        'schemas.js': chunk('var z;', ['/app/node_modules/zod/mini/index.js']),
        'messages.he.js': chunk('var m;', ['/app/locales/he/results.json']),
        'HotelPage.js': chunk('var h;', ['/app/src/islands/booking/RoomsAndRates.tsx']),
      },
      'client',
      ['src/islands/mount/SearchResults.tsx'],
    );
    const hinted = Object.keys(bundle).filter((name) =>
      bundle[name]?.code?.startsWith(`${COMPILE_HINT}\n`),
    );
    expect(hinted.sort()).toEqual(['SearchResults.js', 'api.js', 'client.js', 'schemas.js']);
    // Each file once, its code kept after the hint.
    expect(bundle['api.js']?.code).toBe(`${COMPILE_HINT}\nimport"./schemas.js";`);
    expect(bundle['client.js']?.code).toBe(`${COMPILE_HINT}\nvar a=1;`);
  });

  it('fails a client build without a named island', () => {
    expect(() =>
      finish({ 'client.js': chunk('var a=1;', [SCHEDULER, REACT_DOM]) }, 'client', [
        'src/islands/mount/SearchResults.tsx',
      ]),
    ).toThrow(/no chunk of the client build is src\/islands\/mount\/SearchResults\.tsx/);
  });
});
