import { useState, type ComponentType } from 'react';

declare const holds: unique symbol;
/** An island's props written as one JSON text (`islandJson`), typed with the props it holds. */
export type IslandJson<P> = string & { readonly [holds]: P };

/** The props of an island mounted with `withJsonProps`, written on the server. */
export function islandJson<P extends object>(props: P): { json: IslandJson<P> } {
  return { json: JSON.stringify(props) as IslandJson<P> };
}

/**
 * An island that receives its props as one JSON text: Astro writes each prop of an island as
 * a tagged tree and rebuilds it in the browser value by value, in the task that wakes the
 * island; a large list (the results page's first cards and its messages, 33 KB) costs tens of
 * milliseconds there on a phone, where `JSON.parse` reads the same text natively in one.
 * Props must be plain JSON: no dates, maps or sets; an `undefined` field is left out.
 */
export function withJsonProps<P extends object>(
  Island: ComponentType<P>,
): ComponentType<{ json: IslandJson<P> }> {
  return function Mounted({ json }: { json: IslandJson<P> }) {
    const [props] = useState(() => JSON.parse(json) as P);
    return <Island {...props} />;
  };
}
