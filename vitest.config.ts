import { defineConfig } from 'vitest/config';

/** Unit tests sit next to the code they test (the app, the build, the server, the benchmark). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
