import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints } from '../../scripts/vite-compile-hints.mjs';
import { generateBundle } from './vite-bundle-hook';

interface Output {
  type: 'chunk' | 'asset';
  code?: string;
  moduleIds?: string[];
}

const REACT_DOM = '/app/node_modules/react-dom/cjs/react-dom-client.production.js';
const SCHEDULER = '/app/node_modules/scheduler/cjs/scheduler.production.js';
const REACT = '/app/node_modules/react/cjs/react.production.js';

/** Runs the plugin's end-of-bundle hook on `bundle` in the named build environment. */
const finish = (bundle: Record<string, Output>, environment = 'client') =>
  generateBundle(compileHints(), bundle, environment);

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
});
