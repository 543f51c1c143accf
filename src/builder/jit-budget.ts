import { setFlagsFromString } from 'node:v8';

/**
 * A build is a burst: many functions, each hot for a few seconds. With V8's defaults, TurboFan optimised
 * so many of them that compiling took about 5 s of a cold build's 28 s of CPU, on background threads that
 * compete with the build's own for the same two cores (measured by moving that work onto the calling
 * threads with `--no-concurrent-recompilation`). Two flags make it compile less:
 * - four times the interrupt budget (66 kB of bytecode run before a function is considered): only what
 *   runs the most is optimised. Three alternated cold builds of our site each: 15.3–15.5 s and 27.4–27.8 s
 *   of CPU by default, 13.9–14.2 s and 24.4–24.9 s at four times, 13.5–14.2 s at eight times; but at eight
 *   times the 2,000-page build took 36.5–37.5 s where it took 34.7–35.5 s by default and 34.8–35.0 s at four;
 * - no inlining into optimised code, which makes each optimisation cheaper: eight alternated pairs of our
 *   cold builds, medians 14.3–14.4 → 13.9 s with 0.6–0.7 s less CPU; the 2,000-page build within noise
 *   (34.5–35.4 s without, 35.0–35.8 s with).
 * Flags belong to the process, so the worker threads get them too; imported first by build.ts, they are
 * set before the build's code runs.
 */
setFlagsFromString('--interrupt-budget=270336');
setFlagsFromString('--no-turbo-inlining');
