import { beforeEach, describe, expect, it } from 'vitest';
import { forgetProjectModules, importProjectFile, requireProjectFile } from './project-modules';
import { PROJECT_ROOT } from './project-root';
import { projectVolume } from './volume';

function project(files: Record<string, string>): void {
  projectVolume.reset();
  projectVolume.fromJSON(files, PROJECT_ROOT);
  forgetProjectModules();
}

describe("the project's own modules", () => {
  beforeEach(() => project({}));

  it('requires CommonJS files with Node’s extensions, index files and JSON, each once', () => {
    project({
      'lib/index.js': "exports.count = (exports.count ?? 0) + 1;\nexports.settings = require('../settings');\nexports.again = require('./index.js');\n",
      'settings.json': '{ "answer": 42 }',
      'main.js': "module.exports = { lib: require('./lib'), dirname: __dirname, path: require('node:path').join('a', 'b') };\n",
    });
    const main = requireProjectFile('/project/main.js') as { lib: { count: number; settings: unknown; again: unknown }; dirname: string; path: string };
    expect(main.lib.count).toBe(1);
    expect(main.lib.settings).toEqual({ answer: 42 });
    expect(main.lib.again).toBe(main.lib);
    expect(main.dirname).toBe('/project');
    expect(main.path).toBe('a/b');
  });

  it('decides between CommonJS and ES modules by extension and the nearest package.json, as Node does', async () => {
    project({
      'package.json': '{ "type": "module" }',
      'esm.js': "import cjs, { named } from './cjs/helper.js';\nexport const both = [cjs.named, named, import.meta.dirname];\n",
      'cjs/package.json': '{ "type": "commonjs" }',
      'cjs/helper.js': "exports.named = 'from CommonJS';\n",
      'plain.cjs': "module.exports = require('./esm.js');\n",
    });
    expect((await importProjectFile('/project/esm.js')).both).toEqual(['from CommonJS', 'from CommonJS', '/project']);
    expect(() => requireProjectFile('/project/plain.cjs')).toThrow(/^require\(\) of ES Module \/project\/esm\.js not supported\.$/);
  });

  it('imports ES modules by their exact name only, and says what the playground can load', async () => {
    project({ 'a.mjs': "import './b';\n", 'b.mjs': '', 'c.cjs': "require('lodash');\n" });
    await expect(importProjectFile('/project/a.mjs')).rejects.toThrow("Cannot find module './b' from '/project'");
    expect(() => requireProjectFile('/project/c.cjs')).toThrow(
      "Cannot find module 'lodash' from '/project': in the playground, the project's code can load its own files, 'webpack', 'path', 'url' and 'fs'.",
    );
  });

  it('runs a file again in the next build, with that build’s text', () => {
    project({ 'value.js': 'module.exports = 1;\n' });
    expect(requireProjectFile('/project/value.js')).toBe(1);
    project({ 'value.js': 'module.exports = 2;\n' });
    expect(requireProjectFile('/project/value.js')).toBe(2);
  });
});
