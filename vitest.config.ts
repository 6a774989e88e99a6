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
      // Islands in happy-dom (each file names its environment), with Testing Library.
      'tests/component/**/*.test.tsx',
    ],
    environment: 'node',
    restoreMocks: true,
    // One limit for every file, sized for the slowest work on a slow 2-core CI machine running
    // files side by side: the crash test's 200 bookings and restart, the API copies started as
    // processes, a test server seeding its data in a hook. A test that hangs still fails.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
