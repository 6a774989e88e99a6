import type { Plugin } from 'vite';

/**
 * Runs a Vite plugin's `generateBundle` hook on `bundle` as the named build environment
 * (`client` or `ssr`) would, with `this.error` throwing its message.
 */
export function generateBundle<B extends Record<string, unknown>>(
  plugin: Plugin,
  bundle: B,
  environment = 'client',
): B {
  const hook = plugin.generateBundle as unknown as (
    this: unknown,
    options: unknown,
    bundle: B,
  ) => void;
  const context = {
    environment: { name: environment },
    error: (message: string) => {
      throw new Error(message);
    },
  };
  hook.call(context, {}, bundle);
  return bundle;
}
