/**
 * Vite plugin: marks the browser's React chunks (React, React DOM's client and its scheduler)
 * with V8's compile hint, `//# allFunctionsCalledOnLoad` (Chromium 136 and later; to other
 * browsers a comment). V8 then compiles every function of the file as it streams in, on a
 * background thread, where it would otherwise compile each one on the main thread the first
 * time an island calls it: most of React DOM runs as the first island wakes (issue 30 item 4).
 * Measured on the results page as a visitor arrives: the waking island's render, a task of
 * 94-100 ms at 4x CPU, became one of 57-76 ms; Lighthouse, 12 runs per build interleaved, en
 * and he: score 91 -> 93, total blocking time 375 -> 323 ms (medians). Added once the chunk is
 * minified (the minifier drops comments), as the file's first line, where V8 reads it. The
 * build fails when no chunk holds React DOM's client any more, rather than losing the hint
 * unnoticed.
 * @returns {import('vite').Plugin}
 */
export function compileHints() {
  const react =
    /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]cjs[\\/][\w-]+\.production\.js$/;
  return {
    name: 'compile-hints',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      let reactDom = false;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => react.test(id))) continue;
        chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        reactDom ||= chunk.moduleIds.some((id) => id.includes('react-dom-client.production'));
      }
      if (!reactDom) this.error('compile-hints: no chunk of the client build holds React DOM');
    },
  };
}

/** V8's hint for a whole file: https://v8.dev/blog/explicit-compile-hints */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
