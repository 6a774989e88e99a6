/**
 * Vite plugin: marks the default export of every island (`src/islands/**\/*.tsx`) as a React
 * component for Astro's server renderer. Without the mark Astro probes each island on every
 * render by calling it once more (`@astrojs/react`'s `check`), which doubles the cost of
 * islands across the tens of thousands of pre-rendered pages.
 * @returns {import('vite').Plugin}
 */
export function reactIslands() {
  const island = /[\\/]src[\\/]islands[\\/].+\.tsx$/;
  return {
    name: 'react-islands',
    enforce: 'post',
    transform(code, id, options) {
      if (!options?.ssr || !island.test(id.split('?')[0] ?? '')) return null;
      const name =
        /export default function (\w+)/.exec(code)?.[1] ??
        /export \{\s*(\w+) as default\s*\}/.exec(code)?.[1] ??
        /export default (\w+);/.exec(code)?.[1];
      if (!name) return null;
      return {
        code: `${code}\n${name}[Symbol.for('astro:renderer')] = '@astrojs/react';\n`,
        map: null,
      };
    },
  };
}
