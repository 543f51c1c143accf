import { writeFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, shell, type RunResult } from './example-project';
import { GuideText } from './guide-text';

const guide = new GuideText('ecmascript-modules');

/**
 * Cases the guide states but does not tell the reader to build, as one webpack process with one
 * configuration per case. It prints each compilation's errors and warnings as JSON.
 */
const CHECKS_SCRIPT = `import path from 'node:path';
import webpack from 'webpack';
import mistakes from './webpack.mistakes.js';

const out = (name) => path.resolve(import.meta.dirname, 'dist-checks', name);
const base = (name, entry, extra = {}) => ({
  name, mode: 'development', devtool: false, target: 'node', entry, output: { path: out(name) }, ...extra,
});
const parser = (javascript) => ({ module: { parser: { javascript } } });

const configs = [
  { ...mistakes, name: 'exports-presence-warn', output: { path: out('warn') }, ...parser({ exportsPresence: 'warn' }) },
  { ...mistakes, name: 'import-exports-presence-error', output: { path: out('error') }, ...parser({ importExportsPresence: 'error' }) },
  base('reexport-presence-off', './src/vendor/check-reexport.js', parser({ exportsPresence: 'error', reexportExportsPresence: false })),
  base('future-defaults', './src/vendor/missing-export.js', { experiments: { futureDefaults: true } }),
  base('fully-specified-off', './src/mistakes/missing-extension.js', {
    module: { rules: [{ test: /\\.m?js$/, resolve: { fullySpecified: false } }] },
  }),
  base('types', { mjs: './src/vendor/check-strict.mjs', cjs: './src/vendor/check-import.cjs', auto: './src/vendor/check-auto.js' }),
  base('require-tla', './src/cjs/check-require-tla.cjs'),
  base('require-module-exports', './src/cjs/check-require-module-exports.cjs'),
  base('mixed-exports', { auto: './src/vendor/check-mixed-exports.js', strict: './src/check-mixed-module.js' }),
  base('output-module-experiment', './src/check-log.js', { mode: 'production', experiments: { outputModule: true } }),
];

webpack(configs, (error, multi) => {
  if (error) throw error;
  const result = multi.stats.map((stats) => ({
    name: stats.compilation.name,
    errors: stats.compilation.errors.map((e) => e.message),
    warnings: stats.compilation.warnings.map((w) => w.message),
  }));
  console.log(JSON.stringify(result));
});
`;

const CHECK_SOURCES: Record<string, string> = {
  // .mjs is strict even where package.json has no "type".
  'src/vendor/check-strict.mjs': "import answer from '../answer';\nconsole.log(answer);\n",
  // .cjs is CommonJS only.
  'src/vendor/check-import.cjs': "import answer from '../answer.js';\nconsole.log(answer);\n",
  // .js without "type": both syntaxes, and requests need no extension.
  'src/vendor/check-auto.js': "import answer from '../answer';\nconst counter = require('../cjs/counter.cjs');\nconsole.log(answer, counter);\n",
  'src/vendor/check-reexport.js': "export { answr } from '../answer.js';\nimport { qstn } from '../answer.js';\nconsole.log(qstn);\n",
  'src/tla.js': 'export const value = await Promise.resolve(7);\n',
  'src/cjs/check-require-tla.cjs':
    "const tla = require('../tla.js');\nconsole.log(tla instanceof Promise);\ntla.then((ns) => console.log(ns.value));\n",
  'src/client.js': "const createClient = () => 'a client';\nexport { createClient as 'module.exports' };\nexport const version = 2;\n",
  'src/cjs/check-require-module-exports.cjs': "const createClient = require('../client.js');\nconsole.log(typeof createClient, createClient());\n",
  'src/vendor/check-mixed-exports.js': "import answer from '../answer.js';\nexports.answer = answer;\n",
  'src/check-mixed-module.js': "import answer from './answer.js';\nmodule.exports = { answer };\n",
  'src/check-log.js': "console.log('log');\nexport const x = 1;\n",
};

interface Compilation {
  name: string;
  errors: string[];
  warnings: string[];
}

