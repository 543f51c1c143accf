import { cp, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanUp, EXAMPLES, ROOT, shell, type RunResult } from './example-project';

/** The guide's layout: the library and the app that installs it, side by side. */
let folder: string;
const library = () => join(folder, 'doc-search-kit');
const consumer = () => join(folder, 'doc-search-consumer');

async function ok(cwd: string, command: string): Promise<RunResult> {
  const result = await shell(cwd, command);
  expect(result.code, `${command}\n${result.output}`).toBe(0);
  return result;
}

/** The lines a consumer script prints (npm's own banner and warnings left out). */
function printed(result: RunResult): string[] {
  return result.stdout.split('\n').filter((line) => /^(loaded|titles|html|same MiniSearch)/.test(line));
}

const DUAL = [
  "import { createRequire } from 'node:module';",
  "import { DocSearch } from 'doc-search-kit';",
  "console.log(DocSearch === createRequire(import.meta.url)('doc-search-kit').DocSearch);",
].join(' ');

describe('Authoring Libraries: installing the packed library in another project', () => {
  /** The commands that only read the installed package, run side by side once it is unpacked. */
  let runs: Record<'import' | 'require' | 'unexported' | 'dual', RunResult>;

  beforeAll(async () => {
    await mkdir(join(ROOT, '.cache/guide-examples'), { recursive: true });
    folder = await mkdtemp(join(ROOT, '.cache/guide-examples/authoring-libraries-consumer-'));
    cleanUp(() => rm(folder, { recursive: true, force: true }));
    await cp(join(EXAMPLES, 'authoring-libraries'), library(), { recursive: true });
    await cp(join(EXAMPLES, 'authoring-libraries-consumer'), consumer(), { recursive: true });

    await ok(library(), 'npm pack');
    await ok(consumer(), 'mkdir -p node_modules/doc-search-kit');
    await ok(consumer(), 'tar -xzf ../doc-search-kit/doc-search-kit-1.0.0.tgz -C node_modules/doc-search-kit --strip-components=1');
    const [importRun, requireRun, unexported, dual] = await Promise.all([
      shell(consumer(), 'npm run import'),
      shell(consumer(), 'npm run require'),
      shell(consumer(), `node -e "require('doc-search-kit/dist/doc-search-kit.umd.js')"`),
      shell(consumer(), `node --input-type=module -e "${DUAL}"`),
    ]);
    runs = { import: importRun, require: requireRun, unexported, dual };
  });

  it('installs only what the package publishes: package.json and dist/', async () => {
    const installed = await readdir(join(consumer(), 'node_modules/doc-search-kit'), { recursive: true });
    expect(installed.sort()).toEqual(['dist', 'dist/doc-search-kit.umd.js', 'dist/index.cjs', 'dist/index.js', 'package.json']);
  });

  it.each([
    ['import', 'ES module', 'dist/index.js'],
    ['require', 'CommonJS', 'dist/index.cjs'],
  ] as const)('"%s" loads the %s build (%s) and shares the app\'s MiniSearch', (condition, _kind, file) => {
    const result = runs[condition];
    expect(result.code, result.output).toBe(0);
    expect(printed(result)).toEqual([
      `loaded: doc-search-kit/${file}`,
      "titles: [ 'Bundling basics', 'Tree shaking' ]",
      'html: Build, <mark>pack</mark> and publish',
      'same MiniSearch as the app: true',
    ]);
  });

  it('keeps files that exports does not list private', async () => {
    const result = runs.unexported;
    expect(result.code).not.toBe(0);
    expect(result.output).toContain('ERR_PACKAGE_PATH_NOT_EXPORTED');
  });

  it('gives an application that both imports and requires the package two DocSearch classes', async () => {
    const result = runs.dual;
    expect(result.code, result.output).toBe(0);
    expect(result.stdout.trim()).toBe('false');
  });

  // Runs last: it replaces the installed ES module build with one that bundles MiniSearch.
  it('gets a second, private MiniSearch when the library bundles its peer dependency', async () => {
    // The guide's block, run as one script from the consumer folder.
    const result = await ok(
      consumer(),
      [
        'set -e',
        'cd ../doc-search-kit',
        'npx webpack --config-name esm --externals-reset',
        'cd ../doc-search-consumer',
        'cp ../doc-search-kit/dist/index.js node_modules/doc-search-kit/dist/index.js',
        'npm run import',
      ].join('\n'),
    );
    expect(result.output).toMatch(/asset index\.js 76\.\d KiB/);
    expect(printed(result)).toEqual([
      'loaded: doc-search-kit/dist/index.js',
      "titles: [ 'Bundling basics', 'Tree shaking' ]",
      'html: Build, <mark>pack</mark> and publish',
      'same MiniSearch as the app: false',
    ]);
  });
});
