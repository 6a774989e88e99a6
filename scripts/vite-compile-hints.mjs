/**
 * Vite plugin: marks the browser chunks that run as a page opens with V8's compile hint,
 * `//# allFunctionsCalledOnLoad` (Chromium 136 and later; to other browsers a comment). V8
 * then compiles every function of the file as it streams in, on a background thread, where it
 * would otherwise compile each one on the main thread the first time it is called, inside the
 * tasks that wake an island (issue 30 item 4). Two sets of chunks get it:
 * - React, React DOM's client and its scheduler: most of React DOM runs as the first island
 *   wakes. Measured on the results page as a visitor arrives: the waking island's render, a
 *   task of 94-100 ms at 4x CPU, became one of 57-76 ms; Lighthouse, 12 runs per build
 *   interleaved, en and he: score 91 -> 93, total blocking time 375 -> 323 ms (medians).
 * - every chunk the `islands` (source paths of island modules woken as their page loads) import
 *   statically: their code runs in the same tasks. Measured on the results island: Lighthouse,
 *   12 runs per build interleaved, en and he: score 93 -> 96 (medians).
 * Added once the chunk is minified (the minifier drops comments), as the file's first line,
 * where V8 reads it. The build fails when no chunk holds React DOM's client or a named island
 * any more, rather than losing the hint unnoticed.
 * @param {{ islands?: string[] }} [options]
 * @returns {import('vite').Plugin}
 */
export function compileHints({ islands = [] } = {}) {
  const react =
    /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]cjs[\\/][\w-]+\.production\.js$/;
  const posix = (/** @type {string} */ id) => id.replaceAll('\\', '/');
  return {
    name: 'compile-hints',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      /** @type {Set<string>} */
      const hinted = new Set();
      let reactDom = false;
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => react.test(id))) continue;
        hinted.add(name);
        reactDom ||= chunk.moduleIds.some((id) => id.includes('react-dom-client.production'));
      }
      if (!reactDom) this.error('compile-hints: no chunk of the client build holds React DOM');
      for (const island of islands) {
        const entry = Object.entries(bundle).find(
          ([, chunk]) =>
            chunk.type === 'chunk' && posix(chunk.facadeModuleId ?? '').endsWith(island),
        );
        if (!entry) this.error(`compile-hints: no chunk of the client build is ${island}`);
        const reached = new Set([entry[0]]);
        for (const name of reached) {
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') for (const i of chunk.imports) reached.add(i);
          hinted.add(name);
        }
      }
      for (const name of hinted) {
        const chunk = bundle[name];
        if (chunk?.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      }
    },
  };
}

/** V8's hint for a whole file: https://v8.dev/blog/explicit-compile-hints */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
