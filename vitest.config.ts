/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/** Unit tests of the site, its front server and the reference API (next to the code), in one run. */
export default getViteConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'server/**/*.test.ts',
      'api/src/**/*.test.ts',
      'contract/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    environment: 'node',
    restoreMocks: true,
  },
});
