import { writeFile } from 'node:fs/promises';
import { createContext, runInContext } from 'node:vm';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { ExampleProject, run, type RunResult } from './example-project';
import { GuideText } from './guide-text';

/** The four posts, each showing the configuration of its release in content/blog/examples/whats-new-1/. */
const post = {
  '5.105': new GuideText('2026-02-03-webpack-5-105', 'blog'),
  '5.106': new GuideText('2026-04-08-webpack-5-106', 'blog'),
  '5.107': new GuideText('2026-05-20-webpack-5-107', 'blog'),
  '5.108': new GuideText('2026-06-25-webpack-5-108', 'blog'),
};

describe("What's new in webpack 5.105 to 5.108: the examples", () => {
  let project: ExampleProject;
  /** `npx webpack`: the array of webpack.config.js, one configuration per release, built once. */
  let build: RunResult;

  beforeAll(async () => {
    project = await ExampleProject.copy('whats-new-1', 'blog');
    build = await project.npx('webpack');
  });

  const node = (file: string) => run('node', [file], project.dir);

  it('builds the configurations of all four posts without a warning', () => {
    expect(build.code, build.output).toBe(0);
    expect(build.output).not.toMatch(/WARNING|ERROR/);
    for (const release of ['5.105', '5.106', '5.107', '5.108']) expect(build.output.split('\n')).toContain(`${release}:`);
  });

  it('5.105: maps @lib/ with the paths of tsconfig.json and accepts the `in` check of a missing export', async () => {
    const result = await node('dist/5.105/main.js');
    expect(result.code, result.output).toBe(0);
    post['5.105'].expectShownLines('node dist/5.105/main.js', result.output);
    // the check became `false`, so the branch that calls share() is gone
    expect(await project.read('dist/5.105/main.js')).not.toContain('.share(');
  });

  it('5.105: reports the missing export again when the check is a plain property test', async () => {
    const variant = await ExampleProject.copy('whats-new-1', 'blog');
    const index = await variant.read('src/5.105/index.js');
    expect(index).toContain("if ('share' in features) {");
    await writeFile(variant.path('src/5.105/index.js'), index.replace("if ('share' in features) {", 'if (features.share) {'));
    const result = await variant.npx('webpack', ['--config-name', '5.105']);
    expect(result.code).not.toBe(0);
    post['5.105'].expectShownLines('npx webpack --config-name 5.105', result.output);
  });

  it('5.106: puts the CSS into a <style> element and leaves the unused CommonJS export out', async () => {
    post['5.106'].expectShownLines('Among the output of `npx webpack`', build.output);
    expect(await project.files('dist/5.106')).toEqual(['main.js']);
    const bundle = await project.read('dist/5.106/main.js');
    expect(bundle).toContain('formatPrice');
    expect(bundle).not.toContain('formatDate');
    expect(bundle).not.toContain('a helper that no module uses');

    const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>');
    const { document } = dom.window;
    runInContext(bundle, createContext({ document }));
    const styles = document.head.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe('.panel{border:1px solid teal;padding:1rem}');
    expect(document.querySelector('.panel')?.textContent).toBe('Total: $19.99');
    // running it again reuses the element instead of adding one
    runInContext(bundle, createContext({ document }));
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('5.107: names anonymous default exports "default", and what happens without the fix and when minimized', async () => {
    expect(build.output).toMatch(/\n5\.107:\n {2}asset main\.js 1\.17 KiB \[emitted\] \(name: main\)\n/);
    const named = await node('dist/5.107/main.js');
    post['5.107'].expectShownLines('node dist/5.107/main.js', named.output);

    const without = await project.npx('webpack', ['--config-name', '5.107', '--no-module-parser-javascript-anonymous-default-export-name']);
    expect(without.code, without.output).toBe(0);
    expect(without.output).toContain('asset main.js 352 bytes [emitted] (name: main)');
    post['5.107'].expectShownLines('--no-module-parser-javascript-anonymous-default-export-name', (await node('dist/5.107/main.js')).output);

    const minimized = await project.npx('webpack', ['--config-name', '5.107', '--optimization-minimize']);
    expect(minimized.code, minimized.output).toBe(0);
    post['5.107'].expectShownLines('npx webpack --config-name 5.107 --optimization-minimize', (await node('dist/5.107/main.js')).output);
  });

  it('5.108: writes an HTML page for the entry, with the script named by a base62 hash', async () => {
    post['5.108'].expectShownLines('Among the output of `npx webpack`', build.output);
    const files = await project.files('dist/5.108');
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^main\.[0-9A-Za-z]{8}\.js$/);
    expect(files[1]).toBe('main.html');
    const page = await project.read('dist/5.108/main.html');
    expect(page).toContain(`<script defer src=${files[0]}></script>`);
    post['5.108'].expectShownLines('cat dist/5.108/main.html', page);
  });

  it('5.108: defineConfig is reached through the default export of webpack, not as a named import', async () => {
    const named = await run('node', ['--input-type=module', '-e', "import { defineConfig } from 'webpack';"], project.dir);
    expect(named.code).not.toBe(0);
    expect(named.output).toContain("Named export 'defineConfig' not found");
    const byDefault = await run('node', ['--input-type=module', '-e', "import webpack from 'webpack'; const c = {}; console.log(webpack.defineConfig(c) === c);"], project.dir);
    expect(byDefault.stdout.trim()).toBe('true');
  });
});
