import { defineConfig } from 'vitest/config';

// Builds made by tests use the supporter data files as they are, never the network (src/builder/build.ts).
process.env.SUPPORTERS_REFRESH = 'off';

/** Unit tests sit next to the code they test (the app, the build, the server, the benchmark). */
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts'],
    environment: 'node',
    // Vitest's default, one worker fewer than cores, leaves one of the two cores here idle: two workers
    // finished the suite in 75 s instead of 119 s on a quiet machine.
    maxWorkers: 2,
    testTimeout: 30_000,
  },
});
