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
    // Two files at a time: while one waits on its webpack or npm child process, the other runs. Vitest's
    // default on two cores is one; eight of these files took 104 s instead of 134 s on a quiet machine.
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
