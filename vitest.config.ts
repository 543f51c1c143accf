import { defineConfig } from 'vitest/config';

/** Unit tests sit next to the code they test. */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
