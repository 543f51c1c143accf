import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack from 'webpack';
import { describe, expect, it } from 'vitest';

/** A loader that marks the modules it ran on with a comment naming its rule. */
const marker = (name: string) => `module.exports = (source) => source + '\\n/* ${name} */';\n`;

/** Builds src/index.js of `dir` with `rules` and returns the bundle. */
async function build(dir: string, rules: webpack.RuleSetRule[]): Promise<string> {
  const compiler = webpack({
    mode: 'development',
    devtool: false,
    context: dir,
    entry: './src/index.js',
    output: { path: join(dir, 'dist') },
    infrastructureLogging: { level: 'none' },
    module: { rules },
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => compiler.close(() => (error || stats?.hasErrors() ? reject(error ?? new Error(stats!.toString())) : resolve()))),
  );
  return readFile(join(dir, 'dist/main.js'), 'utf8');
}

/**
 * Which rules' loaders ran on src/legacy/a.js of a project made in a new folder of the system's temporary
 * folder (which has no dot folder in its path here) whose name starts with `prefix`.
 */
async function rulesApplied(prefix: string): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await mkdir(join(dir, 'src/legacy'), { recursive: true });
  await writeFile(join(dir, 'src/legacy/a.js'), "export default 'legacy';\n");
  await writeFile(join(dir, 'src/index.js'), "import a from './legacy/a.js';\nconsole.log(a);\n");
  const rules = { 'any depth': '**/legacy/**/*.js', relative: 'src/legacy/*.js', absolute: `${dir}/src/legacy/*.js` };
  const loaders = await Promise.all(
    [...Object.keys(rules), 'include'].map(async (name, at) => {
      const file = join(dir, `loader-${at}.cjs`);
      await writeFile(file, marker(name));
      return file;
    }),
  );
  const bundle = await build(dir, [
    ...Object.values(rules).map((glob, at) => ({ glob, use: loaders[at]! })),
    { include: join(dir, 'src/legacy'), use: loaders[3]! },
  ]);
  await rm(dir, { recursive: true, force: true });
  return [...Object.keys(rules), 'include'].filter((name) => bundle.includes(`/* ${name} */`));
}

describe('module.rules: glob conditions and folders starting with a dot', () => {
  it('miss a package installed the way pnpm does, whose real path runs through node_modules/.pnpm', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'glob-pnpm-'));
    const real = join(dir, 'node_modules/.pnpm/foo@1.0.0/node_modules/foo');
    await mkdir(real, { recursive: true });
    await writeFile(join(real, 'index.js'), "export default 'foo';\n");
    await writeFile(join(real, 'package.json'), '{ "name": "foo", "version": "1.0.0", "main": "index.js" }\n');
    await symlink(real, join(dir, 'node_modules/foo'), 'dir');
    await mkdir(join(dir, 'src'));
    await writeFile(join(dir, 'src/index.js'), "import foo from 'foo';\nconsole.log(foo);\n");
    await writeFile(join(dir, 'glob-loader.cjs'), marker('glob'));
    await writeFile(join(dir, 'test-loader.cjs'), marker('test'));
    const bundle = await build(dir, [
      { glob: '**/node_modules/foo/**', use: join(dir, 'glob-loader.cjs') },
      { test: /[\\/]node_modules[\\/]\.pnpm[\\/]foo@/, use: join(dir, 'test-loader.cjs') },
    ]);
    await rm(dir, { recursive: true, force: true });
    expect(bundle).not.toContain('/* glob */');
    expect(bundle).toContain('/* test */');
  });

  it('match in a project whose path has no dot folder; under one, only the absolute glob and include do', async () => {
    expect(await rulesApplied('glob-')).toEqual(['any depth', 'relative', 'absolute', 'include']);
    expect(await rulesApplied('.glob-')).toEqual(['absolute', 'include']);
  });
});
