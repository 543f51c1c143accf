import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Stats } from 'webpack';
import { expect } from 'vitest';
import { resolveExportedConfig, withCliFlags, withPlaygroundOptions } from '../../src/playground/compiler/config';
import { configFileOf } from '../../src/playground/compiler/config-module';
import { summarizeStats } from '../../src/playground/compiler/stats-summary';
import type { BuildAnswer, BuildOutcome, CliFlags, ProjectFiles } from '../../src/shared/playground';
import type { CompilerPage } from './compiler-page';

/** Copies live inside the repository, so `require('webpack')` in their configs finds our node_modules. */
const NODE_RUNS = join(import.meta.dirname, '../../.cache/playground-compare');

export interface NodeBuild {
  /** Emitted file → bytes, by path from the output folder. */
  files: Map<string, Buffer>;
  errors: string[];
  dir: string;
}

/** The configuration a project's config file exports, loaded by Node as webpack-cli loads it (`import()` reads CommonJS too), or none. */
async function exportedConfig(dir: string, files: ProjectFiles): Promise<unknown> {
  const name = configFileOf(files);
  if (name === undefined) return {};
  return ((await import(pathToFileURL(join(dir, name)).href)) as { default: unknown }).default;
}

/** The same project built by the installed webpack in Node, from a folder on disk, with the same flags and forced options. */
export async function buildInNode(files: ProjectFiles, flags: CliFlags = {}): Promise<NodeBuild> {
  await mkdir(NODE_RUNS, { recursive: true });
  const dir = await mkdtemp(join(NODE_RUNS, 'project-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const compiler = webpack(withPlaygroundOptions(withCliFlags(await resolveExportedConfig(await exportedConfig(dir, files)), flags), dir));
  const stats = await new Promise<Stats>((resolve, reject) => compiler.run((error, result) => compiler.close(() => (error || !result ? reject(error) : resolve(result)))));
  const outputs = await readdir(compiler.outputPath, { recursive: true, withFileTypes: true }).catch(() => []);
  const emitted = new Map<string, Buffer>();
  for (const entry of outputs.filter((one) => one.isFile())) {
    const path = join(entry.parentPath, entry.name);
    emitted.set(relative(compiler.outputPath, path), await readFile(path));
  }
  await rm(dir, { recursive: true, force: true });
  return { files: emitted, errors: summarizeStats(stats).errors, dir };
}

export const bytesOf = (asset: BuildOutcome['assets'][number]) => (asset.text !== undefined ? Buffer.from(asset.text) : Buffer.from(asset.base64 ?? '', 'base64'));

export function built(answer: BuildAnswer): BuildOutcome {
  if (answer.type !== 'built') throw new Error(`the build failed: ${answer.message}`);
  return answer;
}

/** Builds `files` with `flags` in the browser and in Node, and expects no errors or warnings and the same files, byte for byte. */
export async function expectSameOutput(compiler: CompilerPage, files: ProjectFiles, flags: CliFlags = {}): Promise<BuildOutcome> {
  const inBrowser = built(await compiler.build(files, flags));
  const inNode = await buildInNode(files, flags);
  expect(inBrowser.errors).toEqual([]);
  // An example teaches one thing; a warning would be a second one.
  expect(inBrowser.warnings).toEqual([]);
  expect(inBrowser.assets.map((asset) => asset.name).sort()).toEqual([...inNode.files.keys()].sort());
  for (const asset of inBrowser.assets) {
    expect(bytesOf(asset).equals(inNode.files.get(asset.name)!), `${asset.name} differs`).toBe(true);
    expect(asset.size).toBe(inNode.files.get(asset.name)!.length);
  }
  expect(inBrowser.stats).toContain('compiled successfully');
  return inBrowser;
}
