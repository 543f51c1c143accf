import { defineConfig } from 'vitest/config';

// Builds made by tests use the supporter data files as they are, never the network (src/builder/build.ts).
process.env.SUPPORTERS_REFRESH = 'off';

/**
 * The guides' example projects (content/guides/examples/), each built with the installed webpack
 * and checked against what its guide says. Files run in parallel and share one Chromium.
 */
export default defineConfig({
  test: {
    include: ['test/guides/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/guides/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
