/** The site's own client directive (src/scripts/client-interaction.ts). */
declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction; a string names localStorage keys that hydrate it when idle. */
    'client:interaction'?: boolean | string;
  }
}

export {};
