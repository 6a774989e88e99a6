/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/** Unit tests of the site (next to the code) and of the reference API, in one run. */
export default getViteConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'api/src/**/*.test.ts',
      'contract/**/*.test.ts',
      'tests/unit/**/*.test.ts',
    ],
    environment: 'node',
    restoreMocks: true,
  },
});
