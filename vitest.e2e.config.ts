import { defineConfig } from 'vitest/config';

// Builds made by tests use the supporter data files as they are, never the network (src/builder/build.ts).
process.env.SUPPORTERS_REFRESH = 'off';

/** Browser tests: the built site, served by the real server, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/global-setup.ts'],
    // One browser at a time: the machine has two cores and the server shares them.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 600_000,
  },
});
