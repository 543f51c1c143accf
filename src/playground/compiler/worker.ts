/**
 * The playground's build worker (a classic worker script, bundled by src/builder/playground/compiler-bundle.ts):
 * each `BuildRequest` is built with webpack and answered with a `BuildAnswer`.
 */
import { LOADER_IMPORT_GLOBAL, type BuildAnswer, type BuildRequest } from '../../shared/playground';
import { buildProject } from './build-project';
import { importProjectFile } from './project-modules';
import { runtimeRequire } from './shims/require';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<BuildRequest>) => void) | null;
  postMessage(answer: BuildAnswer): void;
  require: typeof runtimeRequire;
};

// What the bundle's `require.resolve(…)` and `require(variable)` call: webpack's default minimizer loads its minify functions by path.
scope.require = runtimeRequire;
// What webpack's loader runner's `import()` of an ES module loader calls in the bundle (src/builder/playground/loader-imports.ts).
Object.assign(scope, { [LOADER_IMPORT_GLOBAL]: importProjectFile });

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
