/**
 * The playground's build worker (a classic worker script, bundled by src/builder/playground/compiler-bundle.ts):
 * each `BuildRequest` is built with webpack and answered with a `BuildAnswer`.
 */
import type { BuildAnswer, BuildRequest } from '../../shared/playground';
import { buildProject } from './build-project';
import { runtimeRequire } from './shims/require';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BuildRequest>) => void) | null;
  postMessage(answer: BuildAnswer): void;
  require: typeof runtimeRequire;
};

// What the bundle's `require.resolve(…)` and `require(variable)` call: webpack's default minimizer loads its minify functions by path.
scope.require = runtimeRequire;

/** Builds run one after another: they share the one in-memory volume. */
let previous: Promise<void> = Promise.resolve();

async function answer({ id, files, flags }: BuildRequest): Promise<void> {
  try {
    scope.postMessage({ type: 'built', id, ...(await buildProject(files, flags)) });
  } catch (error) {
    scope.postMessage({ type: 'failed', id, message: error instanceof Error ? error.message : String(error) });
  }
}

scope.onmessage = ({ data }) => {
  if (data?.type !== 'build') return;
  previous = previous.then(() => answer(data));
};
