import path from 'path';
import webpack, { type Compiler, type MultiCompiler, type MultiStats, type Stats } from 'webpack';
import type { BuildOutcome, CliFlags, EmittedAsset, ProjectFiles } from '../../shared/playground';
import { configFileOf, evaluateConfigModule } from './config-module';
import { resolveExportedConfig, withCliFlags, withPlaygroundOptions } from './config';
import { PROJECT_ROOT } from './project-root';
import { forgetProjectModules } from './project-modules';
import { summarizeStats } from './stats-summary';
import { projectFs, projectVolume } from './volume';

/** The project's configurations, or webpack's defaults when it has none (as the CLI). */
async function loadConfigs(files: ProjectFiles) {
  const name = configFileOf(files);
  if (name === undefined) return [{}];
  try {
    return await resolveExportedConfig(await evaluateConfigModule(name));
  } catch (error) {
    // webpack-cli's words for a config that cannot be loaded, with the error under them.
    throw new Error(`Failed to load '${name}' config\n${String(error)}`);
  }
}

function run(compiler: Compiler | MultiCompiler): Promise<Stats | MultiStats> {
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => (error || !stats ? reject(error ?? new Error('webpack gave no stats')) : resolve(stats)));
    });
  });
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** An emitted file as it was written to the volume: its text when it is UTF-8, its bytes in base64 otherwise. */
function readAsset(outputPath: string, name: string): EmittedAsset {
  const bytes = projectFs.readFileSync(path.join(outputPath, name)) as Buffer;
  try {
    return { name, size: bytes.length, text: utf8.decode(bytes) };
  } catch {
    return { name, size: bytes.length, base64: bytes.toString('base64') };
  }
}

/** Every file under `outputPath` in the volume, by its path from there, sorted; none when webpack wrote nothing. */
function outputFiles(outputPath: string): string[] {
  if (!projectFs.existsSync(outputPath)) return [];
  const entries = projectFs.readdirSync(outputPath, { recursive: true, withFileTypes: true }) as unknown as { name: string; parentPath: string; isFile(): boolean }[];
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outputPath, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Builds `files` with webpack in the in-memory volume, as `webpack build` with `flags` would in the project's folder,
 * and returns everything it emitted and said. A fresh volume and compiler each time: nothing from the
 * previous project can leak into this one.
 */
export async function buildProject(files: ProjectFiles, flags: CliFlags): Promise<Omit<BuildOutcome, 'type' | 'id'>> {
  const startedAt = performance.now();
  projectVolume.reset();
  projectVolume.fromJSON(files, PROJECT_ROOT);
  forgetProjectModules();
  const configs = (await loadConfigs(files)).map((config) => withPlaygroundOptions(withCliFlags(config, flags), PROJECT_ROOT));
  // One configuration makes a Compiler, several a MultiCompiler, as with webpack-cli.
  const compiler = configs.length === 1 ? webpack(configs[0]!) : webpack(configs);
  // It reads through NodeEnvironmentPlugin's cached `graceful-fs`, which the bundle aliases to the volume;
  // it writes to the volume by name, so that the output is where `readAsset` looks whatever the aliases.
  for (const each of 'compilers' in compiler ? compiler.compilers : [compiler]) {
    each.outputFileSystem = projectFs as unknown as Compiler['outputFileSystem'];
    each.intermediateFileSystem = projectFs as unknown as Compiler['intermediateFileSystem'];
  }
  const stats = await run(compiler);
  // What is in the output folder afterwards, as a reader would list it: webpack's assets, and files a
  // plugin wrote there itself. With errors, production mode emits nothing (`optimization.emitOnErrors` off).
  const assets = outputFiles(compiler.outputPath).map((name) => readAsset(compiler.outputPath, name));
  return { assets, ...summarizeStats(stats, compiler.outputPath), timeMs: Math.round(performance.now() - startedAt) };
}
