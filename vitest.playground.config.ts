import { defineConfig } from 'vitest/config';

/** The playground's compiler: bundled, run as a Worker in Debian's Chromium, compared with webpack in Node. */
export default defineConfig({
  test: {
    include: ['test/playground/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
