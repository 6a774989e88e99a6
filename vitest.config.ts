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
    // Two files at a time even on a 2-core machine (Vitest's default there is one): most of a
    // file's time is loading modules and waiting on test servers, not computing, and each test
    // server starts from its own copy of the seeded database. 150 s -> 90 s here.
    maxWorkers: 2,
    restoreMocks: true,
    // One limit for every file, sized for the slowest work on a slow 2-core CI machine running
    // files side by side: the crash test's 200 bookings and restart, the API copies started as
    // processes, a test server seeding its data in a hook. A test that hangs still fails.
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