describe('ECMAScript Modules', () => {
  let main: ExampleProject;
  let mistakes: ExampleProject;
  let checks: ExampleProject;
  let built: RunResult;
  let mistakesBuilt: RunResult;
  let checked: Compilation[];

  // Three copies, built two at a time (this machine has two cores).
  beforeAll(async () => {
    [main, mistakes, checks] = await Promise.all([
      ExampleProject.copy('ecmascript-modules'),
      ExampleProject.copy('ecmascript-modules'),
      ExampleProject.copy('ecmascript-modules'),
    ]);
    await Promise.all([
      writeFile(checks.path('checks.js'), CHECKS_SCRIPT),
      ...Object.entries(CHECK_SOURCES).map(([file, code]) => writeFile(checks.path(file), code)),
    ]);
    const checksRun = shell(checks.dir, 'node checks.js');
    [built, mistakesBuilt] = await Promise.all([
      main.run('build'),
      checksRun.then(() => mistakes.run('build:mistakes')),
    ]);
    const result = await checksRun;
    expect(result.code, result.output).toBe(0);
    checked = JSON.parse(result.stdout) as Compilation[];
  });

  const compilation = (name: string): Compilation => {
    const found = checked.find((c) => c.name === name);
    expect(found, name).toBeDefined();
    return found!;
  };

  it('builds the project and prints the interop results the guide shows', async () => {
    expect(built.code, built.output).toBe(0);
    guide.expectShownLines('Build and run the project:', built.output);
    expect(await main.files('dist')).toEqual(['main.js']);

    const started = await main.run('start');
    expect(started.code, started.output).toBe(0);
    expect(started.stderr).toBe('');
    const printed = started.stdout.split('\n').map((line) => line.trimEnd()).filter((line) => line !== '');
    expect(printed).toEqual(guide.shownOutputAfter('```bash\nnpm start\n```'));

    // The results the prose spells out, line by line.
    const value = (label: string) => printed.find((line) => line.startsWith(`${label} `))?.slice(label.length).trim();
    expect(value('counter')).toBe('{ count: function, increment: function }');
    expect(value('greet')).toBe('function');
    expect(value('theme')).toBe('"dark"');
    // Strict: __esModule is ignored, the default import is module.exports…
    expect(value('transpiled')).toBe('{ default: "the default export", named: "a named export" }');
    // …non-strict: the flag is honoured.
    expect(value('loose.js: default of transpiled.cjs')).toBe('"the default export"');
    expect(value('loose.js: import(transpiled.cjs)')).toBe('{ default: "the default export", named: "a named export" }');
    expect(value("require('../answer.js')")).toBe('namespace { default: 42, question: "unknown" }');
    expect(value('typeof require, module, exports, this')).toBe('["undefined", "undefined", "undefined", "undefined"]');

    // Node.js, running the sources directly, agrees on the default import but refuses the computed name.
    const node = await shell(
      main.dir,
      `node --input-type=module -e "import t from './src/cjs/transpiled.cjs'; console.log(JSON.stringify(t))"`,
    );
    expect(node.stdout).toBe('{"default":"the default export","named":"a named export"}\n');
    const refused = await shell(main.dir, `node --input-type=module -e "import { theme } from './src/cjs/settings.cjs'"`);
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain("Named export 'theme' not found");

    // require, module and exports are left alone in the strict module; top-level `this` is replaced.
    const bundle = await main.read('dist/main.js');
    expect(bundle).toContain('typeof require');
    expect(bundle).toContain('typeof module');
    expect(bundle).toContain('typeof exports');
    expect(bundle).not.toContain('typeof this');
  });

  it('reports the mistakes with the messages the guide shows', async () => {
    expect(mistakesBuilt.code).toBe(1);
    const output = mistakesBuilt.output;
    guide.expectShownLines('when that would have worked, says so:', output);
    guide.expectShownLines('a `javascript/auto` module:', output);
    guide.expectShownLines('the message names the type webpack chose:', output);
    expect(output).toContain('webpack 5.112.2 compiled with 4 errors and 1 warning in');
    // The misspelt name in CommonJS webpack cannot analyse gets no message at all.
    expect(output).not.toContain("'colour'");
    // …and neither does the module that mixes import with module.exports.
    expect(output).not.toMatch(/(?:WARNING|ERROR) in \.\/src\/vendor\/mixed\.js/);
    expect(await mistakes.files('dist-mistakes')).toEqual([
      'import-in-commonjs.js',
      'loose-missing-export.js',
      'missing-export.js',
      'missing-extension.js',
      'mixed.js',
    ]);

    const mixed = await shell(mistakes.dir, 'node dist-mistakes/mixed.js');
    expect(mixed.code).not.toBe(0);
    guide.expectShownLines('node dist-mistakes/mixed.js', mixed.output);
  });

  it('applies the module type table to .mjs, .cjs and .js without "type"', () => {
    const { errors, warnings } = compilation('types');
    expect(warnings).toEqual([]);
    expect(errors).toHaveLength(2);
    expect(errors.find((e) => e.includes("Can't resolve '../answer'"))).toContain(
      'failed to resolve only because it was resolved as fully specified',
    );
    expect(errors.find((e) => e.includes('Module parse failed'))).toContain("File was parsed as module type 'javascript/dynamic'.");
  });

  it('resolves the request without extension once a rule turns fullySpecified off', () => {
    expect(compilation('fully-specified-off')).toMatchObject({ errors: [], warnings: [] });
  });

  it('follows exportsPresence, importExportsPresence and reexportExportsPresence', () => {
    const warn = compilation('exports-presence-warn');
    // The three missing exports become warnings; the resolve and parse errors stay.
    expect(warn.warnings.filter((w) => w.includes('was not found in'))).toHaveLength(3);
    expect(warn.errors.filter((e) => e.includes('was not found in'))).toEqual([]);
    const error = compilation('import-exports-presence-error');
    expect(error.warnings).toEqual([]);
    expect(error.errors.filter((e) => e.includes('was not found in'))).toHaveLength(3);
    // export ... from is not checked, import ... from is an error.
    const reexport = compilation('reexport-presence-off');
    expect(reexport.warnings).toEqual([]);
    expect(reexport.errors).toEqual([
      "export 'qstn' (imported as 'qstn') was not found in '../answer.js' (possible exports: default, question)",
    ]);
    // futureDefaults makes the non-strict warning an error.
    const future = compilation('future-defaults');
    expect(future.warnings).toEqual([]);
    expect(future.errors).toEqual([
      "export 'answr' (imported as 'answr') was not found in '../answer.js' (possible exports: default, question)",
    ]);
  });

  it('returns a promise from require() of a module with top-level await', async () => {
    expect(compilation('require-tla').errors).toEqual([]);
    const ran = await shell(checks.dir, 'node dist-checks/require-tla/main.js');
    expect(ran.code, ran.output).toBe(0);
    expect(ran.stdout).toBe('true\n7\n');
  });

  it('returns the binding exported as "module.exports" from require(), in place of the namespace', async () => {
    expect(compilation('require-module-exports')).toMatchObject({ errors: [], warnings: [] });
    const ran = await shell(checks.dir, 'node dist-checks/require-module-exports/main.js');
    expect(ran.code, ran.output).toBe(0);
    expect(ran.stdout).toBe('function a client\n');
  });

  it('leaves exports alone in a non-strict ES module, and module in a strict one', async () => {
    expect(compilation('mixed-exports')).toMatchObject({ errors: [], warnings: [] });
    const auto = await shell(checks.dir, 'node dist-checks/mixed-exports/auto.js');
    expect(auto.code).not.toBe(0);
    expect(auto.output).toContain('ReferenceError: exports is not defined in ES module scope');
    const strict = await shell(checks.dir, 'node dist-checks/mixed-exports/strict.js');
    expect(strict.code).not.toBe(0);
    expect(strict.output).toContain('ReferenceError: module is not defined in ES module scope');
  });

  it('ignores experiments.outputModule: the output stays a classic script', async () => {
    expect(compilation('output-module-experiment')).toMatchObject({ errors: [], warnings: [] });
    expect(await checks.read('dist-checks/output-module-experiment/main.js')).toBe('(()=>{"use strict";console.log("log")})();');
  });
});
